import CasinoArt
import Foundation

/// PNG files of the game's pixel art, made in memory: the Apple app turns them into images
/// (`UIImage(data:)`) instead of bundling copies of the art, so every front end draws the same
/// pictures from ``Art``.
///
/// The encoder writes 8-bit RGBA, one unfiltered scanline after another, in uncompressed
/// ("stored") deflate blocks: the sprites are a few kilobytes, so compressing them would buy
/// nothing, and the format stays simple enough to check byte by byte.
public enum PNGImage {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest block a stored deflate block can hold (its length is 16 bits).
    static let maximumStoredBlock = 65_535

    /// `image` as a PNG file; transparent pixels stay transparent.
    public static func encode(_ image: PixelImage) -> Data {
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, 6, 0, 0, 0]

        let rgba = image.rgba8888()
        let rowBytes = image.width * 4
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(image.height * (rowBytes + 1))
        for y in 0..<image.height {
            scanlines.append(0)  // filter type None
            scanlines += rgba[(y * rowBytes)..<(y * rowBytes + rowBytes)]
        }

        var file = signature
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(scanlines))
        file += chunk("IEND", [])
        return Data(file)
    }

    /// A zlib stream of `bytes` in stored blocks, with its Adler-32 trailer.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes the header a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + maximumStoredBlock, bytes.count)
            let length = UInt16(end - start)
            stream.append(end == bytes.count ? 1 : 0)  // BFINAL, BTYPE 00 (stored)
            stream += littleEndian(length)
            stream += littleEndian(~length)
            stream += bytes[start..<end]
            start = end
        } while start < bytes.count
        stream += bigEndian(adler32(bytes))
        return stream
    }

    /// One chunk: length, type, data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// The CRC-32 PNG uses (ISO 3309, polynomial 0xEDB88320 reflected).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// zlib's Adler-32 checksum.
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65_521
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % modulus
            b = (b + a) % modulus
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var c = UInt32(index)
        for _ in 0..<8 {
            c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
            UInt8(value & 0xFF),
        ]
    }

    static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
}
