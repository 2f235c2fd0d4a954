import CasinoEngine

/// The seven sounds as ready-to-mix samples: mono, ``audioSampleRate``, loudness-matched,
/// peaks at most −1 dBFS.
///
/// Synthesizing all seven takes a moment (most of it the 4 s drum loop), so the audio thread
/// does it once at start-up, off the UI thread; ``standard`` caches the result.
public struct SoundLibrary: Sendable {
    public let samples: [Sound: [Float]]

    /// Synthesizes every sound afresh (tests use this to check that two runs agree).
    public static func synthesize() -> SoundLibrary {
        var samples: [Sound: [Float]] = [:]
        for sound in Sound.allCases { samples[sound] = synthesize(sound) }
        return SoundLibrary(samples: samples)
    }

    /// One sound, synthesized afresh.
    public static func synthesize(_ sound: Sound) -> [Float] {
        Loudness.match(SoundDesign.compose(sound))
    }

    /// The library, synthesized on first use and shared after that.
    public static let standard = SoundLibrary.synthesize()

    public subscript(sound: Sound) -> [Float] { samples[sound] ?? [] }

    /// How long `sound` lasts (for music, one pass of the loop), in seconds.
    public func duration(of sound: Sound) -> Double {
        Double(self[sound].count) / Double(audioSampleRate)
    }
}
