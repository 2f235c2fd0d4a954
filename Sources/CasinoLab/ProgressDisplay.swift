/// A one-line progress bar for long runs, redrawn in place on standard error.
///
/// It stays silent for the first ``delay`` so quick runs print nothing extra, and it is only
/// created when standard error is a terminal, so redirected output stays clean. Time comes
/// in from the caller, so the drawing logic is testable without a clock.
package struct ProgressDisplay {
    package static let delay: Duration = .seconds(1)

    let counter: ProgressCounter
    let started: ContinuousClock.Instant
    let write: (String) -> Void
    let width: Int
    package private(set) var isShowing = false

    package init(
        counter: ProgressCounter, started: ContinuousClock.Instant, width: Int = 30,
        write: @escaping (String) -> Void
    ) {
        self.counter = counter
        self.started = started
        self.width = width
        self.write = write
    }

    /// Redraws the bar if the run has lasted longer than ``delay``.
    package mutating func update(now: ContinuousClock.Instant) {
        let elapsed = now - started
        guard elapsed >= Self.delay else { return }
        isShowing = true
        write(
            "\r"
                + Self.line(
                    done: counter.completed, total: counter.total, elapsed: elapsed, width: width))
    }

    /// Clears the bar so the report starts on a clean line.
    package mutating func finish() {
        if isShowing { write("\r\u{1B}[2K") }
        isShowing = false
    }

    /// `[██████████░░░░░░░░░░]  50 %  12.3 s`
    package static func line(done: Int, total: Int, elapsed: Duration, width: Int) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar =
            String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let percentText = String(Int((fraction * 100).rounded(.down)))
        return "[\(bar)] " + percentText.leftPadded(3) + " %  " + format(elapsed.seconds, 1) + " s"
    }
}
