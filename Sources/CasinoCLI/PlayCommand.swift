import CasinoEngine
import CasinoPlain
import CasinoPresentation
import CasinoSession
import CasinoSharedModels
import CasinoSystem
import CasinoTerminal

/// `casino` / `casino play`: the game itself, in the terminal.
enum PlayCommand {
    /// The bet keys of the default rules, from the shared key map, so the help names the
    /// keys the game reads.
    private static let betKeys = KeyBindings.betKeys(betOptions: Rules.classic.betOptions)
        .map { "\($0.keys) bet \($0.bet)" }.joined(separator: ", ")

    static let plain = FlagOption(
        "--plain", help: "Play line by line on standard input and output (screen readers, pipes).")

    static let command = Command(
        name: "play",
        summary: "Play RMIT Casino in this terminal (the default).",
        discussion: """
            Keys: Space/Enter spin, \(betKeys), i info, r reset, n new game,
            h history, m mute, a reduced motion, ? a message whole, q quit; Esc closes a
            panel. The mouse works on the buttons. The game is saved in
            $XDG_STATE_HOME/rmit-casino, one game at a time; a --seed replay saves apart,
            in its replay folder.
            """,
        options: SessionOptions.all + [plain]
    ) { options, console in
        let playOptions = try SessionOptions.read(options)
        var console = console
        console.texts = Texts(playOptions.language)
        if options.flag(PlayCommand.plain) {
            return try playPlain(playOptions, console: console)
        }
        guard TerminalModes.isInteractive() else {
            console.printError(console.texts.needsInteractiveTerminal)
            return .notATerminal
        }
        let environment = ProcessInfo.processInfo.environment
        if let problem = TerminalSupport.problem(environment: environment, texts: console.texts) {
            console.printError(problem)
            return .notATerminal
        }
        let clock = MonotonicClock.seconds
        let play = try SessionRun.start(playOptions, now: clock(), console: console)
        let screen: TerminalScreen
        do throws(SystemFailure) {
            screen = try TerminalScreen(
                modes: TerminalModes(), colorMode: .detect(environment: environment), clock: clock)
        } catch {
            play.shutdown()
            console.printError(error)
            return .failure
        }
        return try SessionRun.play(play, on: screen, clock: clock, console: console) { _ in
            screen.close()
        }
    }

    /// `--plain`: the game's session (the same save, claim and sound as the terminal game)
    /// played line by line on standard input and output.
    /// Nothing is played (or loaded, or claimed) for an output that cannot take it.
    static func playPlain(_ options: PlayOptions, console: Console) throws -> ExitCode {
        try console.writeOut("")
        // The plain game keeps its own clock (see PlainGame); it starts at 0.
        let play = try SessionRun.start(options, now: 0, onMonotonicClock: false, console: console)
        let audio = play.audio
        let game = PlainGame(
            readLine: { Swift.readLine() }, write: { try console.print($0) },
            wait: SystemCalls.sleep(seconds:), audible: { !audio.isSilent },
            realityCheckMinute: PlayController.realityCheckMinute(
                environment: ProcessInfo.processInfo.environment))
        return try SessionRun.play(
            play, on: game, clock: { game.now }, console: console, repeatsNotices: false,
            saysGoodbye: true, close: { _ in })
    }
}
