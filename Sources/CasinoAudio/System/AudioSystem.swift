import CCasinoMemory
import CasinoEngine
import CasinoSharedModels
import CasinoSystem
import Synchronization

/// The game's sound: turns the engine's cues into sound on whatever output this machine has.
///
/// Start one when the game starts and call ``shutdown()`` before exiting. All methods may be
/// called from any thread; ``perform(_:)`` only stamps the cues with the time and hands them
/// to the audio thread, so the UI thread never waits for synthesis, mixing or the device.
///
/// Output, in order: a WAV recording if `CASINO_AUDIO_RECORD` names a file; nothing if
/// `CASINO_AUDIO=off`; SDL2 in a `Window` build; the first working player on `PATH`
/// (`pw-play`, `pw-cat`, `paplay`, `aplay`; SoX's `play` on macOS); otherwise silence,
/// reported once through `warn`.
package final class AudioSystem: Sendable {
    private let mailbox: AudioMailbox
    private let clock: @Sendable () -> Double
    /// How long ``shutdown()`` waits for the output to close, in seconds of real time, or `nil`
    /// for as long as it takes.
    private let shutdownLimit: Double?
    /// Set from the audio thread once its output is known to play nothing.
    private let silent = Atomic(false)
    /// What the kernel calls the mixer's thread, so `top -H`, debuggers and crash reports
    /// show it.
    static let threadName = "casino-audio"

    private init(muted: Bool, clock: @escaping @Sendable () -> Double, shutdownLimit: Double?) {
        mailbox = AudioMailbox(muted: muted)
        self.clock = clock
        self.shutdownLimit = shutdownLimit
    }

    /// Whether nothing this system plays can be heard (`CASINO_AUDIO=off`, no player, the
    /// players gave up), whatever the mute setting: a front end that paces itself to the sound
    /// (plain mode holds each result until the reels would land) need not wait for silence.
    /// Known once the audio thread has chosen its output, a moment after start; false until
    /// then.
    package var isSilent: Bool { silent.load(ordering: .acquiring) }

    /// Whether a system started with `environment` may play through a sound device: not when
    /// `CASINO_AUDIO` turns sound off or `CASINO_AUDIO_RECORD` records it to a file. The
    /// window starts SDL's audio (its threads, its device scan) only when this is true.
    package static func mayPlayThroughADevice(environment: [String: String]) -> Bool {
        OutputSelection.recordingPath(in: environment) == nil
            && !OutputSelection.isOff(in: environment)
    }

    /// Starts the audio thread. Returns at once: the sounds are synthesized and the output
    /// opened on the audio thread, and cues sent meanwhile keep their place in time.
    ///
    /// - Parameters:
    ///   - muted: the player's saved setting; nothing is heard until ``setMuted(_:)``.
    ///   - environment: read for `CASINO_AUDIO_RECORD`, `CASINO_AUDIO` and `PATH`.
    ///   - clock: the time in seconds (tests step it by hand, so a recording puts each sound at
    ///     exactly the right sample).
    ///   - library: the sounds, ready (so tests synthesize once), or nil to synthesize them.
    ///   - warn: receives at most one problem if there is no way to play sound (the game goes
    ///     on silently), or if the recording file cannot be created.
    package static func start(
        muted: Bool, environment: [String: String],
        clock: @escaping @Sendable () -> Double = MonotonicClock.seconds,
        library: SoundLibrary? = nil,
        warn: @escaping @Sendable (SoundProblem) -> Void
    ) -> AudioSystem {
        let recording = OutputSelection.recordingPath(in: environment) != nil
        let system = AudioSystem(muted: muted, clock: clock, shutdownLimit: recording ? nil : 3)
        let mailbox = system.mailbox
        // Every warning says the game goes on silently.
        let warn: SoundWarning = {
            system.silent.store(true, ordering: .releasing)
            warn($0)
        }
        // Synthesis's scratch buffers are large: each must go back to the system when freed.
        casino_map_large_blocks_alone()
        let origin = clock()
        let started = DetachedThread.start {
            DetachedThread.nameCurrentThread(Self.threadName)
            DetachedThread.blockBrokenPipeSignal()
            let output = OutputSelection.make(environment: environment, warn: warn)
            if output is SilentOutput { system.silent.store(true, ordering: .releasing) }
            // Nothing will be heard (sound off, or no way to play it): nothing to synthesize.
            let sounds = output is SilentOutput ? SoundLibrary.silence : library ?? .standard
            let mixer = Mixer(library: sounds, muted: muted)
            // The synthesis's scratch buffers are freed; give their memory back.
            casino_release_free_memory()
            var loop = AudioLoop(
                mailbox: mailbox, clock: clock, origin: origin, mixer: mixer, output: output)
            loop.run()
        }
        if !started {
            // No thread (the process is at its limit): the game goes on silently, and no call
            // waits for a thread that does not exist.
            mailbox.condition.withLock {
                mailbox.stopping = true
                mailbox.finished = true
            }
            warn(.cannotStartThread)
        }
        return system
    }

    /// Plays the sounds among `cues` and stops the music on `.stopMusic`; haptics and bet
    /// notices are for other front-end parts and are ignored. Never blocks. `time`, on the
    /// sound system's clock, is when they belong (a key press, the reels landing): given, they
    /// are mixed in from then, not from when they arrive here (a save's fsync in between once
    /// pushed the spin sound into the landing's fanfare); never later than now.
    package func perform(_ cues: [Cue], at time: Double? = nil) {
        let commands: [Mixer.Command] = cues.compactMap { cue in
            switch cue {
            case .play(let sound): .play(sound)
            case .stopMusic: .stopMusic
            case .haptic, .betLowered, .betUnaffordable: nil
            }
        }
        send(commands, at: time)
    }

    /// Plays `sound` once, music included (for `casino sounds --play`).
    package func play(once sound: Sound) {
        send([.playOnce(sound)])
    }

    /// Whether sound is muted (the player's `m` key, `--mute`, the saved setting).
    package var isMuted: Bool { mailbox.condition.withLock { mailbox.muted } }

    /// Mutes or unmutes at once. Muting silences everything, music included; unmuting while
    /// the music is wanted (Info or Game Over on screen) starts it again.
    package func setMuted(_ muted: Bool) {
        mailbox.condition.withLock { mailbox.muted = muted }
        send([.setMuted(muted)])
    }

    /// Blocks until nothing is playing or pending (looping music never ends by itself).
    package func waitUntilQuiet() {
        mailbox.condition.withLock {
            while !(mailbox.quiet && mailbox.pending.isEmpty) && !mailbox.finished {
                mailbox.condition.wait()
            }
        }
    }

    /// Stops the sound and closes the output: what is playing fades out in 20 ms, a player is
    /// left to play out its short buffer, a recording gets its final header. Call before the
    /// process exits; later calls do nothing.
    ///
    /// With a player or a device it waits at most three seconds: a wedged sound server must
    /// never keep the game from quitting (the player's state is saved before this is called).
    /// A recording is our own file and is always finished, however busy the machine is.
    package func shutdown() {
        let condition = mailbox.condition
        // Real time, not the injected clock: a test's hand-stepped clock never runs out.
        let deadline = shutdownLimit.map { MonotonicClock.seconds() + $0 }
        condition.lock()
        mailbox.stopping = true
        condition.broadcast()
        while !mailbox.finished {
            if let deadline {
                guard condition.wait(seconds: deadline - MonotonicClock.seconds()) else { break }
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    private func send(_ commands: [Mixer.Command], at time: Double? = nil) {
        guard !commands.isEmpty else { return }
        mailbox.condition.withLock {
            // Stamped under the lock: the audio thread reads the clock under it too, so a
            // command not yet taken is never older than the time it has rendered up to.
            let now = clock()
            let time = min(time ?? now, now)
            guard !mailbox.stopping else { return }
            mailbox.pending += commands.map { (time: time, command: $0) }
            mailbox.quiet = false
            mailbox.condition.signal()
        }
    }
}
