import CasinoSystem

/// A second-order filter (the "biquad" of the Audio EQ Cookbook): shapes noise into clacks,
/// hiss into hi-hats and saw waves into brass.
struct Biquad {
    private var b0 = 1.0
    private var b1 = 0.0
    private var b2 = 0.0
    private var a1 = 0.0
    private var a2 = 0.0
    private var x1 = 0.0
    private var x2 = 0.0
    private var y1 = 0.0
    private var y2 = 0.0

    enum Kind {
        case lowPass, highPass, bandPass
    }

    init(_ kind: Kind, frequency: Double, q: Double) {
        set(kind, frequency: frequency, q: q)
    }

    /// Changes the response without clearing the filter's memory, for sweeps (the "wah").
    mutating func set(_ kind: Kind, frequency: Double, q: Double) {
        let omega = 2 * Double.pi * min(frequency, Track.rate * 0.45) / Track.rate
        let alpha = sin(omega) / (2 * q)
        let cosine = cos(omega)
        let a0 = 1 + alpha
        let (n0, n1, n2) =
            switch kind {
            case .lowPass: ((1 - cosine) / 2, 1 - cosine, (1 - cosine) / 2)
            case .highPass: ((1 + cosine) / 2, -(1 + cosine), (1 + cosine) / 2)
            case .bandPass: (alpha, 0, -alpha)
            }
        b0 = n0 / a0
        b1 = n1 / a0
        b2 = n2 / a0
        a1 = -2 * cosine / a0
        a2 = (1 - alpha) / a0
    }

    mutating func process(_ x: Double) -> Double {
        let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2 = x1
        x1 = x
        y2 = y1
        y1 = y
        return y
    }
}

/// A one-pole low-pass: a gentle 6 dB/octave roll-off that takes the fizz off a layer.
struct OnePole {
    private var y = 0.0
    private var coefficient = 0.0

    init(cutoff: Double) { setCutoff(cutoff) }

    mutating func setCutoff(_ cutoff: Double) {
        coefficient = 1 - exp(-2 * Double.pi * cutoff / Track.rate)
    }

    mutating func process(_ x: Double) -> Double {
        y += coefficient * (x - y)
        return y
    }
}
