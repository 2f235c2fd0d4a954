import CasinoPresentation

/// A line the player typed in plain mode, read as what it asks for.
package enum PlainCommand: Sendable, Hashable {
    case spin
    case bet(Int)
    case info
    case history
    case odds
    case reset
    case newGame
    case mute
    case help
    case quit

    /// One entry of the command list: what the parser accepts and `help` lists.
    package struct Entry: Sendable {
        package var command: PlainCommand
        /// How the command is typed: `spin`, `bet 10`.
        package var spelling: String
        /// The shorter ways to type it: `s`, `1`.
        package var shortcuts: [String]
        package var meaning: String
    }

    /// Every command, in the order `help` lists them, for a game whose bets are `bets`,
    /// spelt in the language of `texts`. A command's English spelling is always one of its
    /// shortcuts in another language, so a script written for the English game still plays.
    package static func entries(bets: [Int], texts: Texts = .english) -> [Entry] {
        func entry(
            _ command: PlainCommand, _ word: Texts.PlainWord, _ shortcuts: [String], bet: Int = 0,
            suffix: String = ""
        ) -> Entry {
            let spelling = texts.spelling(word) + suffix
            let english = Texts.english.spelling(word) + suffix
            return Entry(
                command: command, spelling: spelling,
                shortcuts: shortcuts + (english == spelling ? [] : [english]),
                meaning: texts.meaning(word, bet: bet))
        }
        let betEntries = bets.enumerated().map { index, bet in
            entry(.bet(bet), .bet, ["\(index + 1)", "b \(bet)"], bet: bet, suffix: " \(bet)")
        }
        return [entry(.spin, .spin, ["s"])] + betEntries + [
            entry(.info, .info, ["i"]), entry(.history, .history, ["h"]),
            entry(.odds, .odds, ["o"]), entry(.reset, .reset, ["r"]),
            entry(.newGame, .newGame, ["n"]), entry(.mute, .mute, ["m"]),
            entry(.help, .help, ["?"]), entry(.quit, .quit, ["q", "exit"]),
        ]
    }

    /// What `line` asks for, in a game whose bets are `bets`. Case and spaces do not matter;
    /// `nil` for an empty line.
    package static func parse(_ line: String, bets: [Int], texts: Texts = .english) -> Parsed? {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return nil }
        let typed = words.joined(separator: " ")
        if let entry = entries(bets: bets, texts: texts).first(where: {
            $0.spelling == typed || $0.shortcuts.contains(typed)
        }) {
            return .command(entry.command)
        }
        let betWords = ["b", Texts.english.spelling(.bet), texts.spelling(.bet)]
        return betWords.contains(String(first)) ? .badBet : .unknown(line)
    }

    /// The reading of a typed line.
    package enum Parsed: Sendable, Hashable {
        case command(PlainCommand)
        /// `bet` without one of the game's bets after it.
        case badBet
        /// Not a command.
        case unknown(String)
    }
}
