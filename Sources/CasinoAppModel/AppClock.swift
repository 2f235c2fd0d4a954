import CasinoSystem
import Dispatch

/// The time and the timer the app model runs on: injected, so a test steps time exactly and
/// the live app uses the system's monotonic clock.
///
/// Times are seconds on one monotonic clock, the same clock ``PlayController`` is given.
///
/// Public: the Apple app hands its model a clock through it.
@MainActor
public protocol AppClock: AnyObject {
    /// Seconds since an arbitrary, fixed origin.
    var now: Double { get }
    /// Runs `work` on the main actor once `now` has reached `time` (at once when it has).
    func schedule(at time: Double, _ work: @escaping @MainActor () -> Void)
}

/// The live clock: the game's one ``MonotonicClock``, timers on the main queue.
///
/// Public: the Apple app's model and previews run on it.
@MainActor
public final class LiveClock: AppClock {
    /// The live app's clock. It holds no state: every instance reads the same clock.
    public init() {}

    /// ``MonotonicClock/seconds()``, which never jumps when the device's time is set.
    public var now: Double { MonotonicClock.seconds() }

    /// Runs `work` on the main queue once the time left until `time` has passed (at once when none
    /// is left).
    public func schedule(at time: Double, _ work: @escaping @MainActor () -> Void) {
        let delay = max(0, time - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated { work() }
        }
    }
}
