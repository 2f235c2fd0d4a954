import Foundation
import Testing

/// Minutes an end-to-end test (tmux, pipes, Xvfb, child processes) may take: generous, so a
/// loaded two-core CI machine never reaches it by being slow, yet a hung test fails the run
/// instead of holding it until CI gives up. Scaled by ``testTimeScale`` under sanitizers.
package let endToEndMinutes = Int((5 * testTimeScale).rounded(.up))

extension Trait where Self == TimeLimitTrait {
    /// The time limit of every end-to-end suite: ``endToEndMinutes`` for each of its tests.
    package static var endToEndTimeLimit: Self { .timeLimit(.minutes(endToEndMinutes)) }

    /// A tighter limit that is itself what a test checks (work that must end well within
    /// `minutes`), scaled by ``testTimeScale`` as every limit is, since under sanitizers the
    /// game itself runs several times slower.
    package static func scaledTimeLimit(minutes: Double) -> Self {
        .timeLimit(.minutes(Int((minutes * testTimeScale).rounded(.up))))
    }
}

/// A whole test's deadline, for XCTest, which on Linux has no `executionTimeAllowance`
/// (Swift Testing's suites use the `.timeLimit` trait instead).
///
/// Started when the test starts and cancelled when it ends. If the test is still running
/// when the limit passes, the limit says so on standard error and runs `onExpiry` (which
/// stops what the test is waiting on, say its X server, so its next step fails at once);
/// if the test has still not ended after `grace` more seconds, the limit ends the test
/// process with status 1, so a hung test fails the run instead of holding CI until its own
/// timeout.
package final class TimeLimit: @unchecked Sendable {
    private let condition = NSCondition()
    private var ended = false
    private var passed = false

    package init(
        minutes: Double, test: String, grace: Double = 30,
        onExpiry: @escaping @Sendable () -> Void = {}
    ) {
        let thread = Thread { [self] in
            guard !waitForEnd(seconds: minutes * 60) else { return }
            condition.withLock { passed = true }
            let limit = minutes == minutes.rounded() ? "\(Int(minutes))" : "\(minutes)"
            FileHandle.standardError.write(
                Data("error: \(test) exceeded its time limit of \(limit) minutes\n".utf8))
            onExpiry()
            guard !waitForEnd(seconds: grace) else { return }
            FileHandle.standardError.write(
                Data("error: \(test) still running \(grace) s after its time limit; ending\n".utf8))
            exit(1)
        }
        thread.name = "time limit: \(test)"
        thread.start()
    }

    /// Ends the watch, and says whether the limit had passed (the test is then failed).
    @discardableResult
    package func cancel() -> Bool {
        condition.withLock {
            ended = true
            condition.broadcast()
            return passed
        }
    }

    /// Whether the test ended within `seconds`.
    private func waitForEnd(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        return condition.withLock {
            while !ended {
                if !condition.wait(until: deadline) { return ended }
            }
            return true
        }
    }
}
