import CasinoSystem
import Testing

/// Plain mode's `wait`, a child's exit being watched and SDL's audio queue draining all
/// sleep through ``SystemCalls/sleep(seconds:)``.
@Test func theRealWaitSleepsAtLeastItsTime() {
    let clock = ContinuousClock()
    let start = clock.now
    SystemCalls.sleep(seconds: 0.05)
    #expect(start.duration(to: clock.now) >= .milliseconds(50))
}
