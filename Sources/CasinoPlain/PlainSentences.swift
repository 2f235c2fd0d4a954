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
    static func status(_ screen: Screen) -> String {
        "Money \(screen.coins), high score \(screen.highScore), bet \(screen.bet), \(screen.rules.id.rawValue) rules."
    }

    static func welcome(_ screen: Screen) -> String {
        "\(Texts.appName). \(status(screen)) Type help for the commands."
    }

    static func goodbye(_ screen: Screen) -> String {
        "Goodbye. Money \(screen.coins), high score \(screen.highScore)."
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

    static func newGame(_ screen: Screen) -> String {
        "New game. Money \(screen.coins), bet \(screen.bet)."
    }

    static func badBet(_ bets: [Int]) -> String {
        "Bets are " + bets.map(String.init).joined(separator: " or ") + "."
    }

    static func unknown(_ line: String) -> String {
        let typed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return "Unknown command: \(echo(typed)). Type help for the commands."
    }

    /// The most of a typed line said back: enough to recognise a typo, not a pasted file.
    static let echoLength = 40

    /// `typed` safe to print: its control and format characters (an escape sequence, a bell,
    /// a right-to-left override) written out as `\e` or `\u{7}`, so the line cannot move the
    /// cursor, recolour or retitle the player's terminal, or reorder what a screen reader
    /// says; and cut to ``echoLength`` characters with an ellipsis. Input that was not UTF-8
    /// arrives here already repaired (U+FFFD) by the line reader.
    static func echo(_ typed: String) -> String {
        var shown = ""
        var count = 0
        for scalar in typed.unicodeScalars {
            let written = scalar.printable
            guard count + written.unicodeScalars.count <= echoLength else { return shown + "…" }
            shown += written
            count += written.unicodeScalars.count
        }
        return shown
    }

    /// `help`: every command with its shortcuts.
    static func help(bets: [Int]) -> [String] {
        ["Commands, one a line:"]
            + PlainCommand.entries(bets: bets).map { entry in
                let shortcuts = entry.shortcuts.joined(separator: ", ")
                return "\(entry.spelling) (or \(shortcuts)): \(entry.meaning)"
            }
    }

    /// How the reset is asked for here: by typing its command, which the Info sheet names
    /// where the other front ends name their button.
    static func resetControl(_ rules: Rules) -> Texts.ResetControl {
        let reset = PlainCommand.entries(bets: rules.betOptions).first { $0.command == .reset }
        return .command(reset?.spelling ?? "reset")
    }

    /// The Info sheet, section by section, as the other front ends show it.
    static func info(rules: Rules) -> [String] {
        let howToPlay =
            ["\(Texts.howToPlayHeader):"]
            + Texts.howToPlay(
                rules, resetBy: resetControl(rules))
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
