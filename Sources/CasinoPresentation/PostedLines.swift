import Synchronization

/// Lines for the player posted from any thread (the sound system's warnings), which the
/// front end's own loop collects and shows; each post wakes that loop, however it sleeps
/// (the terminal's signal pipe, the window's SDL event queue).
package final class PostedLines: Sendable {
    private struct State {
        var pending: [String] = []
        var wake: (@Sendable () -> Void)?
    }
    private let state = Mutex(State())

    package init() {}

    /// How a post wakes the loop; called on the posting thread. Nil while no loop runs.
    package func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }

    package func post(_ line: String) {
        let wake = state.withLock {
            $0.pending.append(line)
            return $0.wake
        }
        wake?()
    }

    /// Every line posted since the last call, oldest first.
    package func take() -> [String] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }
}
