/// The one monotonic clock every module reads: seconds that never jump when the wall-clock
/// time of day is changed, so animations, audio cues and timeouts agree with each other.
///
/// Seconds are counted from a process-wide origin (the first reading), so they stay small
/// enough for a `Double` to keep sub-microsecond steps however long the machine has been up.
/// Tests do not read it: they inject their own clocks and step them by hand.
package enum MonotonicClock {
    private static let origin = ContinuousClock.now

    /// Seconds since the process first read the clock.
    package static func seconds() -> Double {
        let origin = Self.origin
        return (ContinuousClock.now - origin).seconds
    }
}

extension Duration {
    /// The duration in seconds, for rates, timings and the monotonic clock.
    package var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
