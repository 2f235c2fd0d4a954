import CasinoSystem

/// The terminal's and desktop's stand-in for the spec's haptics: the reels glow gold on a win
/// and flash red on a loss, when the reels land.
package struct Pulse: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// The spec's success haptic on a win.
        case win
        /// A win that set a new high score: a longer, triple pulse.
        case highScore
        /// The spec's error haptic on a loss.
        case loss
    }

    package var kind: Kind
    /// When the reels landed.
    package var start: Double
    /// Steady glow instead of flashing, for players who asked for reduced motion.
    package var steady: Bool

    package var duration: Double {
        switch kind {
        case .win: 0.9
        case .highScore: 1.5
        case .loss: 0.45
        }
    }

    package var end: Double { start + duration }

    /// How strongly the glow shows at `time`, 0 (none) to 1 (full colour).
    package func strength(at time: Double) -> Double {
        let u = (time - start) / duration
        guard u >= 0, u < 1 else { return 0 }
        if steady { return 0.6 }
        switch kind {
        case .win: return abs(sin(2 * Double.pi * u))
        case .highScore: return abs(sin(3 * Double.pi * u))
        case .loss: return (1 - u) * (1 - u)
        }
    }
}
