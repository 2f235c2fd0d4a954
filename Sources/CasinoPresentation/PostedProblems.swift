import CasinoSharedModels
import Synchronization

/// Problems for the player posted from any thread (the sound system's), which the front
/// end's own loop collects and hands to the controller to word and place; each post wakes
/// that loop, however it sleeps (the terminal's signal pipe, the window's SDL event queue).
package final class PostedProblems: Sendable {
    private struct State {
        var pending: [SoundProblem] = []
        var wake: (@Sendable () -> Void)?
    }
    private let state = Mutex(State())

    package init() {}

    /// How a post wakes the loop; called on the posting thread. Nil while no loop runs.
    package func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }

    package func post(_ problem: SoundProblem) {
        let wake = state.withLock {
            $0.pending.append(problem)
            return $0.wake
        }
        wake?()
    }

    /// Every problem posted since the last call, oldest first.
    package func take() -> [SoundProblem] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }
}
