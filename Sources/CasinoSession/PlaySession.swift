import CasinoAudio
import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoRandom
import CasinoSharedModels
import CasinoSystem

/// One game being played, set up the same way for every front end (terminal, window, plain
/// mode): the save claimed and loaded, the flags applied for this session only, the
/// generator, the sound system and the controller.
///
/// A front end starts it, plays `controller` (through ``SessionDriver``, which shows the
/// lines posted to `mailbox`), and calls ``shutdown()`` when the player quits, so the next
/// game can claim the save.
package struct PlaySession {
    /// The game, ready to play; the front end takes it over.
    package let controller: PlayController
    package let audio: AudioSystem
    /// Lines for the player from other threads (the sound system's warnings), kept until the
    /// front end's loop takes them: the one mailbox of the session.
    package let mailbox: PostedProblems
    private let claim: SessionLock?
    private let save: (SaveData) throws -> Int

    /// Starts a session.
    ///
    /// Without a seed it plays the player's save, which it claims for as long as it runs:
    /// a second game on the same save is refused with ``SessionError/alreadyRunning(pid:savePath:)``,
    /// because two games on one save would overwrite each other's spins. With a seed it is a
    /// replay: a fresh game under the chosen rules that never reads or writes the save, so a
    /// seed that wins cannot be farmed, and it says so on screen. A replay saves to a scratch
    /// save of its own, which the next replay starts afresh.
    ///
    /// - Parameters:
    ///   - environment: read for `XDG_STATE_HOME`, `HOME` (see
    ///     ``SaveStore/defaultDirectory(environment:convention:)``) and the sound
    ///     system's variables, and the reality check's minute
    ///     (``PlayController/realityCheckMinute(environment:)``).
    ///   - now: the front end's clock, in seconds: the monotonic one for the terminal and the
    ///     window, whose cues then sound at their own times; plain mode's own count of
    ///     commands (``onMonotonicClock`` false), whose cues sound as they arrive and whose
    ///     reality check plain mode keeps on the wall clock itself.
    ///   - feedback: the front end's own feedback for the cues the game plays (a gamepad's
    ///     rumble), besides the sound, which the session plays itself.
    ///   - date: wall-clock time, stamped on spins and on damaged files kept aside.
    package static func start(
        options: PlayOptions, environment: [String: String], now: Double,
        onMonotonicClock: Bool = true,
        feedback: @escaping ([Cue]) -> Void = { _ in }, date: @escaping () -> Date = { Date() }
    ) throws(SessionError) -> PlaySession {
        let directory = SaveStore.defaultDirectory(environment: environment)
        let start =
            if let seed = options.seed {
                replay(seed: seed, options: options, directory: directory)
            } else {
                try playSave(
                    SaveStore(directory: directory), options: options, environment: environment,
                    date: date)
            }
        let mailbox = PostedProblems()
        let audio = AudioSystem.start(
            muted: start.settings.muted, environment: environment, warn: mailbox.post)
        let playEnvironment = PlayEnvironment(
            save: start.save,
            perform: { cues, time in
                audio.perform(cues, at: onMonotonicClock ? time : nil)
                feedback(cues)
            }, setMuted: { audio.setMuted($0) }, date: date)
        let controller = PlayController(
            game: start.game, settings: start.settings, generator: start.generator,
            environment: playEnvironment, now: now, notices: start.notices,
            replaySeed: options.seed, language: options.language,
            realityCheckMinute: onMonotonicClock
                ? PlayController.realityCheckMinute(environment: environment) : nil)
        return PlaySession(
            controller: controller, audio: audio, mailbox: mailbox, claim: start.claim,
            save: start.save)
    }

    /// Keeps the desktop window's size in the save, so it reopens as the player left it: the
    /// window says it once, as it closes, with the game as `controller` left it. A failure is
    /// not repeated: the controller already told the player that saving is off.
    package func keepWindowSize(_ size: WindowSize, of controller: PlayController) {
        var settings = controller.settings
        guard settings.windowSize != size else { return }
        settings.windowSize = size
        _ = try? save(SaveData(game: controller.committedGame, settings: settings))
    }

    /// Stops the sound and lets the next game claim the save. Call it once the last save is
    /// done (the controller saves before it shows anything, so that is when the player quits).
    package func shutdown() {
        audio.shutdown()
        claim?.release()
    }

    /// What a session starts from, before the sound and the controller exist.
    private struct Start {
        var game: Game
        var settings: Preferences
        var generator: any RandomNumberGenerator
        var save: (SaveData) throws -> Int
        var notices: [Message]
        var claim: SessionLock?
    }

    /// A replay saves to a scratch save: a folder of its own beside the player's save, holding
    /// the last replay for a bug report, replaced by the next replay.
    private static func replay(seed: UInt64, options: PlayOptions, directory: URL) -> Start {
        let scratch = SaveStore(directory: directory.appendingPathComponent("replay"))
        scratch.discardScratch()
        return Start(
            game: Game(rules: .named(options.rules ?? .classic)),
            settings: Preferences(
                muted: options.muted, reducedMotion: options.reducedMotion,
                realityCheckMinutes: options.realityCheckMinutes ?? nil),
            generator: Xoshiro256StarStar(seed: seed),
            save: { try scratch.save($0) },
            notices: [Texts(options.language).replayStarted(seed: seed)])
    }

    /// The player's save, claimed. A save folder that cannot hold the claim (mode 500, say)
    /// cannot be saved in either: the claim is then kept in the runtime folder, so a second
    /// game is still refused, and the reason is the first notice (important, so it is said
    /// again at exit) rather than news after the first spin.
    private static func playSave(
        _ store: SaveStore, options: PlayOptions, environment: [String: String],
        date: @escaping () -> Date
    ) throws(SessionError) -> Start {
        var claim: SessionLock?
        var claimProblem: SaveError?
        do {
            let claimed = try store.claimSession(environment: environment)
            claim = claimed.lock
            claimProblem = claimed.folderProblem.map(SaveError.failed)
        } catch {
            switch error {
            case .held(let pid):
                throw .alreadyRunning(pid: pid, savePath: store.fileURL.path)
            case .unavailable(let failure):
                // Saving would fail here too; the game plays on and says why it cannot save.
                claimProblem = .failed(failure)
            }
        }
        let loaded = store.load(now: date())
        let texts = Texts(options.language)
        var game = loaded.saved?.game ?? Game(rules: .named(options.rules ?? .classic))
        let savedSettings = loaded.saved?.settings ?? Preferences()
        if let id = options.rules, id != game.rules.id { game.switchRules(to: .named(id)) }
        var settings = savedSettings
        settings.muted = savedSettings.muted || options.muted
        settings.reducedMotion = savedSettings.reducedMotion || options.reducedMotion
        if let minutes = options.realityCheckMinutes { settings.realityCheckMinutes = minutes }
        var overrides = SessionOverrides(
            savedRules: loaded.saved?.game.rules ?? .classic, savedSettings: savedSettings,
            played: settings)
        let save: (SaveData) throws -> Int = { data in
            // Without the claim, or with it away from a folder that cannot be written: the
            // same words as the start's notice, so the player is told once.
            if let claimProblem { throw claimProblem }
            return try store.save(overrides.saved(data), now: date())
        }
        return Start(
            game: game, settings: settings, generator: SystemRandomNumberGenerator(), save: save,
            notices: [loaded.problem.map(texts.notice), claimProblem.map(texts.cannotSave)]
                .compactMap { $0 }, claim: claim)
    }
}
