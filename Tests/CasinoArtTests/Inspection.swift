import CasinoEngine

@testable import CasinoArt

/// What the art tests ask of a picture, and the game's front ends never do.
extension PixelImage {
    /// One row, left to right.
    func row(_ y: Int) -> [RGB?] {
        (0..<width).map { self[$0, y] }
    }

    /// Number of opaque pixels: zero means the sprite would draw nothing.
    var opaqueCount: Int { pixels.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// The distinct opaque colours used.
    var colors: Set<RGB> { Set(pixels.compactMap { $0 }) }

    /// True when every pixel is transparent.
    var isBlank: Bool { opaqueCount == 0 }

    /// Every pixel made opaque by compositing onto `background`.
    func flattened(onto background: RGB) -> [RGB] {
        pixels.map { $0 ?? background }
    }

    /// Mirrored left to right.
    func mirroredHorizontally() -> PixelImage {
        var result = self
        for y in 0..<height {
            for x in 0..<width {
                result[x, y] = self[width - 1 - x, y]
            }
        }
        return result
    }

    /// The smallest rectangle holding every opaque pixel, or nil for a blank image.
    var opaqueBounds: (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width where self[x, y] != nil {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Area-averaging resampling: each new pixel is the area-weighted mean of the source
    /// pixels it covers, transparent when less than half of its area was opaque. The way
    /// the small symbols were not made (see ``SymbolSize``), kept to show why.
    func scaledAveraging(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        precondition(newWidth >= 0 && newHeight >= 0, "image size must not be negative")
        guard width > 0 && height > 0 && newWidth > 0 && newHeight > 0 else {
            return PixelImage(width: newWidth, height: newHeight)
        }
        var result = PixelImage(width: newWidth, height: newHeight)
        // Work in units where one new pixel is `width` by `height` source-units wide, so
        // every boundary is an integer and the weights are exact.
        for ty in 0..<newHeight {
            let y0 = ty * height
            let y1 = y0 + height
            for tx in 0..<newWidth {
                let x0 = tx * width
                let x1 = x0 + width
                var opaqueArea = 0
                var sums = (r: 0, g: 0, b: 0)
                for sy in (y0 / newHeight)..<min(height, (y1 + newHeight - 1) / newHeight) {
                    let overlapY = min(y1, (sy + 1) * newHeight) - max(y0, sy * newHeight)
                    guard overlapY > 0 else { continue }
                    for sx in (x0 / newWidth)..<min(width, (x1 + newWidth - 1) / newWidth) {
                        let overlapX = min(x1, (sx + 1) * newWidth) - max(x0, sx * newWidth)
                        guard overlapX > 0, let color = self[sx, sy] else { continue }
                        let area = overlapX * overlapY
                        opaqueArea += area
                        sums.r += Int(color.r) * area
                        sums.g += Int(color.g) * area
                        sums.b += Int(color.b) * area
                    }
                }
                guard opaqueArea * 2 >= width * height, opaqueArea > 0 else { continue }
                func mean(_ sum: Int) -> UInt8 { UInt8((sum + opaqueArea / 2) / opaqueArea) }
                result[tx, ty] = RGB(r: mean(sums.r), g: mean(sums.g), b: mean(sums.b))
            }
        }
        return result
    }
}

/// Every hand-drawn map in the library (symbols at both sizes, chips, icons), so the tests
/// can parse each one and report a typo by sprite name instead of trapping on first use in a
/// player's game.
let allSpriteMaps =
    SymbolSize.allCases.flatMap { size in
        Symbol.allCases.map { SymbolArt.map(for: $0, size: size) }
    } + [
        ChipArt.regular, ChipArt.small, IconArt.reset, IconArt.info, IconArt.close,
    ]

extension PixelFont {
    /// Every glyph map is well formed: `height` rows of one width, only `#` and `.`.
    func validate() throws(SpriteError) {
        for (character, source) in sources.sorted(by: { $0.key < $1.key }) {
            _ = try Self.parse(source, character: character, font: name, height: height)
        }
    }

    /// The characters this font draws (besides space).
    var characters: Set<Character> {
        Set(glyphs.keys).union(Self.accented.keys.filter { composedGlyph($0) != nil })
    }
}
