extension PixelImage {
    /// The picture as a PNG file (8-bit RGBA, transparency kept), for desktop icons and the
    /// documentation, written without any image library.
    ///
    /// The pixel data is stored, not compressed: the art is small (a 256×256 icon is 256 kB),
    /// and a stored zlib stream needs no deflate encoder, so every viewer reads the file and
    /// the bytes depend only on the picture.
    package func png() -> [UInt8] {
        let rgba = rgba8888()
        let rowBytes = width * 4
        // Each row follows its filter type, 0: the row as it is.
        let raw = (0..<height).flatMap { row in
            [0] + rgba[(row * rowBytes)..<((row + 1) * rowBytes)]
        }
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        let header = PNG.bigEndian(UInt32(width)) + PNG.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + PNG.chunk("IHDR", header) + PNG.chunk("IDAT", PNG.storedZlib(raw))
            + PNG.chunk("IEND", [])
    }
}

/// The parts of the PNG format (ISO/IEC 15948) and of zlib (RFC 1950, 1951) that a file of
/// stored blocks needs.
private enum PNG {
    /// The largest stored deflate block.
    static let blockLimit = 65_535

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
    static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 kB window; FLG 0x01 makes the pair a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + blockLimit, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            stream += littleEndian(length) + littleEndian(~length)
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(adler32(data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian, Array.init)
    }

    static func littleEndian(_ value: UInt16) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian, Array.init)
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        // The largest prime below 2¹⁶, as RFC 1950 defines the checksum.
        let modulus: UInt32 = 65_521
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % modulus
            b = (b + a) % modulus
        }
        return b << 16 | a
    }
}
