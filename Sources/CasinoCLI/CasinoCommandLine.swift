import Foundation

/// The `casino` program: finds the subcommand, parses its options and runs it.
public enum CasinoCommandLine {
    public static let version = "1.0.0"

    /// The command that runs when no subcommand is named: playing the game.
    static let defaultCommandName = "play"

    /// Every subcommand, in the order `casino --help` lists them.
    public static let commands: [Command] = [
        PlayCommand.command,
        WindowCommand.command,
        OddsCommand.command,
        SimulateCommand.command,
        SoundsCommand.command,
        AuditCommand.command,
    ]

    /// Runs `casino` with `arguments` (without the program name) and returns the exit status.
    ///
    /// Synchronous on purpose: the game's event loop blocks in `poll()` on the main thread,
    /// and without Swift's concurrency runtime nothing else wakes the idle process.
    public static func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
        if arguments.first == "--version" || arguments.first == "-V" {
            console.print("casino \(version)")
            return .success
        }
        if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
            console.print(overviewText())
            return .success
        }
        let named = arguments.first.flatMap { name in commands.first { $0.name == name } }
        let command = named ?? commands.first { $0.name == defaultCommandName }!
        let rest = named == nil ? arguments : Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.helpText())
            return .success
        }
        do {
            let options = try ParsedOptions.parse(rest, options: command.options)
            return try command.run(options, console)
        } catch let error as UsageError {
            let hint = named == nil ? "casino --help" : "casino \(command.name) --help"
            console.printError("casino: \(error.message) (see '\(hint)')")
            return .usage
        } catch {
            console.printError("casino: \(error)")
            return .failure
        }
    }

    static func overviewText() -> String {
        let width = commands.map(\.name.count).max() ?? 0
        let list = commands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        return
            ([
                "RMIT Casino \(version): a three-reel slot machine for the terminal.", "",
                "Usage: casino [SUBCOMMAND] [options]", "",
                "Subcommands (play is the default):",
            ] + list + [
                "", "Options:", "  -h, --help     Show help (also after a subcommand).",
                "  -V, --version  Show the version.",
            ]).joined(separator: "\n")
    }
}
