import CasinoEngine
import CasinoSystem

/// The score of each of the seven sounds: which parts play when. Every noise has a fixed
/// seed, so a sound is the same samples on every run.
enum SoundDesign {
    /// The raw (not yet loudness-matched) signal of `sound`.
    static func compose(_ sound: Sound) -> Track {
        switch sound {
        case .spin: spin()
        case .winning: winning()
        case .highscore: highscore()
        case .betChip: betChip()
        case .gameover: gameover()
        case .ringUp: ringUp()
        case .drumMusic: drumMusic()
        }
    }

    /// Equal-tempered pitch of a MIDI note number (69 = A4 = 440 Hz).
    static func pitch(_ note: Double) -> Double { 440 * pow(2, (note - 69) / 12) }

    // MARK: spin: a reel whirr with ratchet clicks, as long as the 1 s spin animation

    static func spin() -> Track {
        var track = Track(duration: 1.0)
        // The motor: a low saw that speeds up, then slows as the reels settle.
        var motor = Phase()
        var motorFilter = Biquad(.lowPass, frequency: 700, q: 0.9)
        var air = Noise(seed: 0x5EED_0001)
        var airFilter = Biquad(.bandPass, frequency: 1100, q: 0.8)
        track.add(at: 0, length: 1.0) { t in
            let speed = sin(Double.pi * min(t / 0.9, 1))
            let pitch = 62 + 70 * speed
            let hum = motorFilter.process(Wave.saw(motor.advance(pitch), frequency: pitch))
            let whoosh = airFilter.process(air.next())
            let level = Envelope.raisedCosine(t / 0.08) * (0.35 + 0.65 * speed)
            return level * (0.42 * hum + 0.2 * whoosh)
        }
        // The ratchet: clicks that start fast and spread out as the reels slow down.
        var time = 0.02
        var index: UInt64 = 0
        while time < 0.84 {
            let pitch = index % 2 == 0 ? 1.0 : 1.12
            Instrument.clack(
                &track, at: time, seed: 0x5EED_1000 + index, pitch: pitch * 1.25,
                level: 0.28 + 0.1 * Double(index % 3) / 2)
            time += 0.034 + 0.075 * pow(time / 0.84, 2)
            index += 1
        }
        // The reels land: a soft wooden thunk.
        Instrument.strike(
            &track, at: 0.88, frequency: 150,
            partials: [
                .init(ratio: 1, level: 0.8, decay: 0.035),
                .init(ratio: 2.3, level: 0.3, decay: 0.02),
            ], level: 0.9)
        Instrument.clack(&track, at: 0.88, seed: 0x5EED_2000, pitch: 0.8, level: 0.35)
        track.fadeEdges(in: 0.004, out: 0.03)
        return track
    }

    // MARK: winning: a bright rising arpeggio ending on a shimmering chord

    static func winning() -> Track {
        var track = Track(duration: 1.3)
        let mallet: [Instrument.Partial] = [
            .init(ratio: 1, level: 1, decay: 0.32),
            .init(ratio: 2, level: 0.4, decay: 0.18),
            .init(ratio: 3, level: 0.18, decay: 0.09),
            .init(ratio: 4.02, level: 0.1, decay: 0.05),
        ]
        // C major up two octaves: C5 E5 G5 C6 E6 G6.
        let notes: [Double] = [72, 76, 79, 84, 88, 91]
        for (index, note) in notes.enumerated() {
            let start = Double(index) * 0.075
            Instrument.strike(
                &track, at: start, frequency: pitch(note), partials: mallet, level: 0.5)
            // A soft square an octave down gives the run a game-show sparkle.
            square(&track, at: start, note: note - 12, length: 0.07, level: 0.1)
        }
        // The final chord rings with a gentle tremolo.
        for note in [84.0, 88, 91, 96] {
            var phase = Phase()
            let frequency = pitch(note)
            track.add(at: 0.45, length: 0.85) { t in
                let tremolo = 1 - 0.3 * (0.5 + 0.5 * sin(2 * Double.pi * 7 * t))
                return 0.16 * tremolo * Wave.sine(phase.advance(frequency))
                    * Envelope.strike(t, attack: 0.01, decay: 0.3)
            }
        }
        track.fadeEdges(in: 0.002, out: 0.08)
        return track
    }

