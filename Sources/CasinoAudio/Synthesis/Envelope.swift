import CasinoSystem

/// Amplitude shapes over time: how loud a part is at each moment.
enum Envelope {
    /// 0 → 1 along half a cosine: a smooth start (its slope is zero at both ends).
    static func raisedCosine(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return 0.5 - 0.5 * cos(Double.pi * x)
    }

    /// A struck or plucked shape: a short smooth attack, then an exponential decay with time
    /// constant `decay` seconds (the level falls to 37 % each `decay`).
    static func strike(_ t: Double, attack: Double, decay: Double) -> Double {
        if t < 0 { return 0 }
        if t < attack { return raisedCosine(t / attack) }
        return exp(-(t - attack) / decay)
    }

    /// A held note: smooth attack, a decay to `sustain`, hold until `length`, smooth release.
    static func note(
        _ t: Double, length: Double, attack: Double, decay: Double, sustain: Double, release: Double
    ) -> Double {
        if t < 0 || t > length + release { return 0 }
        func held(_ t: Double) -> Double {
            t < attack
                ? raisedCosine(t / attack) : sustain + (1 - sustain) * exp(-(t - attack) / decay)
        }
        if t <= length { return held(t) }
        return held(length) * (1 - raisedCosine((t - length) / release))
    }
}
