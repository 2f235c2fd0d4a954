import CasinoRandom
import CasinoSystem

/// A phase accumulator: follows a changing frequency without jumps, which computing
/// `sin(2π f(t) t)` directly would not do during a pitch sweep.
struct Phase {
    /// Position in the cycle, 0 ..< 1.
    var value: Double = 0

    /// Advances by one sample at `frequency` and returns the phase before the step.
    mutating func advance(_ frequency: Double) -> Double {
        let current = value
        value += frequency / Track.rate
        value -= value.rounded(.down)
        return current
    }
}

/// Waveforms of a phase in 0 ..< 1.
enum Wave {
    static func sine(_ phase: Double) -> Double { sin(2 * Double.pi * phase) }

    /// A sawtooth with PolyBLEP correction at its jump, so high notes do not alias into
    /// harsh inharmonic whistles (the naive ramp would).
    static func saw(_ phase: Double, frequency: Double) -> Double {
        let step = frequency / Track.rate
        return 2 * phase - 1 - polyBLEP(phase, step)
    }

    /// A band-limited square (two PolyBLEP-corrected edges): hollow, clarinet-like.
    static func square(_ phase: Double, frequency: Double) -> Double {
        let step = frequency / Track.rate
        let shifted = (phase + 0.5).truncatingRemainder(dividingBy: 1)
        return (phase < 0.5 ? 1.0 : -1.0) + polyBLEP(phase, step) - polyBLEP(shifted, step)
    }

    /// The polynomial band-limited step residual around a discontinuity at phase 0.
    private static func polyBLEP(_ phase: Double, _ step: Double) -> Double {
        if phase < step {
            let x = phase / step
            return x + x - x * x - 1
        }
        if phase > 1 - step {
            let x = (phase - 1) / step
            return x * x + x + x + 1
        }
        return 0
    }
}

/// Deterministic white noise (SplitMix64): the same seed gives the same hiss every run, so
/// every sound is reproducible sample for sample.
struct Noise {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The next value, uniform in −1 ... 1.
    mutating func next() -> Double {
        Double(generator.next() >> 11) / Double(1 << 52) - 1
    }
}
