import CasinoSystem

/// Standard RIFF/WAVE files of 16-bit little-endian PCM: what `casino sounds --export`
/// writes (for people to listen to, and for the Apple app to bundle) and what the recording
/// output streams to.
package enum WAVFile {
    /// The 44 bytes before the samples. `dataBytes` is the size of the sample data.
    package static func header(dataBytes: Int, sampleRate: Int = audioSampleRate, channels: Int = 1)
        -> [UInt8]
    {
        let blockAlign = channels * 2
        var bytes: [UInt8] = []
        bytes += Array("RIFF".utf8)
        bytes += littleEndian(UInt32(36 + dataBytes))
        bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8)
        bytes += littleEndian(UInt32(16))  // size of the format chunk
        bytes += littleEndian(UInt16(1))  // PCM
        bytes += littleEndian(UInt16(channels))
        bytes += littleEndian(UInt32(sampleRate))
        bytes += littleEndian(UInt32(sampleRate * blockAlign))  // bytes per second
        bytes += littleEndian(UInt16(blockAlign))
        bytes += littleEndian(UInt16(16))  // bits per sample
        bytes += Array("data".utf8)
        bytes += littleEndian(UInt32(dataBytes))
        return bytes
    }

    /// Byte offsets of the two size fields a streaming writer patches as the file grows.
    static let riffSizeOffset = 4
    static let dataSizeOffset = 40

    /// A whole mono file in memory.
    package static func encode(_ samples: [Int16], sampleRate: Int = audioSampleRate) -> Data {
        var data = Data(header(dataBytes: samples.count * 2, sampleRate: sampleRate))
        data.append(contentsOf: pcmBytes(samples))
        return data
    }

    /// Samples as little-endian bytes: a file's data, or a block the recording output appends.
    static func pcmBytes(_ samples: some Collection<Int16>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes.append(UInt8(bits & 0xFF))
            bytes.append(UInt8(bits >> 8))
        }
        return bytes
    }

    static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }
    }

    static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
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
        let rate = word(24)
        let size = min(word(40), bytes.count - 44)
        var samples: [Int16] = []
        samples.reserveCapacity(size / 2)
        var index = 44
        while index + 1 < 44 + size {
            samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
            index += 2
        }
        return (rate, samples)
    }
}
