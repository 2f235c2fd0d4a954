import Foundation

/// Reads back the WAV files the game writes (`casino sounds --export`, the Apple app's
/// bundled sounds, a `CASINO_AUDIO_RECORD` recording), so tests can compare their samples.
package enum WAVReading {
    /// The mono 16-bit samples of a file CasinoAudio's `WAVFile` wrote. It reads only that
    /// canonical 44-byte layout, not every WAV variant: an independent reader (soxi) checks
    /// that the files are standard.
    package static func decode(_ data: Data) -> (sampleRate: Int, samples: [Int16])? {
        let bytes = [UInt8](data)
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("RIFF".utf8),
            bytes[8..<12].elementsEqual("WAVE".utf8), bytes[36..<40].elementsEqual("data".utf8)
        else { return nil }
        func word(_ at: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        let end = 44 + min(word(40), bytes.count - 44) / 2 * 2
        let samples = stride(from: 44, to: end, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        return (word(24), samples)
    }
}
