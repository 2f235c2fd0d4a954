import CasinoSystem

/// Measures and matches how loud sounds are, so no cue drowns out another.
package enum Loudness {
    /// The highest sample magnitude allowed in a finished sound: −1 dBFS, leaving room for
    /// the rounding to 16 bits and for players that resample.
    package static let ceiling: Float = 0.8913
    /// The short-term loudness every sound is matched to, in dBFS (see ``momentary(_:)``).
    static let target = -15.0

    /// Loudness as people hear a short sound: the RMS of its loudest 100 ms, after taking out
    /// the lowest bass (which ears and small speakers hardly hear), in dB relative to full scale.
    /// The whole-sound RMS would call a short chip clack quiet because of its silent tail.
    package static func momentary(_ samples: [Float]) -> Double {
        var filter = Biquad(.highPass, frequency: 120, q: 0.7)
        let weighted = samples.map { filter.process(Double($0)) }
        let window = Int(0.1 * Track.rate)
        let hop = Int(0.01 * Track.rate)
        let starts = stride(from: 0, through: max(0, weighted.count - window), by: hop)
        let loudest = starts.map { start in
            weighted[start..<min(weighted.count, start + window)].reduce(0) { $0 + $1 * $1 }
        }.max()!
        return decibels((loudest / Double(window)).squareRoot())
    }

    /// The largest sample magnitude in dBFS.
    package static func peak(_ samples: [Float]) -> Double {
        decibels(Double(samples.map { abs($0) }.max() ?? 0))
    }

    static func decibels(_ amplitude: Double) -> Double {
        amplitude > 0 ? 20 * log10(amplitude) : -.infinity
    }

    /// Scales `track` to the target loudness, or less if that would put a peak above the
    /// ceiling (a percussive sound then ends up a little quieter rather than clipped).
    static func match(_ track: Track) -> [Float] {
        let raw = track.samples.map(Float.init)
        let loudness = momentary(raw)
        let peak = Double(raw.map { abs($0) }.max() ?? 0)
        guard peak > 0 else { return raw }
        let wanted = pow(10, (target - loudness) / 20)
        let allowed = Double(ceiling) * 0.995 / peak
        let gain = Float(min(wanted, allowed))
        return raw.map { $0 * gain }
    }
}
