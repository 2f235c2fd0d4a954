import CasinoSharedModels
import CasinoSystem
import CasinoTerminal

/// The `casino` program: finds the subcommand, parses its options and runs it.
package enum CasinoCommandLine {
    package static let version = "1.0.0"
    /// The program's name, which begins each of its messages on standard error.
    static let name = "casino"

    /// The command that runs when no subcommand is named: playing the game.
    static let defaultCommand = PlayCommand.command

    /// Every subcommand, in the order `casino --help` lists them.
    package static let commands: [Command] = [
        PlayCommand.command,
        WindowCommand.command,
        OddsCommand.command,
        SimulateCommand.command,
        SoundsCommand.command,
        AuditCommand.command,
        CompletionsCommand.command,
        ManualCommand.command,
    ]

    /// Runs `casino` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Synchronous on purpose: the game's event loop blocks in `poll()` on the main thread,
    /// and without Swift's concurrency runtime nothing else wakes the idle process.
    ///
    /// `--version` and `--help` right after `casino` take nothing after them: a word there
    /// is refused as in `casino odds extra`, since the user meant something by it that
    /// printing the version or the overview would silently drop. After a subcommand (or
    /// play's options), `--help` anywhere before `--` shows that command's help.
    ///
    /// `--help`, `--version` and usage errors are answered here; the command the line names
    /// goes, with its options, to `perform`: by default the command itself runs; the
    /// command-line fuzz target (Tests/Fuzz) runs only the commands without side effects.
    package static func run(
        _ arguments: [String], console: Console = .standard(),
        perform: (Command, ParsedOptions, Console) throws -> ExitCode = { try $0.run($1, $2) }
    ) -> ExitCode {
        let named = arguments.first.flatMap { name in commands.first { $0.name == name } }
        let command = named ?? defaultCommand
        do {
            let help = spellings(of: helpOption)
            if let first = arguments.first, spellings(of: versionOption).contains(first) {
                try refuseExtraArguments(arguments)
                try console.print("casino \(version)")
                return .success
            }
            // `casino help` reads as `casino --help` (only right after `casino`).
            if let first = arguments.first, help.contains(first) || first == "help" {
                try refuseExtraArguments(arguments)
                try console.print(overviewText())
                return .success
            }
            let rest = named == nil ? arguments : Array(arguments.dropFirst())
            let beforeEnd = rest.prefix { $0 != ParsedOptions.endOfOptions }
            if beforeEnd.contains(where: help.contains) {
                try console.print(command.helpText())
                return .success
            }
            let options = try ParsedOptions.parse(rest, options: command.options)
            // The colours are the terminal game's, which plain mode does not draw.
            if command.name == defaultCommand.name, !options.flag(PlayCommand.plain),
                let warning = colorWarning(console)
            {
                console.printError(warning)
            }
            return try perform(command, options, console)
        } catch let error as UsageError {
            let hint = named == nil ? "casino --help" : "casino \(command.name) --help"
            console.printError("\(error.message) (see '\(hint)')")
            return .usage
        } catch let refused as SessionRun.Refused {
            return refused.status
        } catch let failure as SystemFailure
            where failure.operation == .writeOutput && failure.code == EPIPE
        {
            // The reader had enough (`| head`): the normal end of output to a pipe, for
            // every subcommand alike (and of a stream that runs until its reader stops), so
            // nothing is said and the status is success.
            return .success
        } catch let failure as SystemFailure {
            console.printError(failure)
            return failure.operation == .writeOutput ? .ioError : .failure
        } catch {
            console.printError("\(error)")
            return .failure
        }
    }

    /// A top-level option's long and short names (`--help`, `-h`).
    private static func spellings(of option: OptionSpec) -> [String] {
        [option.name, shortNames[option.name]!]
    }

    /// The line to print for a `CASINO_COLOR` the game does not know, checked where the
    /// command line starts the game, which goes on with the colours it detects
    /// (`ColorMode.detect` ignores such a value); `nil` when it is unset, empty or a mode.
    private static func colorWarning(_ console: Console) -> String? {
        guard let value = ProcessInfo.processInfo.environment["CASINO_COLOR"], !value.isEmpty,
            ColorMode(rawValue: value) == nil
        else { return nil }
        return console.texts.unknownColorMode(value, allowed: ColorMode.allCases.map(\.rawValue))
    }

    /// `casino --version extra` and the like: the first word that follows is refused.
    private static func refuseExtraArguments(_ arguments: [String]) throws(UsageError) {
        if arguments.count > 1 { throw UsageError("unexpected argument '\(arguments[1])'") }
    }

    /// `casino --help`: the subcommands, and the options of the default command (an unknown
    /// option on `casino` alone points here, so the options it accepts must be listed).
    static func overviewText() -> String {
        let lines =
            [
                "RMIT Casino \(version): a three-reel slot machine for the terminal.", "",
                "Usage: casino [SUBCOMMAND] [options]", "",
                "Subcommands (\(defaultCommand.name) is the default):",
            ] + Command.table(commands.map { ($0.name, $0.summary) }) + [
                "", "Options of \(defaultCommand.name) (casino [options]):",
            ] + Command.table(defaultCommand.optionRows) + ["", "Options:"]
            + Command.table(topLevelRows)
        return lines.joined(separator: "\n")
    }
}
