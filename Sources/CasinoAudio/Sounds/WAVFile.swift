import CasinoSystem

/// Standard RIFF/WAVE files of 16-bit little-endian mono PCM: what `casino sounds --export`
/// writes (for people to listen to, and for the Apple app to bundle) and what the recording
/// output streams to.
package enum WAVFile {
    /// The 44 bytes before the samples. `dataBytes` is the size of the sample data.
    static func header(dataBytes: Int, sampleRate: Int = audioSampleRate) -> [UInt8] {
        let fields: [[UInt8]] = [
            Array("RIFF".utf8), littleEndian(UInt32(36 + dataBytes)), Array("WAVEfmt ".utf8),
            littleEndian(UInt32(16)),  // size of the format chunk
            littleEndian(UInt16(1)),  // PCM
            littleEndian(UInt16(1)),  // channels
            littleEndian(UInt32(sampleRate)),
            littleEndian(UInt32(sampleRate * 2)),  // bytes per second
            littleEndian(UInt16(2)),  // bytes per frame
            littleEndian(UInt16(16)),  // bits per sample
            Array("data".utf8), littleEndian(UInt32(dataBytes)),
        ]
        return Array(fields.joined())
    }

    /// Byte offsets of the two size fields a streaming writer patches as the file grows.
    static let riffSizeOffset = 4
    static let dataSizeOffset = 40

    /// A whole mono file in memory.
    package static func encode(_ samples: [Int16], sampleRate: Int = audioSampleRate) -> Data {
        Data(header(dataBytes: samples.count * 2, sampleRate: sampleRate) + pcmBytes(samples))
    }

    /// Samples as little-endian bytes: a file's data, or a block the recording output appends.
    static func pcmBytes(_ samples: some Collection<Int16>) -> [UInt8] {
        samples.map(\.littleEndian).withUnsafeBytes { Array($0) }
    }

    static func littleEndian(_ value: some FixedWidthInteger) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }

    /// The mono 16-bit samples of a file this module wrote (for tests and checks; it reads
    /// only the canonical 44-byte layout, not every WAV variant).
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
