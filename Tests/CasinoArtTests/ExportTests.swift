import CasinoArt
import TestSupport
import Testing

@Test func xterm256PicksExactCubeAndGreyEntries() {
    #expect(RGB.black.nearestXterm256 == 16)
    #expect(RGB.white.nearestXterm256 == 231)
    #expect(RGB(hex: 0xFF0000).nearestXterm256 == 196)
    #expect(RGB(hex: 0x808080).nearestXterm256 == 244)  // grey ramp: 8 + 10 × 12 = 128
    for index in UInt8(16)...UInt8(255) {
        let colour = RGB(xterm256: index)!
        // Every palette colour maps back to an entry that shows exactly that colour.
        #expect(RGB(xterm256: colour.nearestXterm256) == colour, "index \(index)")
    }
    #expect(RGB(xterm256: 15) == nil)
}

@Test func xterm256KeepsThePaletteRecognisable() {
    // Quantising must not swap hues: red stays reddest, blue stays bluest.
    let red = RGB(xterm256: Palette.red.nearestXterm256)!
    #expect(red.r > red.g && red.r > red.b)
    let blue = RGB(xterm256: Palette.blue.nearestXterm256)!
    #expect(blue.b > blue.r && blue.b > blue.g)
    let yellow = RGB(xterm256: Palette.yellow.nearestXterm256)!
    #expect(yellow.r > yellow.b && yellow.g > yellow.b)
}

@Test func rgbaBytesMarkTransparencyWithZeroAlpha() {
    var image = PixelImage(width: 2, height: 1)
    image[1, 0] = RGB(hex: 0x102030)
    #expect(image.rgba8888() == [0, 0, 0, 0, 0x10, 0x20, 0x30, 255])
    #expect(Art.symbol(.apple).rgba8888().count == 16 * 16 * 4)
}

@Test func betCapsulesFitTheirAmountsAndUseTheGradient() {
    let ten = Art.betCapsule("10")
    let twenty = Art.betCapsule("20")
    #expect(ten.height == 13 && twenty.height == 13)
    #expect(ten.colors.contains(.white))
    #expect(ten != twenty)
    // The gradient runs down the capsule: yellow side on top, red at the bottom.
    let top = Palette.betCapsule.samples(13)[1]
    let bottom = Palette.betCapsule.samples(13)[11]
    #expect(ten[ten.width / 2, 1] == top)  // above the label
    #expect(ten.colors.contains(bottom))
}

@Test func newGameButtonHasARedOutline() {
    let button = Art.newGameButton
    #expect(button[button.width / 2, 0] == Palette.red)
    #expect(button[button.width / 2, button.height - 1] == Palette.red)
    #expect(button.colors.contains(.white))
}
