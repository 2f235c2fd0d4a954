import CasinoEngine

/// What VoiceOver says for the app's controls and results: the guide draws pictures and
/// numbers only, so every word a blind player hears is written here, once.
extension Texts {
    /// "Reel 1, cherry": reels are counted from 1, as a person counts them.
    package func reelLabel(_ index: Int, symbol: Symbol) -> String {
        localized(
            english: "Reel \(index + 1), \(name(of: symbol))",
            vietnamese: "Cuộn \(index + 1), \(name(of: symbol))")
    }

    /// "Your money, 90 coins".
    package func moneyLabel(_ coins: Int) -> String {
        localized(
            english: "Your money, \(coinCount(coins))",
            vietnamese: "Tiền của bạn, \(coinCount(coins))")
    }

    /// "High score, 200 coins".
    package func highScoreLabel(_ coins: Int) -> String {
        localized(
            english: "High score, \(coinCount(coins))", vietnamese: "Điểm cao, \(coinCount(coins))")
    }

    /// The SPIN button's name: the button is a picture, which VoiceOver cannot read.
    public var spinLabel: String { localized(english: "Spin", vietnamese: "Quay") }

    /// The ⓘ button's name, which otherwise is the symbol's ("info.circle").
    public var infoLabel: String { localized(english: "Info", vietnamese: "Thông tin") }

    /// The Reset button's name, which otherwise is the symbol's ("arrow.2.circlepath.circle").
    public var resetLabel: String { localized(english: "Reset", vietnamese: "Đặt lại") }

    /// The Reset alert's button that keeps the money.
    public var cancelLabel: String { localized(english: "Cancel", vietnamese: "Hủy") }

    /// The Info sheet's × button's name, which otherwise is the symbol's ("xmark.circle").
    public var closeLabel: String { localized(english: "Close", vietnamese: "Đóng") }

    /// The Game Over panel's NEW GAME button, in words VoiceOver says naturally.
    public var newGameLabel: String { localized(english: "New game", vietnamese: "Ván mới") }

    /// "Bet 10 coins".
    public func betLabel(_ amount: Int) -> String {
        localized(english: "Bet \(coinCount(amount))", vietnamese: "Cược \(coinCount(amount))")
    }

    /// The sentence spoken when the reels land: the symbols, what happened, the money now.
    package func resultSentence(
        _ outcome: Outcome, symbols: [Symbol], coins: Int, isGameOver: Bool
    ) -> String {
        let reels = symbols.map { name(of: $0) }.joined(separator: ", ")
        let what: String
        switch (language, outcome) {
        case (.english, .win(let prize)): what = "You win \(coinCount(prize))."
        case (.english, .newHighScore(let prize, let highScore)):
            what = "You win \(coinCount(prize)). New high score, \(number(highScore))."
        case (.english, .loss(let stake)): what = "No match, you lose \(coinCount(stake))."
        case (.vietnamese, .win(let prize)): what = "Bạn thắng \(coinCount(prize))."
        case (.vietnamese, .newHighScore(let prize, let highScore)):
            what = "Bạn thắng \(coinCount(prize)). Điểm cao mới, \(number(highScore))."
        case (.vietnamese, .loss(let stake)): what = "Không trúng, bạn mất \(coinCount(stake))."
        }
        let gameOver = localized(english: "Game over.", vietnamese: "Thua cuộc.")
        let ending =
            isGameOver
            ? gameOver + " " + gameOverMessage.joined(separator: " ") : moneyLabel(coins) + "."
        return "\(reels). \(what) \(ending)"
    }

    /// "1 coin", "90 coins" / "90 xu".
    package func coinCount(_ count: Int) -> String {
        localized(
            english: count == 1 ? "1 coin" : "\(number(count)) coins",
            vietnamese: "\(number(count)) xu")
    }
}
