import CasinoArt

/// An opaque frame in memory: `width × height` pixels as bytes R, G, B, A (A always 255),
/// row-major: SDL's `SDL_PIXELFORMAT_RGBA32`, so a window uploads it in one call and a
/// test compares it byte for byte.
package struct Raster: Sendable, Hashable {
    package let width: Int
    package let height: Int
    package internal(set) var bytes: [UInt8]

    /// A black frame.
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "frame size must not be negative")
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
        // Bytes 0, 0, 0, 255 in memory: a little-endian word with the alpha at the top.
        withPixels { $0.update(repeating: UInt32(littleEndian: 0xFF00_0000)) }
    }

    /// The frame's pixels as 32-bit words, for whole-pixel writes.
    mutating func withPixels<Result>(
        _ body: (UnsafeMutableBufferPointer<UInt32>) -> Result
    ) -> Result {
        bytes.withUnsafeMutableBytes { raw in body(raw.bindMemory(to: UInt32.self)) }
    }

    /// The colour at (`x`, `y`).
    package func color(x: Int, y: Int) -> RGB {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel outside the frame")
        let index = (y * width + x) * 4
        return RGB(r: bytes[index], g: bytes[index + 1], b: bytes[index + 2])
    }

    /// The frame as ``PixelWords``, which do the blending.
    mutating func withWords(_ body: (PixelWords) -> Void) {
        let (width, height) = (self.width, self.height)
        withPixels { pixels in
            guard let base = pixels.baseAddress else { return }
            body(
                PixelWords(
                    base: base, width: width, height: height, wordsPerRow: width, layout: .rgba32))
        }
    }
}
