import CasinoSystem

/// The time source that places cues on the audio timeline, in seconds.
///
/// Injected so tests can step time by hand and check that a recording puts each sound at
/// exactly the right sample; the game uses ``system``, the one ``MonotonicClock``.
package struct AudioClock: Sendable {
    package var now: @Sendable () -> Double

    package init(now: @escaping @Sendable () -> Double) { self.now = now }

    /// The game's monotonic clock (unaffected by changes to the wall-clock time of day).
    package static let system = AudioClock(now: MonotonicClock.seconds)
}
