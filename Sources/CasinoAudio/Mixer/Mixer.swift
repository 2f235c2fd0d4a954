import CasinoEngine

/// Sums the playing sounds into one stream, block by block. Effects overlap freely (the spec's
/// single shared player cut each sound off with the next); the music has a channel of its own
/// that loops until stopped and is never started twice; a ``Limiter`` keeps overlaps below
/// −1 dBFS. Pure and single-threaded: the audio thread owns it, tests drive it directly.
package struct Mixer: Sendable {
    /// What the mixer can be told to do.
    package enum Command: Sendable, Equatable {
        /// Start a sound: an effect plays once, music starts looping unless already playing.
        case play(Sound)
        /// Play any sound exactly once, music included (`casino sounds --play`).
        case playOnce(Sound)
        case stopMusic
        case setMuted(Bool)
    }

    /// How much quieter the music sits under the effects (about −4.4 dB), so cues stay clear.
    package static let musicLevel: Float = 0.6
    /// At most this many effects at once; the oldest gives way (a bound on the work per block).
    static let maximumEffects = 16

    private let library: SoundLibrary
    private var effects: [Voice] = []
    private var music: Voice?
    /// Whether the game wants music now; kept while muted so unmuting brings it back.
    private var musicWanted = false
    package private(set) var isMuted: Bool
    private var limiter = Limiter(ceiling: Loudness.ceiling)

    package init(library: SoundLibrary, muted: Bool = false) {
        self.library = library
        self.isMuted = muted
    }

    /// Whether anything is still sounding; when not, the audio thread sleeps.
    package var isActive: Bool { !effects.isEmpty || music != nil }

    package mutating func apply(_ command: Command) {
        switch command {
        case .play(let sound) where sound.isMusic:
            musicWanted = true
            if !isMuted { startMusic(sound) }
        case .play(let sound), .playOnce(let sound):
            guard !isMuted else { return }
            if effects.count >= Mixer.maximumEffects { effects.removeFirst() }
            effects.append(Voice(samples: library[sound], loops: false, gain: 1))
        case .stopMusic:
            musicWanted = false
            music?.fade(to: 0, seconds: 0.03)
        case .setMuted(let muted):
            guard muted != isMuted else { return }
            isMuted = muted
            if muted {
                for index in effects.indices { effects[index].fade(to: 0, seconds: 0.01) }
                music?.fade(to: 0, seconds: 0.01)
            } else if musicWanted {
                startMusic(.drumMusic)
            }
        }
    }

    private mutating func startMusic(_ sound: Sound) {
        guard music == nil else {
            // Already there (perhaps fading out): bring it back up rather than doubling it.
            music?.fade(to: 1, seconds: 0.01)
            return
        }
        music = Voice(samples: library[sound], loops: true, gain: 0)
        music?.fade(to: 1, seconds: 0.005)
    }

    /// How long the fade at shutdown lasts, in seconds.
    package static let shutdownFade = 0.02

    /// Fades everything out over ``shutdownFade``, so the stream ends without a click.
    package mutating func fadeOutAll() {
        for index in effects.indices { effects[index].fade(to: 0, seconds: Mixer.shutdownFade) }
        music?.fade(to: 0, seconds: Mixer.shutdownFade)
        musicWanted = false
    }

    /// Mixes the next `output.count` frames into `output` (overwriting it).
    package mutating func render(into output: UnsafeMutableBufferPointer<Float>) {
        output.update(repeating: 0)
        var index = 0
        while index < effects.count {
            if effects[index].mix(into: output, level: 1) {
                index += 1
            } else {
                effects.remove(at: index)
            }
        }
        if music?.mix(into: output, level: Mixer.musicLevel) == false { music = nil }
        limiter.process(output)
    }
}

/// One playing sound: where it is, and its gain with an optional ramp toward a target.
private struct Voice: Sendable {
    let samples: [Int16]
    let loops: Bool
    var position = 0
    var gain: Float
    var target: Float = 1
    var step: Float = 0

    /// Ramps the gain linearly to `target` over `seconds` (short ramps avoid clicks).
    mutating func fade(to target: Float, seconds: Double) {
        self.target = target
        step = abs(target - gain) / Float(max(1, seconds * Double(audioSampleRate)))
    }

    /// Adds this voice into `output`; returns false once it has finished.
    mutating func mix(into output: UnsafeMutableBufferPointer<Float>, level: Float) -> Bool {
        guard !samples.isEmpty else { return false }
        return samples.withUnsafeBufferPointer { source in
            var frame = 0
            while frame < output.count {
                if position >= source.count {
                    guard loops else { return false }
                    position = 0
                }
                if gain == target {
                    if gain == 0 { return false }
                    // The common case: a straight copy at constant gain.
                    let run = min(output.count - frame, source.count - position)
                    let scale = gain * level * PCM.fromInt16
                    for offset in 0..<run {
                        output[frame + offset] += Float(source[position + offset]) * scale
                    }
                    frame += run
                    position += run
                } else {
                    gain = gain < target ? min(target, gain + step) : max(target, gain - step)
                    output[frame] += Float(source[position]) * PCM.fromInt16 * gain * level
                    frame += 1
                    position += 1
                }
            }
            return !(gain == 0 && target == 0)
        }
    }
}
