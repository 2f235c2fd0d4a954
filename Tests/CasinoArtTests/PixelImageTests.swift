import CasinoArt
import Testing

@Test func subscriptsReadAndWriteRowMajor() {
    var image = PixelImage(width: 3, height: 2)
    image[2, 1] = Palette.red
    #expect(image.pixels[5] == Palette.red)
    #expect(image[2, 1] == Palette.red)
    #expect(Array(image.row(1)) == [nil, nil, Palette.red])
    #expect(image.opaqueCount == 1)
    #expect(!image.isBlank)
    #expect(PixelImage(width: 4, height: 4).isBlank)
    #expect(image.opaqueBounds?.x == 2)
    #expect(image.opaqueBounds?.y == 1)
}

@Test func drawingKeepsWhatIsUnderTransparentPixelsAndClips() {
    let canvas = PixelImage(width: 4, height: 4, fill: .white)
    var sprite = PixelImage(width: 2, height: 2)
    sprite[1, 1] = Palette.red
    let drawn = canvas.drawing(sprite, atX: 3, y: 3)  // only (0, 0) of the sprite lands…
    #expect(drawn == canvas)  // …and it is transparent
    let shifted = canvas.drawing(sprite, atX: 2, y: -1)
    #expect(shifted[3, 0] == Palette.red)
    #expect(shifted.opaqueCount == 16)
    #expect(shifted.pixels.filter { $0 == Palette.red }.count == 1)
}

@Test func flattenAndBlendForTerminalsAndFades() {
    var image = PixelImage(width: 2, height: 1)
    image[0, 0] = Palette.red
    #expect(image.flattened(onto: .white) == [Palette.red, .white])
    let faded = image.blended(toward: Palette.reelFace, amount: 1)
    #expect(faded[0, 0] == Palette.reelFace)
    #expect(faded[1, 0] == nil)
    #expect(image.mirroredHorizontally()[1, 0] == Palette.red)
}

@Test func nearestScalingRepeatsPixels() {
    var image = PixelImage(width: 2, height: 1)
    image[1, 0] = Palette.blue
    let big = image.scaled(by: 3)
    #expect(big.width == 6 && big.height == 3)
    #expect(big[2, 2] == nil)
    #expect(big[3, 0] == Palette.blue)
    #expect(big[5, 2] == Palette.blue)
}

@Test func averagingScaleMixesCoveredColoursAndDropsMostlyEmptyPixels() {
    // 2×2 → 1×1: two red, two white: the mean.
    var checker = PixelImage(width: 2, height: 2, fill: .white)
    checker[0, 0] = RGB(r: 200, g: 0, b: 0)
    checker[1, 1] = RGB(r: 200, g: 0, b: 0)
    #expect(checker.scaledAveraging(toWidth: 1, height: 1)[0, 0] == RGB(r: 228, g: 128, b: 128))
    // One opaque pixel out of four: under half covered, so transparent.
    var speck = PixelImage(width: 2, height: 2)
    speck[0, 0] = .white
    #expect(speck.scaledAveraging(toWidth: 1, height: 1)[0, 0] == nil)
    // Two of four opaque: the average of the opaque ones only (no fading toward black).
    speck[1, 0] = .white
    #expect(speck.scaledAveraging(toWidth: 1, height: 1)[0, 0] == .white)
    // Same size is the identity; a 4 → 3 shrink of a solid image stays solid.
    let solid = PixelImage(width: 4, height: 4, fill: Palette.yellow)
    #expect(solid.scaledAveraging(toWidth: 4, height: 4) == solid)
    #expect(
        solid.scaledAveraging(toWidth: 3, height: 3)
            == PixelImage(
                width: 3, height: 3, fill: Palette.yellow))
}
