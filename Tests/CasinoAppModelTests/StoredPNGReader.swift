import Foundation

/// Reads back the PNG files `PixelImage.png()` writes (RGBA, 8 bits, unfiltered rows, stored
/// deflate blocks), checking every length, checksum and header field on the way, so a test
/// can compare pixels. It rejects anything else rather than guessing.
enum StoredPNGReader {
    static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10])
        else { return nil }
        var offset = 8
        var header: [UInt8] = []
        var idat: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = Int(word(bytes, offset))
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = word(bytes, offset + 8 + length)
            guard crc == crc32(Array(bytes[(offset + 4)..<(offset + 8)]) + body) else { return nil }
            switch type {
            case "IHDR": header = body
            case "IDAT": idat += body
            case "IEND": ended = true
            default: return nil
            }
            offset += 12 + length
        }
        guard ended, offset == bytes.count, header.count == 13,
            Array(header[8..<13]) == [8, 6, 0, 0, 0]
        else { return nil }
        let width = Int(word(header, 0))
        let height = Int(word(header, 4))
        guard let raw = inflateStored(idat), raw.count == height * (width * 4 + 1) else {
            return nil
        }
        var rgba: [UInt8] = []
        for y in 0..<height {
            let start = y * (width * 4 + 1)
            guard raw[start] == 0 else { return nil }
            rgba += raw[(start + 1)..<(start + 1 + width * 4)]
        }
        return (width, height, rgba)
    }

    private static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, stream[0] == 0x78,
            (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0
        else { return nil }
        var offset = 2
        var out: [UInt8] = []
        var final = false
        while !final {
            guard offset + 5 <= stream.count, stream[offset] & 0b110 == 0 else { return nil }
            final = stream[offset] & 1 == 1
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            let complement = Int(stream[offset + 3]) | Int(stream[offset + 4]) << 8
            guard length ^ 0xFFFF == complement, offset + 5 + length <= stream.count else {
                return nil
            }
            out += stream[(offset + 5)..<(offset + 5 + length)]
            offset += 5 + length
        }
        guard offset + 4 == stream.count, word(stream, offset) == adler32(out) else { return nil }
        return out
    }

    private static func word(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[at + $1]) }
    }

    // Independent of the encoder's own: bit by bit, no table.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
