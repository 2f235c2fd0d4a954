import CasinoArt

/// Rows of 32-bit pixels in memory that is not ours to keep (a ``Raster``'s bytes, or the
/// surface SDL's software renderer draws into), and where the channels sit in a word.
///
/// Images laid over at an opacity are blended here, for the goldens and for the window
/// alike: SDL's software renderer takes its slowest path for a texture with both its own
/// alpha and an opacity (a generic blit that decides the blend mode pixel by pixel), and a
/// spin fades its three symbols in every frame. Drawing them here made a 1 080 × 1 920
/// window's spin a quarter cheaper.
package struct PixelWords {
    private let base: UnsafeMutablePointer<UInt32>
    private let bounds: PixelRect
    private let wordsPerRow: Int
    private let layout: Layout

    /// Where red and blue sit in a word (bits 0 and 16, either way round, green always at 8:
    /// the layouts where two channels blend in one multiply), and the bits every pixel
    /// written sets (an alpha byte that must read opaque).
    package struct Layout: Sendable {
        let redShift: UInt32
        let blueShift: UInt32
        let opaque: UInt32

        /// Bytes R, G, B, A in memory: a ``Raster``, SDL's ABGR8888 on a little-endian machine.
        package static let rgba32 = Layout(redShift: 0, blueShift: 16, opaque: 0xFF00_0000)
        /// SDL's ARGB8888: a word A, R, G, B from the top byte down.
        package static let argb8888 = Layout(redShift: 16, blueShift: 0, opaque: 0xFF00_0000)

        private init(redShift: UInt32, blueShift: UInt32, opaque: UInt32) {
            self.redShift = redShift
            self.blueShift = blueShift
            self.opaque = opaque
        }

        /// A surface's layout from its channels' shifts and its alpha mask; nil for one this
        /// cannot draw (XRGB8888, ARGB8888 and ABGR8888 it can).
        package init?(red: Int, green: Int, blue: Int, alphaMask: UInt32) {
            guard green == 8, [red, blue].sorted() == [0, 16] else { return nil }
            self.init(redShift: UInt32(red), blueShift: UInt32(blue), opaque: alphaMask)
        }
    }

    /// Red and blue under one mask, green under another.
    private static let redBlue: UInt32 = 0x00FF_00FF
    private static let green: UInt32 = 0x0000_FF00

    /// A `width × height` frame at `base`, its rows `wordsPerRow` apart.
    package init(
        base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, wordsPerRow: Int,
        layout: Layout
    ) {
        precondition(wordsPerRow >= width, "rows overlap")
        self.base = base
        bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        self.wordsPerRow = wordsPerRow
        self.layout = layout
    }

    private func word(_ color: RGB) -> UInt32 {
        UInt32(color.r) << layout.redShift | UInt32(color.g) << 8
            | UInt32(color.b) << layout.blueShift | layout.opaque
    }

    /// `image` with each art pixel a `zoom × zoom` block (nearest-neighbour, crisp) at
    /// (`x`, `y`), laid over at `alpha` (0–255), inside `clip` when given.
    ///
    /// Each channel becomes `(image × alpha + under × (255 − alpha) + 127) / 255`, exactly.
    package func draw(
        _ image: PixelImage, x: Int, y: Int, zoom: Int, alpha: Int, clip: PixelRect? = nil
    ) {
        guard alpha > 0, zoom > 0 else { return }
        let area = image.placed(x: x, y: y, zoom: zoom)
            .intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }
        let pixels = image.pixels
        let imageWidth = image.width
        let (left, right) = (area.x, area.maxX)
        for row in area.y..<area.maxY {
            let line = base + row * wordsPerRow
            let artRow = (row - y) / zoom * imageWidth
            var column = left
            var art = (column - x) / zoom
            while column < right {
                // The device pixels of one art pixel on this row.
                let end = min(x + (art + 1) * zoom, right)
                if let color = pixels[artRow + art] {
                    let word = word(color)
                    if alpha == 255 {
                        (line + column).update(repeating: word, count: end - column)
                    } else {
                        for index in column..<end {
                            line[index] = blend(word, over: line[index], alpha: UInt32(alpha))
                        }
                    }
                }
                column = end
                art += 1
            }
        }
    }

    /// `color` laid over `rect` (corners rounded by `radius` pixels) with its alpha.
    package func fill(_ rect: PixelRect, _ color: RGBA, radius: Int) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty, color.alpha > 0 else { return }
        let word = word(color.rgb)
        for row in clipped.y..<clipped.maxY {
            let span = rect.roundedSpan(row: row, radius: radius)
            let from = max(span.from, clipped.x)
            let to = min(span.to, clipped.maxX)
            guard from < to else { continue }
            let line = base + row * wordsPerRow
            if color.alpha == 255 {
                (line + from).update(repeating: word, count: to - from)
            } else {
                for index in from..<to {
                    line[index] = blend(word, over: line[index], alpha: UInt32(color.alpha))
                }
            }
        }
    }

    /// `word` laid over `under` at `alpha`; dividing by 255 as `(t + t >> 8) >> 8` with
    /// `t = x + 128`, which is `(x + 127) / 255` for every `x` up to 255 × 255.
    private func blend(_ word: UInt32, over under: UInt32, alpha: UInt32) -> UInt32 {
        let keep = 255 - alpha
        let redBlue =
            (under & Self.redBlue) &* keep &+ (word & Self.redBlue) &* alpha &+ 0x0080_0080
        let green = (under & Self.green) &* keep &+ (word & Self.green) &* alpha &+ 0x0000_8000
        let redBlue8 = ((redBlue &+ ((redBlue >> 8) & Self.redBlue)) >> 8) & Self.redBlue
        let green8 = ((green &+ ((green >> 8) & Self.green)) >> 8) & Self.green
        return redBlue8 | green8 | layout.opaque
    }
}
