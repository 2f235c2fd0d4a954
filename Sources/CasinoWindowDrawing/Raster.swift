import CasinoArt

/// An opaque frame in memory: `width × height` pixels as bytes R, G, B, A (A always 255),
/// row-major: SDL's `SDL_PIXELFORMAT_RGBA32`, so a window uploads it in one call and a
/// test compares it byte for byte.
package struct Raster: Sendable, Hashable {
    package let width: Int
    package let height: Int
    package internal(set) var bytes: [UInt8]

    /// A frame filled with `fill`.
    package init(width: Int, height: Int, fill: RGB = .black) {
        precondition(width >= 0 && height >= 0, "frame size must not be negative")
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
        let value = Self.pixel(fill)
        withPixels { $0.update(repeating: value) }
    }

    /// A colour as one pixel in memory: R, G, B, A bytes in order on any byte order.
    static func pixel(_ color: RGB) -> UInt32 {
        let bytes = (color.r, color.g, color.b, UInt8(255))
        return withUnsafeBytes(of: bytes) { $0.load(as: UInt32.self) }
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

    /// Each row filled with `gradient` sampled top (0) to bottom (1): the background.
    mutating func fillRows(_ gradient: ColorRamp) {
        let width = self.width
        let rows = height
        withPixels { pixels in
            for y in 0..<rows {
                let color = gradient.color(at: rows > 1 ? Double(y) / Double(rows - 1) : 0)
                let row = UnsafeMutableBufferPointer(
                    rebasing: pixels[(y * width)..<((y + 1) * width)])
                row.update(repeating: Self.pixel(color))
            }
        }
    }

    /// `color` laid over a rectangle (rounded by `radius` pixels) with its alpha, clipped.
    mutating func blend(_ rect: PixelRect, _ color: RGBA, radius: Int = 0) {
        let clipped = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty, color.alpha > 0 else { return }
        let width = self.width
        if color.alpha == 255 {
            let value = Self.pixel(color.rgb)
            withPixels { pixels in
                for y in clipped.y..<clipped.maxY {
                    let span = rect.roundedSpan(row: y, radius: radius)
                    let from = max(span.from, clipped.x)
                    let to = min(span.to, clipped.maxX)
                    guard from < to else { continue }
                    UnsafeMutableBufferPointer(
                        rebasing: pixels[(y * width + from)..<(y * width + to)]
                    )
                    .update(repeating: value)
                }
            }
            return
        }
        // Two channels at a time: red and blue in one word, green in another (the masks
        // assume a little-endian word, as on every machine Swift and SDL2 target here).
        let alpha = UInt32(color.alpha)
        let keep = 255 - alpha
        let source = Self.pixel(color.rgb)
        let sourceRB = (source & 0x00FF_00FF) &* alpha
        let sourceG = (source & 0x0000_FF00) &* alpha
        withPixels { pixels in
            for y in clipped.y..<clipped.maxY {
                let span = rect.roundedSpan(row: y, radius: radius)
                let from = max(span.from, clipped.x)
                let to = min(span.to, clipped.maxX)
                guard from < to else { continue }
                for index in (y * width + from)..<(y * width + to) {
                    let old = pixels[index]
                    let rb = ((old & 0x00FF_00FF) &* keep &+ sourceRB &+ 0x0080_0080)
                    let g = ((old & 0x0000_FF00) &* keep &+ sourceG &+ 0x0000_8000)
                    // Dividing by 255: x / 255 ≈ (x + x >> 8) >> 8 per channel.
                    let r8b8 = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                    let g8 = ((g &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
                    pixels[index] = r8b8 | g8 | 0xFF00_0000
                }
            }
        }
    }

    /// `image` with each art pixel drawn as a `zoom × zoom` block (nearest-neighbour, crisp)
    /// at (`x`, `y`), laid over at `alpha` (0–255); clipped to the frame and to `clip` when
    /// given.
    mutating func draw(
        _ image: PixelImage, x: Int, y: Int, zoom: Int, alpha: Int = 255, clip: PixelRect? = nil
    ) {
        guard alpha > 0, zoom > 0 else { return }
        var bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        if let clip { bounds = bounds.intersection(clip) }
        let target = image.placed(x: x, y: y, zoom: zoom)
        let area = bounds.intersection(target)
        guard !area.isEmpty else { return }
        let keep = 255 - alpha
        let width = self.width
        let pixels = image.pixels
        let imageWidth = image.width
        bytes.withUnsafeMutableBufferPointer { buffer in
            for ty in area.y..<area.maxY {
                let sy = (ty - y) / zoom
                var index = (ty * width + area.x) * 4
                for tx in area.x..<area.maxX {
                    if let color = pixels[sy * imageWidth + (tx - x) / zoom] {
                        if alpha == 255 {
                            buffer[index] = color.r
                            buffer[index + 1] = color.g
                            buffer[index + 2] = color.b
                            buffer[index + 3] = 255
                        } else {
                            buffer[index] = UInt8(
                                (Int(color.r) * alpha + Int(buffer[index]) * keep + 127) / 255)
                            buffer[index + 1] = UInt8(
                                (Int(color.g) * alpha + Int(buffer[index + 1]) * keep + 127) / 255)
                            buffer[index + 2] = UInt8(
                                (Int(color.b) * alpha + Int(buffer[index + 2]) * keep + 127) / 255)
                        }
                    }
                    index += 4
                }
            }
        }
    }
}
