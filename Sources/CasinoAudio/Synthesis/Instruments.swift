import CasinoSystem

/// The playable parts the sounds are composed from: each adds one note or hit to a track.
enum Instrument {
    /// One resonance of a struck object: frequency ratio to the fundamental, level, and how
    /// long it rings (decay time constant in seconds).
    struct Partial {
        var ratio: Double
        var level: Double
        var decay: Double

        /// Its sound `t` seconds after the strike, on a fundamental of `frequency` hertz.
        func ring(at t: Double, frequency: Double) -> Double {
            level * sin(2 * Double.pi * frequency * ratio * t) * exp(-t / decay)
        }
    }

    /// A struck metal or wooden bar: a sum of decaying sine resonances.
    static func strike(
        _ track: inout Track, at start: Double, frequency: Double, partials: [Partial],
        level: Double, attack: Double = 0.002
    ) {
        let longest = partials.map(\.decay).max() ?? 0.1
        track.add(at: start, length: longest * 7) { t in
            let sum = partials.reduce(0) { $0 + $1.ring(at: t, frequency: frequency) }
            return level * Envelope.raisedCosine(t / attack) * sum
        }
    }

    /// A brass-like note: two slightly detuned saw waves through a low-pass whose cutoff
    /// follows the loudness, so the note brightens as it swells (the trumpet "blare"), with
    /// a small upward scoop into the pitch and optional vibrato on long notes.
    static func brass(
        _ track: inout Track, at start: Double, frequency: Double, length: Double,
        level: Double, vibrato: Double = 0
    ) {
        var first = Phase()
        var second = Phase()
        var filterA = OnePole(cutoff: frequency)
        var filterB = OnePole(cutoff: frequency)
        let release = 0.09
        track.add(at: start, length: length + release) { t in
            let envelope = Envelope.note(
                t, length: length, attack: 0.035, decay: 0.15, sustain: 0.72, release: release)
            let scoop = 1 - 0.03 * exp(-t / 0.03)
            let wobble =
                1 + vibrato * sin(2 * Double.pi * 5.4 * t)
                * Envelope.raisedCosine((t - 0.18) / 0.25)
            let pitch = frequency * scoop * wobble
            let a = Wave.saw(first.advance(pitch), frequency: pitch)
            let b = Wave.saw(second.advance(pitch * 1.0035), frequency: pitch * 1.0035)
            let cutoff = frequency * (1.0 + 6.0 * envelope)
            filterA.setCutoff(cutoff)
            filterB.setCutoff(cutoff)
            return level * envelope * filterB.process(filterA.process(0.5 * (a + b)))
        }
    }

    /// A hard small object hitting another (a clay chip, a lever): a burst of band-passed
    /// noise for the contact plus a few short wooden resonances.
    static func clack(
        _ track: inout Track, at start: Double, seed: UInt64, pitch: Double, level: Double
    ) {
        var noise = Noise(seed: seed)
        var band = Biquad(.bandPass, frequency: 3200 * pitch, q: 1.1)
        // The wooden modes' ratios are their frequencies in hertz: a fundamental of 1.
        let modes: [Partial] = [
            .init(ratio: 1850 * pitch, level: 0.55, decay: 0.011),
            .init(ratio: 3020 * pitch, level: 0.35, decay: 0.008),
            .init(ratio: 4730 * pitch, level: 0.22, decay: 0.005),
        ]
        track.add(at: start, length: 0.07) { t in
            let contact = band.process(noise.next()) * exp(-t / 0.0025) * 2.2
            let ring = modes.reduce(0) { $0 + $1.ring(at: t, frequency: 1) }
            return level * Envelope.raisedCosine(t / 0.0006) * (contact + ring)
        }
    }

    // MARK: Drums

    /// A kick drum: a sine whose pitch drops fast from a knock to a low thump.
    static func kick(_ track: inout Track, at start: Double, level: Double) {
        var phase = Phase()
        var noise = Noise(seed: 0x4B1C)
        var click = OnePole(cutoff: 3000)
        track.add(at: start, length: 0.5) { t in
            let pitch = 47 + 120 * exp(-t / 0.032)
            let body =
                Wave.sine(phase.advance(pitch)) * Envelope.strike(t, attack: 0.001, decay: 0.2)
            let knock = click.process(noise.next()) * exp(-t / 0.003) * 0.6
            return level * (body + knock) * (1 - Envelope.raisedCosine((t - 0.42) / 0.08))
        }
    }

    /// A snare: a short tuned shell tone plus a burst of bright noise for the wires.
    static func snare(_ track: inout Track, at start: Double, seed: UInt64, level: Double) {
        var noise = Noise(seed: seed)
        var wires = Biquad(.highPass, frequency: 1800, q: 0.7)
        var soften = OnePole(cutoff: 9000)
        track.add(at: start, length: 0.32) { t in
            let shell =
                0.55 * sin(2 * Double.pi * 188 * t) * exp(-t / 0.045)
                + 0.25 * sin(2 * Double.pi * 331 * t) * exp(-t / 0.03)
            let hiss = soften.process(wires.process(noise.next())) * exp(-t / 0.065) * 0.9
            let tail = 1 - Envelope.raisedCosine((t - 0.26) / 0.06)
            return level * Envelope.raisedCosine(t / 0.0008) * (shell + hiss) * tail
        }
    }

    /// A hi-hat: high-passed noise, short when closed and longer when open.
    static func hat(
        _ track: inout Track, at start: Double, seed: UInt64, open: Bool, level: Double
    ) {
        var noise = Noise(seed: seed)
        var highPass = Biquad(.highPass, frequency: 7000, q: 0.8)
        var presence = Biquad(.bandPass, frequency: 10_000, q: 1.5)
        let decay = open ? 0.11 : 0.02
        let length = open ? 0.38 : 0.09
        track.add(at: start, length: length) { t in
            let hiss = highPass.process(noise.next())
            let shimmer = presence.process(hiss)
            let tail = 1 - Envelope.raisedCosine((t - length + 0.02) / 0.02)
            return level * Envelope.raisedCosine(t / 0.0005) * (0.6 * hiss + 0.8 * shimmer)
                * exp(-t / decay) * tail
        }
    }

    /// A tom: a sine that bends down slightly as the skin settles.
    static func tom(_ track: inout Track, at start: Double, frequency: Double, level: Double) {
        var phase = Phase()
        track.add(at: start, length: 0.4) { t in
            let pitch = frequency * (1 + 0.4 * exp(-t / 0.04))
            let tail = 1 - Envelope.raisedCosine((t - 0.34) / 0.06)
            return level * Wave.sine(phase.advance(pitch))
                * Envelope.strike(t, attack: 0.001, decay: 0.11) * tail
        }
    }

    /// A cowbell: two detuned square tones through a band-pass, the classic drum-machine bell.
    static func cowbell(_ track: inout Track, at start: Double, level: Double) {
        var low = Phase()
        var high = Phase()
        var band = Biquad(.bandPass, frequency: 2400, q: 1.2)
        track.add(at: start, length: 0.3) { t in
            let tone =
                Wave.square(low.advance(562), frequency: 562)
                + Wave.square(high.advance(845), frequency: 845)
            let tail = 1 - Envelope.raisedCosine((t - 0.25) / 0.05)
            return level * band.process(tone) * Envelope.strike(t, attack: 0.001, decay: 0.06)
                * tail
        }
    }
}
