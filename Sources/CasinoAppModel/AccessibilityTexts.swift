import CasinoEngine
import CasinoPresentation

/// What VoiceOver says for the app's controls and results: the guide draws pictures and
/// numbers only, so every word a blind player hears is written here, once.
///
/// Public: the Apple app's controls take their VoiceOver labels from it.
public enum AccessibilityTexts {
    /// "Reel 1, cherry": reels are counted from 1, as a person counts them.
    package static func reel(_ index: Int, symbol: Symbol) -> String {
        "Reel \(index + 1), \(symbol.name)"
    }

    /// "Your money, 90 coins".
    package static func money(_ coins: Int) -> String {
        "Your money, \(coinCount(coins))"
    }

    /// "High score, 200 coins".
    package static func highScore(_ coins: Int) -> String {
        "High score, \(coinCount(coins))"
    }

    /// The SPIN button's name: the button is a picture, which VoiceOver cannot read.
    public static let spin = "Spin"
    /// The ⓘ button's name, which otherwise is the symbol's ("info.circle").
    public static let info = "Info"
    /// The Reset button's name, which otherwise is the symbol's ("arrow.2.circlepath.circle").
    public static let reset = "Reset"
    /// The Info sheet's × button's name, which otherwise is the symbol's ("xmark.circle").
    public static let close = "Close"
    /// The Game Over panel's NEW GAME button, in words VoiceOver says naturally.
    public static let newGame = "New game"

    /// "Bet 10 coins".
    public static func bet(_ amount: Int) -> String {
        "Bet \(coinCount(amount))"
    }

    /// The sentence spoken when the reels land: the symbols, what happened, the money now.
    package static func result(
        _ outcome: Outcome, symbols: [Symbol], coins: Int, isGameOver: Bool
    ) -> String {
        let reels = symbols.map(\.name).joined(separator: ", ")
        let what: String
        switch outcome {
        case .win(let prize):
            what = "You win \(coinCount(prize))."
        case .newHighScore(let prize, let highScore):
            what = "You win \(coinCount(prize)). New high score, \(highScore)."
        case .loss(let stake):
            what = "No match, you lose \(coinCount(stake))."
        }
        let ending =
            isGameOver
            ? "Game over. " + Texts.gameOverMessage.joined(separator: " ")
            : money(coins) + "."
        return "\(reels). \(what) \(ending)"
    }

    /// "1 coin", "90 coins".
    static func coinCount(_ count: Int) -> String {
        count == 1 ? "1 coin" : "\(count) coins"
    }
}
