import CasinoEngine

/// Plain mode's sentences (`casino play --plain`): words only, one line per event, so a
/// screen reader reads them as they come. Numbers are written in the language's form.
extension Texts {
    /// "Cherry, bar, apple. No match: −10. Money 90." — the reels, the result, the money.
    package func plainSpin(_ record: SpinRecord, rules: Rules, highScore: Int) -> String {
        let reels = Self.sentenceCase(
            record.stops.map { name(of: rules.symbols[$0]) }.joined(separator: ", "))
        let money = number(record.moneyAfter)
        switch language {
        case .english:
            let result =
                record.isNewHighScore
                ? "New high score! Win: \(signed(record.prize))."
                : record.isWin
                    ? "Win: \(signed(record.prize))." : "No match: \(signed(-record.bet))."
            let scores =
                record.isNewHighScore
                ? "Money \(money), high score \(number(highScore))." : "Money \(money)."
            return "\(reels). \(result) \(scores)"
        case .vietnamese:
            // Words, not signs: espeak-ng's Vietnamese voice reads "−10" as the English
            // "minus" and then "mười"; "mất 10" and "được 100" are read as one language.
            let result =
                record.isNewHighScore
                ? "Điểm cao mới! Thắng, được \(number(record.prize))."
                : record.isWin
                    ? "Thắng, được \(number(record.prize))."
                    : "Không trúng, mất \(number(record.bet))."
            let scores =
                record.isNewHighScore
                ? "Tiền \(money), điểm cao \(number(highScore))." : "Tiền \(money)."
            return "\(reels). \(result) \(scores)"
        }
    }

    /// Where the game stands: said at the start.
    package func plainStatus(coins: Int, highScore: Int, bet: Int, rules: RuleSetID) -> String {
        let (coins, highScore, bet) = (number(coins), number(highScore), number(bet))
        return localized(
            english:
                "Money \(coins), high score \(highScore), bet \(bet), \(name(of: rules)) rules.",
            vietnamese:
                "Tiền \(coins), điểm cao \(highScore), cược \(bet), luật \(name(of: rules)).")
    }

    /// The first line: the game's name, where it stands, and how to get the commands.
    package func plainWelcome(coins: Int, highScore: Int, bet: Int, rules: RuleSetID) -> String {
        let status = plainStatus(coins: coins, highScore: highScore, bet: bet, rules: rules)
        let help = spelling(.help)
        return localized(
            english: "\(Self.appName). \(status) Type \(help) for the commands.",
            vietnamese: "\(Self.appName). \(status) Gõ \(help) để xem các lệnh.")
    }

    package func plainGoodbye(coins: Int, highScore: Int) -> String {
        localized(
            english: "Goodbye. Money \(number(coins)), high score \(number(highScore)).",
            vietnamese: "Tạm biệt. Tiền \(number(coins)), điểm cao \(number(highScore)).")
    }

    /// The spec's Game Over panel as one line, with the command that starts again.
    package var plainGameOver: String {
        let title = Self.sentenceCase(gameOverTitle.lowercased()) + "."
        let next = localized(
            english: "Type \(spelling(.newGame)) for a new game.",
            vietnamese: "Gõ \(spelling(.newGame)) để chơi ván mới.")
        return ([title] + gameOverMessage + [next]).joined(separator: " ")
    }

    package var plainStillOver: String {
        let (newGame, reset) = (spelling(.newGame), spelling(.reset))
        return localized(
            english: "The money has run out. Type \(newGame) for a new game, or \(reset).",
            vietnamese: "Đã hết tiền. Gõ \(newGame) để chơi ván mới, hoặc \(reset).")
    }

    package var plainNotOver: String {
        let reset = spelling(.reset)
        return localized(
            english: "New game is for when the money has run out; type \(reset) to start over.",
            vietnamese: "Ván mới chỉ dành cho lúc hết tiền; gõ \(reset) để bắt đầu lại.")
    }

    package var plainResetKept: String {
        localized(english: "Nothing was reset.", vietnamese: "Không có gì bị đặt lại.")
    }

    /// The words that answer the reset question with a yes, in lower case.
    package var plainYes: [String] {
        localized(english: ["yes", "y"], vietnamese: ["có", "co", "c", "yes", "y"])
    }

    /// The reset question, and how to answer it.
    package func plainResetQuestion(_ rules: Rules) -> String {
        localized(
            english: resetQuestion(rules)
                + " Type \(plainYes[0]) to reset; anything else keeps them.",
            vietnamese: resetQuestion(rules)
                + " Gõ \(plainYes[0]) để đặt lại; gõ gì khác thì giữ nguyên.")
    }

    package func plainBetChosen(_ bet: Int) -> String {
        localized(english: "Bet \(number(bet)).", vietnamese: "Cược \(number(bet)).")
    }

    package func plainNewGame(coins: Int, bet: Int) -> String {
        localized(
            english: "New game. Money \(number(coins)), bet \(number(bet)).",
            vietnamese: "Ván mới. Tiền \(number(coins)), cược \(number(bet)).")
    }

    package func plainBadBet(_ bets: [Int]) -> String {
        localized(
            english: "Bets are " + bets.map(number).joined(separator: " or ") + ".",
            vietnamese: "Mức cược là " + bets.map(number).joined(separator: " hoặc ") + ".")
    }

    /// `typed` is already made safe to print.
    package func plainUnknown(_ typed: String) -> String {
        localized(
            english: "Unknown command: \(typed). Type \(spelling(.help)) for the commands.",
            vietnamese: "Không hiểu lệnh: \(typed). Gõ \(spelling(.help)) để xem các lệnh.")
    }

    package var plainCommandsHeader: String {
        localized(english: "Commands, one a line:", vietnamese: "Các lệnh, mỗi dòng một lệnh:")
    }

    /// One line of `help`: "spin (or s): Spin the reels."
    package func plainCommandLine(spelling: String, shortcuts: [String], meaning: String) -> String
    {
        localized(
            english: "\(spelling) (or \(shortcuts.joined(separator: ", "))): \(meaning)",
            vietnamese: "\(spelling) (hoặc \(shortcuts.joined(separator: ", "))): \(meaning)")
    }

    /// The history's empty state in plain mode, naming the command that spins.
    package var plainNoSpins: String {
        localized(
            english: "No spins yet. Type \(spelling(.spin)) to play.",
            vietnamese: "Chưa quay lượt nào. Gõ \(spelling(.spin)) để chơi.")
    }

    package func plainHistoryHeader(count: Int) -> String {
        localized(
            english: "Last \(spins(count)), newest first:",
            vietnamese: "\(Self.sentenceCase(spins(count))) gần đây, mới nhất trước:")
    }

    /// One landed spin of the history: "14:05:09: bet 10, cherry, bar, apple, −10, money 90."
    /// The Vietnamese says the result in words ("mất 10", "được 100"), as its spin sentence
    /// does, for the voice that reads a sign in English.
    package func plainHistoryLine(time: String, reels: String, record: SpinRecord) -> String {
        let (bet, money) = (number(record.bet), number(record.moneyAfter))
        let won = record.isWin ? "được \(number(record.prize))" : "mất \(bet)"
        return localized(
            english: "\(time): bet \(bet), \(reels), \(result(record)), money \(money).",
            vietnamese: "\(time): cược \(bet), \(reels), \(won), tiền \(money).")
    }

    /// The first letter in upper case: "cherry, bar" → "Cherry, bar".
    package static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
