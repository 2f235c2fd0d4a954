import CasinoEngine

/// The seven sounds as ready-to-mix samples: mono, ``audioSampleRate``, loudness-matched,
/// peaks at most −1 dBFS, in 16-bit PCM.
///
/// Synthesizing all seven takes a moment (most of it the 4 s drum loop), so the audio thread
/// does it once at start-up, off the UI thread; ``standard`` caches the result. Kept as the
/// 16 bits every output and file receives anyway: half the memory of 32-bit floats (1.2 MB
/// of the idle game's resident set), and a sound played alone reaches the output unchanged.
package struct SoundLibrary: Sendable {
    package let samples: [Sound: [Int16]]

    /// Synthesizes every sound afresh (tests use this to check that two runs agree).
    package static func synthesize() -> SoundLibrary {
        let samples = Sound.allCases.map { ($0, PCM.int16(synthesize($0))) }
        return SoundLibrary(samples: Dictionary(uniqueKeysWithValues: samples))
    }

    /// One sound, synthesized afresh.
    package static func synthesize(_ sound: Sound) -> [Float] {
        Loudness.match(SoundDesign.compose(sound))
    }

    /// No sounds at all, for an audio system whose output is silence.
    static let silence = SoundLibrary(samples: [:])

    /// The library, synthesized on first use and shared after that.
    package static let standard = SoundLibrary.synthesize()

    package subscript(sound: Sound) -> [Int16] { samples[sound] ?? [] }

    /// How long `sound` lasts (for music, one pass of the loop), in seconds.
    package func duration(of sound: Sound) -> Double {
        Double(self[sound].count) / Double(audioSampleRate)
    }
}
