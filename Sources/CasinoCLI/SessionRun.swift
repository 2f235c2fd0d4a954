import CasinoEngine
import CasinoPresentation
import CasinoSession
import CasinoSharedModels
import CasinoSystem

/// How every playing command (the terminal, the window, plain mode) starts a session and
/// ends it, written once: one message for a session that cannot start, one repeat of the
/// notices that matter, one way out for a session a signal ended.
enum SessionRun {
    /// A session that did not start, and the status the command exits with: the reason is
    /// already printed, so ``CasinoCommandLine/run(_:console:perform:)`` only exits with it.
    struct Refused: Error {
        var status: ExitCode
    }

    /// Starts the session on the player's save (or a replay's), or says in one line why it
    /// cannot (another game is playing on it) and throws the status to exit with.
    static func start(
        _ options: PlayOptions, now: Double, onMonotonicClock: Bool = true,
        feedback: @escaping ([Cue]) -> Void = { _ in }, console: Console
    ) throws(Refused) -> PlaySession {
        do {
            return try PlaySession.start(
                options: options, environment: ProcessInfo.processInfo.environment, now: now,
                onMonotonicClock: onMonotonicClock, feedback: feedback)
        } catch {
            console.printError(error.message(Texts(options.language)))
            throw Refused(status: .tempFail)
        }
    }

    /// Plays `play` on `frontEnd` until it ends or fails; `close` then puts the front end
    /// away (the terminal restored, the window's size kept) and the session ends: the sound
    /// stops and the save is free for the next game. After an ending, the notices that matter
    /// (where a damaged save went, that saving is off) are printed once more on standard
    /// error, since they outlast the screen that showed them (plain mode's are on its
    /// transcript already: `repeatsNotices` false), and a session that a signal ended exits
    /// as that signal would. A front end that fails (the terminal's `poll`) is said in the
    /// player's language, status 1. A session the player quit says goodbye on standard
    /// output with its minutes, spins and net, unless the front end says it itself
    /// (`saysGoodbye`: plain mode, whose clock counts commands).
    static func play(
        _ play: PlaySession, on frontEnd: some FrontEnd, clock: @escaping () -> Double,
        console: Console, repeatsNotices: Bool = true, saysGoodbye: Bool = false,
        close: (PlayController) -> Void
    ) throws -> ExitCode {
        var driver = SessionDriver(controller: play.controller, clock: clock, mailbox: play.mailbox)
        let ending: Ending
        do {
            defer {
                close(driver.controller)
                play.shutdown()
            }
            ending = try driver.run(frontEnd)
        } catch let failure as SystemFailure where failure.operation != .writeOutput {
            console.printError(failure)
            return .failure
        }
        if repeatsNotices { driver.controller.importantNotices.forEach(console.printError) }
        if case .signal(let number) = ending { SystemCalls.exitAsSignal(number) }
        if !saysGoodbye { try console.print(driver.controller.goodbye(at: clock())) }
        return .success
    }
}
