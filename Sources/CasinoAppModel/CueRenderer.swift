import CasinoEngine

/// Turns the engine's cues into the app's outputs: a sound per `.play` unless the player
/// muted the game, the music stopped, the haptic felt. Notices about the bet reach the player
/// through the scene's notice line, so they are not rendered here.
@MainActor
final class CueRenderer {
    private let outputs: AppOutputs
    var muted: Bool

    init(outputs: AppOutputs, muted: Bool) {
        self.outputs = outputs
        self.muted = muted
    }

    func render(_ cues: [Cue]) {
        for cue in cues {
            switch cue {
            case .play(let sound):
                if !muted { outputs.play(sound) }
            case .stopMusic:
                outputs.stopMusic()
            case .haptic(let haptic):
                outputs.haptic(haptic)
            case .betLowered, .betUnaffordable:
                break
            }
        }
    }

    func setMuted(_ muted: Bool) {
        self.muted = muted
        if muted { outputs.stopMusic() }
    }
}
