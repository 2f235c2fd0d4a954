import CasinoEngine
import Foundation

/// Hands the cues a session plays to a front end's own feedback (a gamepad's rumble), which
/// exists only once that front end has opened its device, after the session started.
///
/// Cues played before ``attach(_:)`` have no one to feel them and are dropped; sound does
/// not go through here (the session's audio system plays it from the start).
public final class CueRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var target: (([Cue]) -> Void)?

    public init() {}

    /// Passes `cues` on, if a front end is attached.
    public func forward(_ cues: [Cue]) {
        lock.withLock { target }?(cues)
    }

    /// Sends every later cue to `target` as well.
    public func attach(_ target: @escaping ([Cue]) -> Void) {
        lock.withLock { self.target = target }
    }
}
