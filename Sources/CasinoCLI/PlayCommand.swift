import CasinoAudio
import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoRandom
import CasinoTerminal
import Foundation

/// `casino` / `casino play`: the game itself, in the terminal.
enum PlayCommand {
    static let command = Command(
        name: "play",
        summary: "Play RMIT Casino in this terminal (the default).",
        discussion: """
            Keys: Space/Enter spin, 1/← bet 10, 2/→ bet 20, i info, r reset, n new game,
            h history, m mute, a reduced motion, q quit; Esc closes a panel. The mouse
            works on the buttons. The game is saved in $XDG_STATE_HOME/rmit-casino.
            """,
        options: [
            .value("--rules", "NAME", help: "Rule set: classic (the spec, default) or easy."),
            .value(
                "--seed", "N",
                help: "Draw spins from a seeded generator, for demos and bug reports."),
            .flag("--reduced-motion", help: "No sliding or flashing; results still revealed."),
            .flag("--mute", help: "Start with the sound off."),
        ]
    ) { options, console in
        let ruleChoice = try options.choice("--rules", as: RuleSetID.self)
        let seed = try options.uint64("--seed")
        guard TerminalModes.isInteractive() else {
            console.printError(
                "casino: the game needs an interactive terminal; for the figures without one, "
                    + "run 'casino odds'")
            return .notATerminal
        }
        let environment = ProcessInfo.processInfo.environment
        let store = SaveStore(directory: SaveStore.defaultDirectory(environment: environment))
        let loaded = store.load()

        var game = loaded.saved?.game ?? Game(rules: .named(ruleChoice ?? .classic))
        if let ruleChoice, game.rules.id != ruleChoice { game.switchRules(to: .named(ruleChoice)) }
        let saved = loaded.saved?.settings ?? Settings()
        let settings = Settings(
            muted: saved.muted || options.flag("--mute"),
            reducedMotion: saved.reducedMotion || options.flag("--reduced-motion"),
            windowSize: saved.windowSize)
        let generator: any RandomNumberGenerator =
            seed.map { Xoshiro256StarStar(seed: $0) } ?? SecureRandomGenerator()

        // Sound warnings wait here until the game's screen can show them.
        let warnings = WarningRelay()
        let audio = AudioSystem.start(
            muted: settings.muted, environment: environment, warn: { warnings.post($0) })
        let playEnvironment = PlayEnvironment(
            save: { try store.save($0) },
            perform: { audio.perform($0) }, setMuted: { audio.setMuted($0) }, date: { Date() })
        let controller = PlayController(
            game: game, settings: settings, generator: generator, environment: playEnvironment,
            now: monotonicSeconds(), notice: loaded.notice)
        let session = TerminalGame(
            controller: controller, modes: TerminalModes(),
            colorMode: .detect(environment: environment))

        warnings.attach(session.post)

        let ending: TerminalGame.Ending
        do {
            ending = try session.run()
        } catch {
            audio.shutdown()
            throw error
        }
        audio.shutdown()
        if case .signal(let number) = ending {
            // Exit as the signal would have made us exit, now that the terminal is restored.
            signal(number, SIG_DFL)
            kill(getpid(), number)
        }
        return .success
    }
}

/// Holds sound-system warnings that arrive before the game's screen exists, then forwards
/// them to it.
private final class WarningRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var early: [String] = []
    private var forward: ((String) -> Void)?

    func post(_ message: String) {
        let target = lock.withLock {
            if forward == nil { early.append(message) }
            return forward
        }
        target?(message)
    }

    func attach(_ target: @escaping (String) -> Void) {
        let waiting = lock.withLock {
            forward = target
            defer { early = [] }
            return early
        }
        for message in waiting { target(message) }
    }
}
