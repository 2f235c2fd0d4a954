import CasinoEngine

/// Every picture of the game, ready to draw: the one place front ends get art from, so the
/// terminal and the SDL window show the same symbols, logo and chip.
///
/// Images are parsed once, on first use, and shared (`static let` is lazy and
/// thread-safe).
package enum Art {
    /// The picture of `symbol`, square, `size.pixels` wide, transparent around the art:
    /// draw it on ``Palette/reelFace``.
    package static func symbol(_ symbol: Symbol, size: SymbolSize = .regular) -> PixelImage {
        switch size {
        case .regular: regularSymbols[symbol.rawValue]
        case .small: smallSymbols[symbol.rawValue]
        }
    }

    private static let regularSymbols = Symbol.allCases.map {
        SymbolArt.map(for: $0, size: .regular).image
    }
    private static let smallSymbols = Symbol.allCases.map {
        SymbolArt.map(for: $0, size: .small).image
    }
}
