import CasinoEngine

/// Hands the cues a session plays to a front end's own feedback (a gamepad's rumble), which
/// exists only once that front end has opened its device, after the session started.
///
/// Cues played before ``attach(_:)`` have no one to feel them and are dropped; sound does
/// not go through here (the session's audio system plays it from the start). Used on the
/// thread that drives the controller, as the feedback it feeds (the gamepad) is.
public final class CueRelay {
    private var target: (([Cue]) -> Void)?

    public init() {}

    /// Passes `cues` on, if a front end is attached.
    public func forward(_ cues: [Cue]) {
        target?(cues)
    }

    /// Sends every later cue to `target` as well.
    public func attach(_ target: @escaping ([Cue]) -> Void) {
        self.target = target
    }
}
