import CasinoEngine
import CasinoSharedModels

/// Chooses where sound goes, from the environment, in the order ``AudioSystem`` gives: a
/// recording (tests, CI, a session's sound checked without a sound card) before anything else.
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

    static func make(environment: [String: String], warn: @escaping SoundWarning) -> AudioOutput {
        if let path = recordingPath(in: environment) {
            do {
                return try RecordingOutput(path: path)
            } catch {
                warn(.cannotRecord(path: path, code: error.code))
                return SilentOutput()
            }
        }
        if isOff(in: environment) { return SilentOutput() }
        #if Window
            if let output = SDLOutput() { return output }
        #endif
        #if os(Linux) || os(macOS)
            let players = PlayerOutput.available(environment: environment)
            guard !players.isEmpty else {
                warn(PlayerOutput.noPlayerProblem)
                return SilentOutput()
            }
            return PlayerOutput(players: players, warn: warn)
        #else
            // No child processes here (iOS): an app plays the library's sounds itself.
            warn(.noPlayerOnThisSystem)
            return SilentOutput()
        #endif
    }
}

/// Where an output tells its one problem; the game goes on silently after it.
typealias SoundWarning = @Sendable (SoundProblem) -> Void
