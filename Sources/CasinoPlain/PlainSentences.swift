import CasinoEngine
import CasinoPresentation
import CasinoSystem

/// The sentences plain mode prints: one line per event, words only (no colour, no layout),
/// so a screen reader reads them as they come and a script can match them. The spec's own
/// words (Info, Game Over, the reset question) come from ``Texts``, as on every screen.
enum PlainSentences {
    /// An unknown command's reply: the line said back, one space between its words.
    static func unknown(_ line: String, texts: Texts) -> String {
        let typed = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return texts.plainUnknown(echo(typed))
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
        for written in typed.unicodeScalars.lazy.map(\.printable) {
            let length = shown.unicodeScalars.count + written.unicodeScalars.count
            guard length <= echoLength else { return shown + "…" }
            shown += written
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

    /// The Info sheet, section by section, as the other front ends show it. The reset is
    /// asked for here by typing its command, which the Info sheet names where the other front
    /// ends name their button.
    static func info(rules: Rules, texts: Texts) -> [String] {
        let reset = Texts.ResetControl.command(texts.spelling(.reset))
        let howToPlay = ["\(texts.howToPlayHeader):"] + texts.howToPlay(rules, resetBy: reset)
        let information =
            ["\(texts.applicationInformationHeader):"]
            + texts.applicationInformation.map { "\($0.label): \($0.value)." }
        return howToPlay + information + odds(rules: rules, texts: texts)
    }

    static func odds(rules: Rules, texts: Texts) -> [String] {
        ["\(texts.oddsHeader):"] + texts.oddsLines(rules).map { "\($0.label): \($0.value)." }
    }

    /// The last spins on `screen`, newest first, and the lifetime figures.
    static func history(of screen: Screen, clock: WallClock) -> [String] {
        let texts = screen.texts
        guard !screen.history.isEmpty else { return [texts.plainNoSpins] }
        var lines = [texts.plainHistoryHeader(count: screen.history.count)]
        for record in screen.history.reversed() {
            let reels = record.stops.map { texts.name(of: screen.rules.symbols[$0]) }
            lines.append(
                texts.plainHistoryLine(
                    time: clock.timeOfDay(record.time),
                    reels: reels.joined(separator: ", "), record: record))
        }
        if let lifetime = texts.lifetime(screen.statistics, rules: screen.rules) {
            lines.append(lifetime + ".")
        }
        return lines
    }
}
