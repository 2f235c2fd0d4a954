import Foundation
import Testing

/// How many times longer every wait and time limit is: `CASINO_TEST_TIME_SCALE` (1 unless
/// set). `.ci/run` sets it for the sanitizer runs, whose programs run several times slower
/// than a plain debug build; a wait still ends the moment its effect appears.
package let testTimeScale: Double =
    ProcessInfo.processInfo.environment["CASINO_TEST_TIME_SCALE"].flatMap(Double.init).map {
        max(1, $0)
    } ?? 1

/// Polls `condition` until it holds or `seconds` (times ``testTimeScale``) have passed, and
/// says whether it held. The
/// pause between tries is short: the wait is for an effect (a screen, a file, an exit), never
/// a guessed delay, so a fast machine goes on at once and a slow one has the whole deadline.
/// The condition is tried once more at the deadline, so a slow try never loses by a hair.
/// A test cancelled by its time limit reaches its deadline at once.
package func poll(
    seconds: Double, every interval: Double = 0.05, _ condition: () throws -> Bool
) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds * testTimeScale)
    while true {
        if try condition() { return true }
        if Date() >= deadline || Task.isCancelled { return try condition() }
        Thread.sleep(forTimeInterval: interval)
    }
}

/// A wait that ran out: what it waited for and what it saw last. Thrown after the timeout
/// has been recorded at the caller, so a missed step ends the test at once instead of
/// turning the steps after it into long waits of their own.
package struct TimedOut: Error, CustomStringConvertible {
    package var what: String
    package var seconds: Double
    package var lastSeen: String

    package init(what: String, seconds: Double, lastSeen: String) {
        self.what = what
        self.seconds = seconds
        self.lastSeen = lastSeen
    }

    /// The whole story, for the failure recorded at the caller.
    package var report: String {
        let seen = lastSeen.isEmpty ? "" : "; last seen:\n\(lastSeen)"
        return "timed out after \(Self.format(seconds)) s waiting for \(what)\(seen)"
    }

    /// Short, for the thrown error, as the report is recorded already.
    package var description: String { "timed out waiting for \(what) (see the failure above)" }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    }
}

/// Swift Testing: waits (see ``poll(seconds:every:_:)``) until `condition` holds. A timeout
/// records an issue at the caller naming `what` and `lastSeen()` (both read at the timeout),
/// then throws ``TimedOut``.
package func waitUntil(
    _ what: @autoclosure () -> String, seconds: Double = 15,
    lastSeen: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () throws -> Bool
) throws {
    if try poll(seconds: seconds, condition) { return }
    let timedOut = TimedOut(what: what(), seconds: seconds, lastSeen: lastSeen())
    Issue.record(Comment(rawValue: timedOut.report), sourceLocation: sourceLocation)
    throw timedOut
}
