import CasinoEngine
import CasinoPresentation
import CasinoSystem

/// The sentences plain mode prints: one line per event, words only (no colour, no layout),
/// so a screen reader reads them as they come and a script can match them. The spec's own
/// words (Info, Game Over, the reset question) come from ``Texts``, as on every screen.
enum PlainSentences {
    /// "Cherry, bar, apple. No match: −10. Money 90."
    static func spin(_ record: SpinRecord, rules: Rules, highScore: Int) -> String {
        let reels = sentenceCase(
            record.stops.map { rules.symbols[$0].name }.joined(separator: ", "))
        let result: String
        if record.isNewHighScore {
            result = "New high score! Win: \(Texts.signed(record.prize))."
        } else if record.isWin {
            result = "Win: \(Texts.signed(record.prize))."
        } else {
            result = "No match: \(Texts.signed(-record.bet))."
        }
        let scores =
            record.isNewHighScore
            ? "Money \(record.moneyAfter), high score \(highScore)." : "Money \(record.moneyAfter)."
        return "\(reels). \(result) \(scores)"
    }

    /// Where the game stands: said at the start.
    static func status(_ game: Game) -> String {
        "Money \(game.coins), high score \(game.highScore), bet \(game.bet), \(game.rules.id.rawValue) rules."
    }

    static func welcome(_ game: Game) -> String {
        "\(Texts.appName). \(status(game)) Type help for the commands."
    }

    static func goodbye(_ game: Game) -> String {
        "Goodbye. Money \(game.coins), high score \(game.highScore)."
    }

    /// The spec's Game Over panel as one line.
    static func gameOver() -> String {
        ([sentenceCase(Texts.gameOverTitle.lowercased()) + "."] + Texts.gameOverMessage + [
            "Type new for a new game."
        ]).joined(separator: " ")
    }

    static let stillOver = "The money has run out. Type new for a new game, or reset."
    static let notOver = "New game is for when the money has run out; type reset to start over."
    static let resetKept = "Nothing was reset."
    static func resetQuestion(_ rules: Rules) -> String {
        Texts.resetQuestion(rules) + " Type yes to reset; anything else keeps them."
    }

    static func betChosen(_ bet: Int) -> String { "Bet \(bet)." }

    static func newGame(_ game: Game) -> String {
        "New game. Money \(game.coins), bet \(game.bet)."
    }

    static func badBet(_ bets: [Int]) -> String {
        "Bets are " + bets.map(String.init).joined(separator: " or ") + "."
    }

    static func unknown(_ line: String) -> String {
        let typed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "Unknown command: \(typed). Type help for the commands."
    }

    /// `help`: every command with its shortcuts.
    static func help(bets: [Int]) -> [String] {
        ["Commands, one a line:"]
            + PlainCommand.entries(bets: bets).map { entry in
                let shortcuts = entry.shortcuts.joined(separator: ", ")
                return "\(entry.spelling) (or \(shortcuts)): \(entry.meaning)"
            }
    }

    /// The Info sheet, section by section, as the other front ends show it.
    static func info(rules: Rules) -> [String] {
        let howToPlay = ["\(Texts.howToPlayHeader):"] + Texts.howToPlay(rules)
        let information =
            ["\(Texts.applicationInformationHeader):"]
            + Texts.applicationInformation.map { "\($0.label): \($0.value)." }
        return howToPlay + information + odds(rules: rules)
    }

    static func odds(rules: Rules) -> [String] {
        ["\(Texts.oddsHeader):"] + Texts.oddsLines(rules).map { "\($0.label): \($0.value)." }
    }

    /// The last spins, newest first, and the lifetime figures.
    static func history(
        _ history: [SpinRecord], statistics: Statistics, rules: Rules, clock: WallClock
    ) -> [String] {
        guard !history.isEmpty else { return ["No spins yet. Type spin to play."] }
        let count = history.count
        var lines = ["Last \(HistorySummary.counted(count, "spin")), newest first:"]
        for record in history.reversed() {
            let reels = record.stops.map { rules.symbols[$0].name }.joined(separator: ", ")
            let result = HistorySummary.result(record)
            lines.append(
                "\(HistorySummary.time(record, clock: clock)): bet \(record.bet), \(reels), "
                    + "\(result), money \(record.moneyAfter).")
        }
        if let lifetime = HistorySummary.lifetime(statistics) { lines.append(lifetime + ".") }
        return lines
    }

    /// The first letter in upper case: "cherry, bar" → "Cherry, bar".
    static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
