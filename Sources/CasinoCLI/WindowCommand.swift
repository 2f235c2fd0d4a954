import CasinoPresentation
import CasinoSession
import CasinoSharedModels
import CasinoSystem

#if Window
    import CasinoWindow
    import CasinoAudio
#endif

/// `casino window`: the game in a desktop window (SDL2), on the same save file.
enum WindowCommand {
    /// Whether this very program has the window: `casino window --help`'s ``Command/helpNote``.
    @Sendable static func thisProgramsNote() -> String {
        let clause = availabilityClause(WindowProgram.availability())
        return clause.prefix(1).uppercased() + clause.dropFirst() + "."
    }

    /// How the running program stands with the window; without it, how to get it, for a
    /// development build or an install (whose player has no source to build), in the words
    /// of `texts` (the help's English, or the player's language for the error).
    private static func availabilityClause(
        _ availability: WindowProgram.Availability, _ texts: Texts = .english
    ) -> String {
        switch availability {
        case .builtIn: "this program has the window built in"
        case .beside(let program): "this install has the window: \(program)"
        case .missingFromBuild: texts.windowMissing(fromInstall: false)
        case .missingFromInstall: texts.windowMissing(fromInstall: true)
        }
    }

    static let fullscreen = FlagOption("--fullscreen", help: "Open fullscreen.")
    static let size = ValueOption(
        "--size", "WxH", help: "Open at this size in points, e.g. 540x960.")

    static let command = Command(
        name: "window",
        summary: "Play RMIT Casino in a desktop window (SDL2).",
        discussion: """
            Keys as in the terminal game; the mouse and touch work on every button, a
            gamepad too (A spin, D-pad or shoulders bet, Y info, X history, Start answers a
            panel, B closes it). F11 or Alt+Enter toggles fullscreen. The window's size is
            kept in the save file, shared with the terminal game.

            The window is a program of its own, casino-window, so the terminal game never
            loads SDL2: an install has it with the rmit-casino-window package or
            Scripts/install.sh --window, a build from source with --traits Window.
            """,
        options: SessionOptions.all + [fullscreen, size],
        helpNote: thisProgramsNote
    ) { options, console in
        let session = try SessionOptions.read(options)
        let size = try windowSize(options)
        #if Window
            return try run(session: session, size: size, options: options, console: console)
        #else
            _ = (session, size)
            guard case .beside(let program) = WindowProgram.availability() else {
                console.printError(
                    availabilityClause(WindowProgram.availability(), console.texts))
                return .unavailable
            }
            let failure = WindowProgram.exec(program, arguments: ["window"] + options.words)
            console.printError(SystemFailure(.startProgram, path: program, code: failure))
            return .unavailable
        #endif
    }

    /// `--size 540x960`, checked.
    static func windowSize(_ options: ParsedOptions) throws(UsageError) -> WindowSize? {
        try options.value(size, expects: "WIDTHxHEIGHT in points, e.g. 540x960") { text in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                (1...16384).contains(width), (1...16384).contains(height)
            else { return nil }
            return WindowSize(width: width, height: height)
        }
    }

    #if Window
        static func run(
            session: PlayOptions, size: WindowSize?, options: ParsedOptions, console: Console
        ) throws -> ExitCode {
            let environment = ProcessInfo.processInfo.environment
            let texts = Texts(session.language)
            func noDisplay(_ reason: String) -> ExitCode {
                console.printError(texts.noDesktop(reason))
                return .unavailable
            }
            do {
                try SDLVideo.start(
                    environment: environment,
                    audio: AudioSystem.mayPlayThroughADevice(environment: environment))
            } catch {
                return noDisplay(error.reason)
            }
            defer { SDLVideo.stop() }

            // The same session as the terminal's: one game per save, replays apart, flags
            // for this session only, on the same monotonic clock.
            let clock = MonotonicClock.seconds
            let rumble = Rumble()
            let play = try SessionRun.start(
                session, now: clock(), feedback: { rumble.perform($0, at: clock()) },
                console: console)
            let window: DesktopWindow
            do {
                window = try DesktopWindow(
                    size: size ?? play.controller.settings.windowSize ?? DesktopWindow.defaultSize,
                    fullscreen: options.flag(WindowCommand.fullscreen), rumble: rumble, clock: clock
                )
            } catch {
                play.shutdown()
                return noDisplay(error.reason)
            }
            if let reason = window.fallbackReason {
                console.printError(texts.drawingOnTheCPU(reason))
            }
            if let path = environment["CASINO_WINDOW_STATS"], !path.isEmpty {
                if let stats = try? SystemCalls.createFile(path) {
                    window.report = { line in
                        try? SystemCalls.writeAll(Array((line + "\n").utf8), to: stats)
                    }
                    window.report?("renderer \(window.rendererName)")
                    if let cpu = window.cpuOpenGL { window.report?("instead-of-opengl \(cpu)") }
                }
            }
            return try SessionRun.play(play, on: window, clock: clock, console: console) {
                play.keepWindowSize(window.windowSize, of: $0)
                // The window goes before SDL does, and SDL before a signal ends the process.
                window.close()
                SDLVideo.stop()
            }
        }
    #endif
}
