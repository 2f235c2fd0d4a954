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

    /// Every command, in the order `help` lists them, for a game whose bets are `bets`.
    package static func entries(bets: [Int]) -> [Entry] {
        var entries = [
            Entry(command: .spin, spelling: "spin", shortcuts: ["s"], meaning: "Spin the reels.")
        ]
        for (index, bet) in bets.enumerated() {
            entries.append(
                Entry(
                    command: .bet(bet), spelling: "bet \(bet)",
                    shortcuts: ["\(index + 1)", "b \(bet)"],
                    meaning: "Bet \(bet) coins on each spin."))
        }
        entries += [
            Entry(
                command: .info, spelling: "info", shortcuts: ["i"],
                meaning: "How to play, the application information and the odds."),
            Entry(
                command: .history, spelling: "history", shortcuts: ["h"],
                meaning: "The last spins, newest first."),
            Entry(
                command: .odds, spelling: "odds", shortcuts: ["o"],
                meaning: "The exact odds of the rules being played."),
            Entry(
                command: .reset, spelling: "reset", shortcuts: ["r"],
                meaning: "Money back to the start and high score 0, after a yes."),
            Entry(
                command: .newGame, spelling: "new", shortcuts: ["n"],
                meaning: "A new game, once the money has run out."),
            Entry(
                command: .mute, spelling: "mute", shortcuts: ["m"],
                meaning: "Sound off, or on again."),
            Entry(command: .help, spelling: "help", shortcuts: ["?"], meaning: "This list."),
            Entry(
                command: .quit, spelling: "quit", shortcuts: ["q", "exit"],
                meaning: "Stop playing; so does the end of the input."),
        ]
        return entries
    }

    /// What `line` asks for, in a game whose bets are `bets`. Case and spaces do not matter;
    /// `nil` for an empty line.
    package static func parse(_ line: String, bets: [Int]) -> Parsed? {
        let words = line.lowercased().split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return nil }
        let typed = words.joined(separator: " ")
        if let entry = entries(bets: bets).first(where: {
            $0.spelling == typed || $0.shortcuts.contains(typed)
        }) {
            return .command(entry.command)
        }
        return first == "bet" || first == "b" ? .badBet : .unknown(line)
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
