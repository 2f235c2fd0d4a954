import CasinoSystem

/// The time source that places cues on the audio timeline, in seconds.
///
/// Injected so tests can step time by hand and check that a recording puts each sound at
/// exactly the right sample; the game uses ``system``, the one ``MonotonicClock``.
public struct AudioClock: Sendable {
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) { self.now = now }

    /// The game's monotonic clock (unaffected by changes to the wall-clock time of day).
    public static let system = AudioClock(now: MonotonicClock.seconds)
}
