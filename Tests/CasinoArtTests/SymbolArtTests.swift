import CasinoEngine
import Testing

@testable import CasinoArt

private let everySymbolAndSize = Symbol.allCases.flatMap { symbol in
    SymbolSize.allCases.map { (symbol, $0) }
}

@Test(arguments: everySymbolAndSize)
func symbolMapParsesAtItsSize(_ symbol: Symbol, _ size: SymbolSize) throws {
    let image = try SymbolArt.map(for: symbol, size: size).parse()  // a bad map fails here, by name
    #expect(image.width == size.pixels)
    #expect(image.height == size.pixels)
    #expect(Art.symbol(symbol, size: size) == image)
    #expect(SymbolArt.map(for: symbol, size: size).name.hasPrefix(symbol.name))
}

@Test func regularSizeIsSixteenAndTheDefault() {
    #expect(SymbolSize.regular.pixels == 16)
    #expect(SymbolSize.small.pixels == 12)
    #expect(Art.symbol(.cherry) == Art.symbol(.cherry, size: .regular))
}

@Test(arguments: everySymbolAndSize)
func symbolFillsItsReelAndHasAnOutline(_ symbol: Symbol, _ size: SymbolSize) throws {
    let image = Art.symbol(symbol, size: size)
    let label = "\(symbol.name) at \(size.pixels)"
    let bounds = try #require(image.opaqueBounds, "\(label) is blank")
    // Big enough to read on a reel: nearly the full tile one way, a third of its area.
    #expect(max(bounds.width, bounds.height) >= size.pixels - 2, "\(label) is too small")
    #expect(image.opaqueCount * 3 >= size.pixels * size.pixels, "\(label) covers too little")
    // Outlined: the ink borders the art, so it reads on any background.
    #expect(image.colors.contains(Palette.outline), "\(label) has no outline")
    // Colourful: at least three colours besides the outline.
    let colours = image.colors.subtracting([Palette.outline])
    #expect(colours.count >= 3, "\(label) has only \(colours.count) colours")
}

/// Fraction of a tile's pixels that look clearly different once both symbols lie on the
/// reel face: what a player compares at a glance.
private func visibleDifference(_ a: PixelImage, _ b: PixelImage) -> Double {
    let pa = a.flattened(onto: Palette.reelFace)
    let pb = b.flattened(onto: Palette.reelFace)
    let differing = zip(pa, pb).filter { $0.distanceSquared(to: $1) > 60 * 60 }.count
    return Double(differing) / Double(pa.count)
}

@Test(arguments: SymbolSize.allCases)
func symbolsArePairwiseClearlyDifferent(_ size: SymbolSize) {
    let symbols = Symbol.allCases
    for (i, a) in symbols.enumerated() {
        for b in symbols[(i + 1)...] {
            let difference = visibleDifference(
                Art.symbol(a, size: size), Art.symbol(b, size: size))
            #expect(difference >= 0.3, "\(a.name) and \(b.name) differ in only \(difference)")
        }
    }
}

/// The most common colour after the outline: the colour a player names the symbol by
/// ("the red one", "the purple one").
private func dominantColour(_ image: PixelImage) -> RGB {
    var counts: [RGB: Int] = [:]
    for case let pixel? in image.pixels where pixel != Palette.outline {
        counts[pixel, default: 0] += 1
    }
    let best = counts.max {
        $0.value < $1.value || ($0.value == $1.value && $0.key.hex < $1.key.hex)
    }
    return best?.key ?? Palette.outline
}

/// Pixels within reach of `colour`: where "the red part" of a symbol is.
private func region(of colour: RGB, in image: PixelImage) -> [Bool] {
    image.pixels.map { $0.map { $0.distanceSquared(to: colour) < 80 * 80 } ?? false }
}

@Test(arguments: SymbolSize.allCases)
func symbolsSharingADominantColourHaveDifferentShapes(_ size: SymbolSize) {
    // Red apple, cherry and heart share a hue; then where that colour lies must differ.
    let symbols = Symbol.allCases
    for (i, a) in symbols.enumerated() {
        for b in symbols[(i + 1)...] {
            let ia = Art.symbol(a, size: size)
            let ib = Art.symbol(b, size: size)
            let ca = dominantColour(ia)
            let cb = dominantColour(ib)
            guard ca.distanceSquared(to: cb) < 80 * 80 else { continue }
            let ra = region(of: ca, in: ia)
            let rb = region(of: cb, in: ib)
            let both = zip(ra, rb).filter { $0 && $1 }.count
            let either = zip(ra, rb).filter { $0 || $1 }.count
            let overlap = Double(both) / Double(either)
            #expect(overlap < 0.6, "\(a.name) and \(b.name): same colour, overlap \(overlap)")
        }
    }
}

@Test(arguments: Symbol.allCases)
func smallSymbolKeepsTheRegularOnesMainColour(_ symbol: Symbol) {
    // A player who learnt "the purple one" at full size finds it again on a short terminal.
    let regular = dominantColour(Art.symbol(symbol, size: .regular))
    let small = dominantColour(Art.symbol(symbol, size: .small))
    #expect(regular == small, "\(symbol.name): \(regular) became \(small)")
}
