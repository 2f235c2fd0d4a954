import CasinoEngine

/// Every picture of the game, ready to draw: the one place front ends get art from, so the
/// terminal and the SDL window show the same symbols, logo and chip.
///
/// Images are parsed once, on first use, and shared (`static let` is lazy and
/// thread-safe).
public enum Art {
    /// Width and height of a full-size symbol, in pixels.
    public static let symbolSize = 16

    /// The full-size (16×16) picture of `symbol`, transparent around the art: draw it on
    /// ``Palette/reelFace``.
    public static func symbol(_ symbol: Symbol) -> PixelImage {
        symbolImages[symbol.rawValue]
    }

    /// The character map behind ``symbol(_:)``: for previews, tests and tools.
    public static func symbolMap(_ symbol: Symbol) -> SpriteMap {
        SymbolArt.map(for: symbol)
    }

    private static let symbolImages: [PixelImage] = Symbol.allCases.map {
        SymbolArt.map(for: $0).image
    }
}
