import CasinoArt
import CasinoEngine
import Testing

@Test(arguments: Symbol.allCases)
func symbolMapParsesAtFullSize(_ symbol: Symbol) throws {
    let image = try Art.symbolMap(symbol).parse()  // a malformed map fails here, by name
    #expect(image.width == Art.symbolSize)
    #expect(image.height == Art.symbolSize)
    #expect(Art.symbol(symbol) == image)
    #expect(Art.symbolMap(symbol).name == symbol.name)
}

@Test(arguments: Symbol.allCases)
func symbolFillsItsReelAndHasAnOutline(_ symbol: Symbol) throws {
    let image = Art.symbol(symbol)
    let bounds = try #require(image.opaqueBounds, "\(symbol.name) is blank")
    // Big enough to read on a reel: at least 10 px wide or tall and a third of the area.
    #expect(max(bounds.width, bounds.height) >= 14, "\(symbol.name) is too small")
    #expect(image.opaqueCount >= 256 / 3, "\(symbol.name) covers too little of its tile")
    // Outlined: the ink borders the art, so it reads on any background.
    #expect(image.pixels.contains(Palette.outline))
    // Colourful: at least three colours besides the outline.
    let colours = Set(image.pixels.compactMap { $0 }).subtracting([Palette.outline])
    #expect(colours.count >= 3, "\(symbol.name) has only \(colours.count) colours")
}

/// Fraction of a tile's pixels that look clearly different once both symbols lie on the
/// reel face: what a player compares at a glance.
private func visibleDifference(_ a: PixelImage, _ b: PixelImage) -> Double {
    let pa = a.flattened(onto: Palette.reelFace)
    let pb = b.flattened(onto: Palette.reelFace)
    let differing = zip(pa, pb).filter { $0.distanceSquared(to: $1) > 60 * 60 }.count
    return Double(differing) / Double(pa.count)
}

@Test func symbolsArePairwiseClearlyDifferent() {
    let symbols = Symbol.allCases
    for (i, a) in symbols.enumerated() {
        for b in symbols[(i + 1)...] {
            let difference = visibleDifference(Art.symbol(a), Art.symbol(b))
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
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.hex < $1.key.hex) }!
        .key
}

/// Pixels within reach of `colour`: where "the red part" of a symbol is.
private func region(of colour: RGB, in image: PixelImage) -> [Bool] {
    image.pixels.map { $0.map { $0.distanceSquared(to: colour) < 80 * 80 } ?? false }
}

@Test func symbolsSharingADominantColourHaveDifferentShapes() {
    // Red apple, cherry and heart share a hue; then where that colour lies must differ.
    let symbols = Symbol.allCases
    for (i, a) in symbols.enumerated() {
        for b in symbols[(i + 1)...] {
            let ca = dominantColour(Art.symbol(a))
            let cb = dominantColour(Art.symbol(b))
            guard ca.distanceSquared(to: cb) < 80 * 80 else { continue }
            let ra = region(of: ca, in: Art.symbol(a))
            let rb = region(of: cb, in: Art.symbol(b))
            let both = zip(ra, rb).filter { $0 && $1 }.count
            let either = zip(ra, rb).filter { $0 || $1 }.count
            let overlap = Double(both) / Double(either)
            #expect(overlap < 0.6, "\(a.name) and \(b.name): same colour, overlap \(overlap)")
        }
    }
}
