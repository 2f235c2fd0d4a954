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
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next value, uniform in −1 ... 1.
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 52) - 1
    }
}
