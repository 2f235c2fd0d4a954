import Foundation

/// Holds warnings that arrive before a front end can show them (the sound system saying it
/// found no way to play, while the screen is still being set up), then forwards every one.
///
/// The sound system starts before the screen so the first spin is never silent; this lets it
/// warn from its own thread at any time without a warning being lost.
public final class WarningRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var early: [String] = []
    private var forward: ((String) -> Void)?

    public init() {}

    /// Delivers `message` now, or keeps it until ``attach(_:)``.
    public func post(_ message: String) {
        let target = lock.withLock {
            if forward == nil { early.append(message) }
            return forward
        }
        target?(message)
    }

    /// Sends every kept warning to `target`, then each new one as it comes.
    public func attach(_ target: @escaping (String) -> Void) {
        let waiting = lock.withLock {
            forward = target
            defer { early = [] }
            return early
        }
        for message in waiting { target(message) }
    }
}