    /// A short soft square note (a chiptune blip).
    private static func square(
        _ track: inout Track, at start: Double, note: Double, length: Double, level: Double
    ) {
        var phase = Phase()
        var soften = OnePole(cutoff: 2500)
        let frequency = pitch(note)
        track.add(at: start, length: length + 0.05) { t in
            let envelope = Envelope.note(
                t, length: length, attack: 0.003, decay: 0.05, sustain: 0.6, release: 0.04)
            return level * envelope
                * soften.process(Wave.square(phase.advance(frequency), frequency: frequency))
        }
    }

    // MARK: highscore: a brass fanfare, "ta-ta-ta-taaa, ta-ta-taaaa" onto a held chord

    static func highscore() -> Track {
        var track = Track(duration: 2.75)
        let g4 = pitch(67)
        let c5 = pitch(72)
        let e5 = pitch(76)
        let g5 = pitch(79)
        let c6 = pitch(84)
        // Call: three pickups and a long note, doubled a sixth below for body.
        for start in [0.0, 0.13, 0.26] {
            Instrument.brass(&track, at: start, frequency: g4, length: 0.08, level: 0.5)
            Instrument.brass(&track, at: start, frequency: pitch(64), length: 0.08, level: 0.3)
        }
        Instrument.brass(&track, at: 0.39, frequency: c5, length: 0.42, level: 0.55, vibrato: 0.004)
        Instrument.brass(&track, at: 0.39, frequency: pitch(67), length: 0.42, level: 0.32)
        // Answer: climbing to the top.
        for (index, frequency) in [g4, c5, e5].enumerated() {
            let start = 0.92 + Double(index) * 0.12
            Instrument.brass(&track, at: start, frequency: frequency, length: 0.07, level: 0.45)
        }
        // The held C major chord, with vibrato, and a timpani hit under it.
        for (frequency, level) in [(c5, 0.3), (e5, 0.3), (g5, 0.32), (c6, 0.38)] {
            Instrument.brass(
                &track, at: 1.3, frequency: frequency, length: 1.15, level: level, vibrato: 0.005)
        }
        for start in [0.39, 1.3] {
            Instrument.strike(
                &track, at: start, frequency: 65,
                partials: [
                    .init(ratio: 1, level: 1, decay: 0.25),
                    .init(ratio: 1.5, level: 0.4, decay: 0.15),
                    .init(ratio: 2, level: 0.25, decay: 0.1),
                ], level: 0.5, attack: 0.004)
        }
        // A soft cymbal swell on the chord.
        var hiss = Noise(seed: 0xF4F4)
        var bright = Biquad(.highPass, frequency: 5000, q: 0.7)
        track.add(at: 1.3, length: 1.4) { t in
            0.07 * bright.process(hiss.next()) * Envelope.strike(t, attack: 0.005, decay: 0.45)
        }
        track.fadeEdges(in: 0.002, out: 0.12)
        return track
    }

    // MARK: bet-chip: a clay chip dropped on a stack, clack and a small bounce

    static func betChip() -> Track {
        var track = Track(duration: 0.16)
        Instrument.clack(&track, at: 0.002, seed: 0xC41B, pitch: 1.0, level: 0.9)
        Instrument.clack(&track, at: 0.04, seed: 0xC41C, pitch: 1.07, level: 0.45)
        Instrument.clack(&track, at: 0.068, seed: 0xC41D, pitch: 1.1, level: 0.18)
        track.saturate(drive: 2.5)
        track.fadeEdges(in: 0.001, out: 0.03)
        return track
    }

    // MARK: gameover: a muted trombone falling "wah, wah, wah, waaah"

    static func gameover() -> Track {
        var track = Track(duration: 2.45)
        // D4, C#4, C4, then a long B3 that wobbles and sags.
        let notes: [(note: Double, start: Double, length: Double)] = [
            (62, 0.0, 0.34), (61, 0.42, 0.34), (60, 0.84, 0.34), (59, 1.26, 1.0),
        ]
        for (index, part) in notes.enumerated() {
            trombone(
                &track, at: part.start, frequency: pitch(part.note), length: part.length,
                wobble: index == notes.count - 1)
        }
        track.fadeEdges(in: 0.002, out: 0.1)
        return track
    }

