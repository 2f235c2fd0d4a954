import CasinoEngine

/// Chooses where sound goes, from the environment.
///
/// 1. `CASINO_AUDIO_RECORD=/path/file.wav`: record to that file instead of playing (tests,
///    CI, checking a session's sound without a sound card).
/// 2. `CASINO_AUDIO=off` (or `none`, `0`): silence, quietly.
/// 3. SDL2 audio, when built with the `Window` trait.
/// 4. The first player on `PATH` that works: `pw-play`, `pw-cat`, `paplay`, `aplay` on Linux,
///    SoX's `play` on macOS (iOS runs no child processes).
/// 5. Otherwise silence, said once through `warn`.
enum OutputSelection {
    /// The file to record to instead of playing, if the environment names one.
    static func recordingPath(in environment: [String: String]) -> String? {
        environment["CASINO_AUDIO_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the player turned sound off (`CASINO_AUDIO=off`, `none`, `0`, `no`, `false`).
    static func isOff(in environment: [String: String]) -> Bool {
        guard let setting = environment["CASINO_AUDIO"]?.lowercased() else { return false }
        return ["off", "none", "0", "no", "false"].contains(setting)
    }

    static func make(
        environment: [String: String], warn: @escaping @Sendable (SoundProblem) -> Void
    )
        -> AudioOutput
    {
        if let path = recordingPath(in: environment) {
            do {
                return try RecordingOutput(path: path)
            } catch {
                warn(.cannotRecord(path: error.path, reason: error.reason))
                return SilentOutput()
            }
        }
        if isOff(in: environment) { return SilentOutput() }
        #if Window
            if let output = SDLOutput.open() { return output }
        #endif
        #if os(Linux) || os(macOS)
            let players = PlayerOutput.available(environment: environment)
            guard !players.isEmpty else {
                warn(PlayerOutput.noPlayerProblem)
                return SilentOutput()
            }
            return PlayerChain(players: players, warn: warn)
        #else
            // No child processes here (iOS): an app plays the library's sounds itself.
            warn(.noPlayerOnThisSystem)
            return SilentOutput()
        #endif
    }
}

#if os(Linux) || os(macOS)

    /// The players found on `PATH`, tried in turn: when one cannot start or dies (for example
    /// `pw-play` with no PipeWire server running) the next takes over; when none is left the
    /// game goes on silently after one problem through `warn`.
    final class PlayerChain: AudioOutput {
        private var remaining: [(path: String, player: PlayerOutput.Player)]
        private var current: PlayerOutput?
        private var tried: [String] = []
        private let warn: @Sendable (SoundProblem) -> Void

        init(
            players: [(path: String, player: PlayerOutput.Player)],
            warn: @escaping @Sendable (SoundProblem) -> Void
        ) {
            remaining = players
            self.warn = warn
            startNext()
        }

        var lead: Int { current?.lead ?? 0 }
        var writesGaps: Bool { false }

        func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
            while let player = current {
                if player.write(samples) { return true }
                player.finish()
                startNext()
            }
            return true
        }

        func finish() { current?.finish() }

        private func startNext() {
            current = nil
            while !remaining.isEmpty {
                let candidate = remaining.removeFirst()
                tried.append(candidate.player.name)
                if let player = try? PlayerOutput(path: candidate.path, player: candidate.player) {
                    current = player
                    return
                }
            }
            warn(.noPlayerCouldPlay(tried: tried))
        }
    }

#endif
