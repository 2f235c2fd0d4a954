import Synchronization

/// Holds warnings that arrive before a front end can show them (the sound system saying it
/// found no way to play, while the screen is still being set up), then forwards every one.
///
/// The sound system starts before the screen so the first spin is never silent; this lets it
/// warn from its own thread at any time without a warning being lost.
public final class WarningRelay: Sendable {
    private struct State {
        var early: [String] = []
        var forward: (@Sendable (String) -> Void)?
    }
    private let state = Mutex(State())

    public init() {}

    /// Delivers `message` now, or keeps it until ``attach(_:)``.
    public func post(_ message: String) {
        let target = state.withLock {
            if $0.forward == nil { $0.early.append(message) }
            return $0.forward
        }
        target?(message)
    }

    /// Sends every kept warning to `target`, then each new one as it comes.
    public func attach(_ target: @escaping @Sendable (String) -> Void) {
        let waiting = state.withLock { state in
            state.forward = target
            defer { state.early = [] }
            return state.early
        }
        for message in waiting { target(message) }
    }
}