    /// A trombone with a plunger mute: the filter opening and closing is the "wah".
    private static func trombone(
        _ track: inout Track, at start: Double, frequency: Double, length: Double, wobble: Bool
    ) {
        var phase = Phase()
        var mute = Biquad(.lowPass, frequency: 400, q: 3)
        var body = OnePole(cutoff: 3000)
        let release = 0.1
        track.add(at: start, length: length + release) { t in
            let envelope = Envelope.note(
                t, length: length, attack: 0.04, decay: 0.2, sustain: 0.8, release: release)
            var opening =
                Envelope.raisedCosine(t / 0.12) * (1 - 0.6 * Envelope.raisedCosine(t / length))
            var bend = 1.0
            if wobble {
                opening = 0.35 + 0.65 * (0.5 - 0.5 * cos(2 * Double.pi * 3.2 * t))
                bend = 1 - 0.03 * Envelope.raisedCosine(t / length)
            }
            let pitch = frequency * bend * (1 - 0.02 * exp(-t / 0.04))
            mute.set(.lowPass, frequency: 350 + 1700 * opening, q: 2.6)
            let tone = Wave.saw(phase.advance(pitch), frequency: pitch)
            return 0.6 * envelope * body.process(mute.process(tone))
        }
    }

    // MARK: ring-up: a cash register, lever clack then "ching" and a jingle of coins

    static func ringUp() -> Track {
        var track = Track(duration: 1.4)
        Instrument.clack(&track, at: 0.002, seed: 0x7111, pitch: 0.7, level: 0.5)
        // The drawer thump.
        Instrument.strike(
            &track, at: 0.045, frequency: 120,
            partials: [
                .init(ratio: 1, level: 1, decay: 0.04), .init(ratio: 2.6, level: 0.4, decay: 0.025),
            ], level: 0.55)
        Instrument.clack(&track, at: 0.045, seed: 0x7112, pitch: 0.55, level: 0.4)
        // The bell, struck twice by the bouncing hammer.
        let bell: [Instrument.Partial] = [
            .init(ratio: 1, level: 1, decay: 0.45),
            .init(ratio: 1.0019, level: 0.6, decay: 0.5),
            .init(ratio: 2.0, level: 0.35, decay: 0.25),
            .init(ratio: 2.76, level: 0.3, decay: 0.18),
            .init(ratio: 4.1, level: 0.15, decay: 0.09),
            .init(ratio: 5.4, level: 0.08, decay: 0.05),
        ]
        Instrument.strike(&track, at: 0.09, frequency: 1568, partials: bell, level: 0.32)
        Instrument.strike(&track, at: 0.16, frequency: 1568, partials: bell, level: 0.18)
        // Coins settling in the drawer: small high pings at fixed pseudo-random moments.
        var jitter = Noise(seed: 0xC014)
        for index in 0..<7 {
            let start = 0.14 + Double(index) * 0.06 + 0.02 * jitter.next()
            let frequency = 3900 + 1300 * jitter.next()
            Instrument.strike(
                &track, at: start, frequency: frequency,
                partials: [
                    .init(ratio: 1, level: 1, decay: 0.03),
                    .init(ratio: 1.48, level: 0.5, decay: 0.02),
                ], level: 0.06 * (1 - Double(index) / 9))
        }
        track.fadeEdges(in: 0.001, out: 0.1)
        return track
    }

    // MARK: drum-music: two bars at 120 BPM that loop seamlessly

    /// The loop's length: two 4/4 bars at 120 beats per minute.
    static let drumLoopDuration = 4.0

    static func drumMusic() -> Track {
        let step = 0.125  // a sixteenth note at 120 BPM
        // Rendered with room for ringing tails, which are then folded onto the start.
        var track = Track(duration: drumLoopDuration + 0.6)
        let kicks = [0, 6, 10, 16, 22, 25]
        let snares = [4, 12, 20]
        let ghosts = [7, 15, 23]
        let toms: [(Int, Double)] = [(26, 196), (27, 165), (28, 131)]
        let cowbells = [2, 10, 18]
        for index in kicks { Instrument.kick(&track, at: Double(index) * step, level: 0.85) }
        for index in snares {
            Instrument.snare(&track, at: Double(index) * step, seed: UInt64(index), level: 0.55)
        }
        for index in ghosts {
            Instrument.snare(&track, at: Double(index) * step, seed: UInt64(index), level: 0.14)
        }
        for (index, frequency) in toms {
            Instrument.tom(&track, at: Double(index) * step, frequency: frequency, level: 0.6)
        }
        for index in cowbells {
            Instrument.cowbell(&track, at: Double(index) * step, level: 0.22)
        }
        for index in 0..<32 where index % 2 == 0 || index % 4 == 3 {
            let open = index == 14 || index == 30
            let accent = index % 4 == 2 ? 0.26 : 0.16
            Instrument.hat(
                &track, at: Double(index) * step, seed: 0x4A7 + UInt64(index), open: open,
                level: open ? 0.2 : accent)
        }
        track.wrap(atLength: Int((drumLoopDuration * Track.rate).rounded()))
        return track
    }
}
