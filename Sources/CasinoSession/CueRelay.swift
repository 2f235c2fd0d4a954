import CasinoEngine
import Synchronization

/// Hands the cues a session plays to a front end's own feedback (a gamepad's rumble), which
/// exists only once that front end has opened its device, after the session started.
///
/// Cues played before ``attach(_:)`` have no one to feel them and are dropped; sound does
/// not go through here (the session's audio system plays it from the start).
public final class CueRelay: Sendable {
    private let target = Mutex<(@Sendable ([Cue]) -> Void)?>(nil)

    public init() {}

    /// Passes `cues` on, if a front end is attached.
    public func forward(_ cues: [Cue]) {
        target.withLock { $0 }?(cues)
    }

    /// Sends every later cue to `target` as well.
    public func attach(_ target: @escaping @Sendable ([Cue]) -> Void) {
        self.target.withLock { $0 = target }
    }
}
