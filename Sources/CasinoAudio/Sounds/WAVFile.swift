import CasinoSystem

/// Standard RIFF/WAVE files of 16-bit little-endian mono PCM: what `casino sounds --export`
/// writes (for people to listen to, and for the Apple app to bundle) and what the recording
/// output streams to.
package enum WAVFile {
    /// The 44 bytes before the samples. `dataBytes` is the size of the sample data.
    static func header(dataBytes: Int) -> [UInt8] {
        let fields: [[UInt8]] = [
            // The RIFF chunk's size: the whole file but "RIFF" and this field.
            Array("RIFF".utf8), littleEndian(UInt32(samplesOffset - 8 + dataBytes)),
            Array("WAVEfmt ".utf8),
            littleEndian(UInt32(16)),  // size of the format chunk
            littleEndian(UInt16(1)),  // PCM
            littleEndian(UInt16(1)),  // channels
            littleEndian(UInt32(audioSampleRate)),
            littleEndian(UInt32(audioSampleRate * 2)),  // bytes per second
            littleEndian(UInt16(2)),  // bytes per frame
            littleEndian(UInt16(16)),  // bits per sample
            Array("data".utf8), littleEndian(UInt32(dataBytes)),
        ]
        return Array(fields.joined())
    }

    /// The header's size: the byte offset of the samples.
    static let samplesOffset = 44

    /// A whole mono file in memory.
    package static func encode(_ samples: [Int16]) -> Data {
        Data(header(dataBytes: samples.count * 2) + pcmBytes(samples))
    }

    /// Samples as little-endian bytes: a file's data, or a block the recording output appends.
    static func pcmBytes(_ samples: some Collection<Int16>) -> [UInt8] {
        samples.map(\.littleEndian).withUnsafeBytes { Array($0) }
    }

    static func littleEndian(_ value: some FixedWidthInteger) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
