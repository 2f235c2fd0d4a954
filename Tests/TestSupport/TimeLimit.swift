import Testing

/// Minutes an end-to-end test (tmux, pipes, Xvfb, child processes) may take: generous, so a
/// loaded two-core CI machine never reaches it by being slow, yet a hung test fails the run
/// instead of holding it until CI gives up. Scaled by ``testTimeScale`` under sanitizers.
package let endToEndMinutes = Int((5 * testTimeScale).rounded(.up))

extension Trait where Self == TimeLimitTrait {
    /// The time limit of every end-to-end suite: ``endToEndMinutes`` for each of its tests.
    ///
    /// Past it, Swift Testing records the failure and cancels the test; the test's next wait
    /// (``poll(seconds:every:_:)``) then ends at once, so a test stuck waiting for a screen
    /// that never comes ends too, and its processes with it.
    package static var endToEndTimeLimit: Self { .timeLimit(.minutes(endToEndMinutes)) }

    /// A tighter limit that is itself what a test checks (work that must end well within
    /// `minutes`), scaled by ``testTimeScale`` as every limit is, since under sanitizers the
    /// game itself runs several times slower.
    package static func scaledTimeLimit(minutes: Double) -> Self {
        .timeLimit(.minutes(Int((minutes * testTimeScale).rounded(.up))))
    }
}
