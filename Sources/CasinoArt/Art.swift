import CasinoEngine

/// Every picture of the game, ready to draw: the one place front ends get art from, so the
/// terminal and the SDL window show the same symbols, logo and chip.
///
/// Images are parsed once, on first use, and shared (`static let` is lazy and
/// thread-safe).
package enum Art {
    /// Width and height of a regular symbol, in pixels.
    package static let symbolSize = SymbolSize.regular.pixels

    /// The picture of `symbol`, square, `size.pixels` wide, transparent around the art:
    /// draw it on ``Palette/reelFace``.
    package static func symbol(_ symbol: Symbol, size: SymbolSize = .regular) -> PixelImage {
        switch size {
        case .regular: regularSymbols[symbol.rawValue]
        case .small: smallSymbols[symbol.rawValue]
        }
    }

    /// The character map behind ``symbol(_:size:)``: for previews, tests and tools.
    package static func symbolMap(_ symbol: Symbol, size: SymbolSize = .regular) -> SpriteMap {
        SymbolArt.map(for: symbol, size: size)
    }

    /// Every hand-drawn map in the library (symbols at both sizes, chips, icons), so the
    /// tests can parse each one and report a typo by sprite name instead of trapping on
    /// first use in a player's game.
    package static var allSpriteMaps: [SpriteMap] {
        SymbolSize.allCases.flatMap { size in
            Symbol.allCases.map { SymbolArt.map(for: $0, size: size) }
        } + [
            ChipArt.regular, ChipArt.small, ChipArt.tiny, IconArt.reset, IconArt.info,
            IconArt.close,
        ]
    }

    private static let regularSymbols = Symbol.allCases.map {
        SymbolArt.map(for: $0, size: .regular).image
    }
    private static let smallSymbols = Symbol.allCases.map {
        SymbolArt.map(for: $0, size: .small).image
    }
}
