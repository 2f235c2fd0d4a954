import CasinoEngine
import CasinoPresentation
import CasinoSystem

/// The sentences plain mode prints: one line per event, words only (no colour, no layout),
/// so a screen reader reads them as they come and a script can match them. The spec's own
/// words (Info, Game Over, the reset question) come from ``Texts``, as on every screen.
enum PlainSentences {
    /// "Cherry, bar, apple. No match: −10. Money 90."
    static func spin(_ record: SpinRecord, rules: Rules, highScore: Int, texts: Texts) -> String {
        texts.plainSpin(record, rules: rules, highScore: highScore)
    }

    /// Where the game stands: said at the start.
    static func status(_ screen: Screen) -> String {
        screen.texts.plainStatus(
            coins: screen.coins, highScore: screen.highScore, bet: screen.bet,
            rules: screen.rules.id)
    }

    static func welcome(_ screen: Screen) -> String {
        screen.texts.plainWelcome(
            status: status(screen), help: spelling(.help, screen.texts))
    }

    static func goodbye(_ screen: Screen) -> String {
        screen.texts.plainGoodbye(coins: screen.coins, highScore: screen.highScore)
    }

    /// The spec's Game Over panel as one line.
    static func gameOver(_ texts: Texts) -> String {
        texts.plainGameOver(newGame: spelling(.newGame, texts))
    }

    static func stillOver(_ texts: Texts) -> String {
        texts.plainStillOver(newGame: spelling(.newGame, texts), reset: spelling(.reset, texts))
    }

    static func notOver(_ texts: Texts) -> String {
        texts.plainNotOver(reset: spelling(.reset, texts))
    }

    static func resetQuestion(_ rules: Rules, texts: Texts) -> String {
        texts.plainResetQuestion(rules)
    }

    static func unknown(_ line: String, texts: Texts) -> String {
        let typed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return texts.plainUnknown(echo(typed), help: spelling(.help, texts))
    }

    /// How `word` is typed in the language of `texts`.
    static func spelling(_ word: Texts.PlainWord, _ texts: Texts) -> String {
        texts.spelling(word)
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
    static func help(bets: [Int], texts: Texts) -> [String] {
        [texts.plainCommandsHeader]
            + PlainCommand.entries(bets: bets, texts: texts).map { entry in
                texts.plainCommandLine(
                    spelling: entry.spelling, shortcuts: entry.shortcuts, meaning: entry.meaning)
            }
    }

    /// How the reset is asked for here: by typing its command, which the Info sheet names
    /// where the other front ends name their button.
    static func resetControl(_ texts: Texts) -> Texts.ResetControl {
        .command(spelling(.reset, texts))
    }

    /// The Info sheet, section by section, as the other front ends show it.
    static func info(rules: Rules, texts: Texts) -> [String] {
        let howToPlay =
            ["\(texts.howToPlayHeader):"] + texts.howToPlay(rules, resetBy: resetControl(texts))
        let information =
            ["\(texts.applicationInformationHeader):"]
            + texts.applicationInformation.map { "\($0.label): \($0.value)." }
        return howToPlay + information + odds(rules: rules, texts: texts)
    }

    static func odds(rules: Rules, texts: Texts) -> [String] {
        ["\(texts.oddsHeader):"] + texts.oddsLines(rules).map { "\($0.label): \($0.value)." }
    }

    /// The last spins, newest first, and the lifetime figures.
    static func history(
        _ history: [SpinRecord], statistics: Statistics, rules: Rules, clock: WallClock,
        texts: Texts
    ) -> [String] {
        guard !history.isEmpty else { return [texts.plainNoSpins(spin: spelling(.spin, texts))] }
        var lines = [texts.plainHistoryHeader(count: history.count)]
        for record in history.reversed() {
            let reels = record.stops.map { texts.name(of: rules.symbols[$0]) }
            lines.append(
                texts.plainHistoryLine(
                    time: HistorySummary.time(record, clock: clock), bet: record.bet,
                    reels: reels.joined(separator: ", "), result: texts.result(record),
                    money: record.moneyAfter))
        }
        if let lifetime = texts.lifetime(statistics) { lines.append(lifetime + ".") }
        return lines
    }
}
