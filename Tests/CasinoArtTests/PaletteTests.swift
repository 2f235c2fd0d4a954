import CasinoArt
import Testing

@Test func paletteMatchesDesignNotes() {
    // The spec's palette (docs/ARCHITECTURE.md), digit for digit.
    #expect(Palette.red.description == "#E42A20")
    #expect(Palette.brightPurple.description == "#B81A70")
    #expect(Palette.blue.description == "#00004F")
    #expect(Palette.yellow.description == "#E4BB20")
    #expect(Palette.banana.description == "#E4DD20")
    #expect(Palette.darkPurple.description == "#22004D")
    #expect(Palette.white == RGB(r: 255, g: 255, b: 255))
    #expect(Palette.translucentBlack.rgb == .black)
    #expect(Palette.translucentBlack.alpha == 89)  // 0.35 × 255 = 89.25
}

@Test func hexRoundTrips() {
    let color = RGB(hex: 0x12AB9F)
    #expect(color == RGB(r: 0x12, g: 0xAB, b: 0x9F))
    #expect(color.hex == 0x12AB9F)
    #expect(color.description == "#12AB9F")
}

@Test func blendEndpointsAreExactAndMidpointIsHalfway() {
    let a = Palette.red
    let b = Palette.brightPurple
    #expect(a.mixed(with: b, amount: 0) == a)
    #expect(a.mixed(with: b, amount: 1) == b)
    #expect(a.mixed(with: b, amount: -3) == a)
    #expect(a.mixed(with: b, amount: 7) == b)
    #expect(a.mixed(with: b, amount: .nan) == a)
    // (0xE4 + 0xB8) / 2 = 0xCE, (0x2A + 0x1A) / 2 = 0x22, (0x20 + 0x70) / 2 = 0x48.
    #expect(a.mixed(with: b, amount: 0.5) == RGB(hex: 0xCE2248))
}

@Test func dimmingAndLighteningGoTowardBlackAndWhite() {
    let yellow = Palette.yellow
    #expect(yellow.mixed(with: .black, amount: 0) == yellow)
    #expect(yellow.mixed(with: .black, amount: 1) == .black)
    #expect(yellow.lightened(by: 1) == .white)
    #expect(yellow.mixed(with: .black, amount: 0.5).luma < yellow.luma)
    #expect(yellow.lightened(by: 0.5).luma > yellow.luma)
}

@Test func translucentBlackDarkensWhatIsBehindIt() {
    let seen = Palette.translucentBlack.over(.white)
    #expect(seen == RGB(r: 166, g: 166, b: 166))  // 255 × (1 − 89/255)
    #expect(RGBA(.white, opacity: 0).over(Palette.red) == Palette.red)
    #expect(RGBA(.white, opacity: 1).over(Palette.red) == .white)
}

@Test func backgroundGradientRunsFromRedToBrightPurple() {
    let gradient = Palette.background
    #expect(gradient.color(at: 0) == Palette.red)
    #expect(gradient.color(at: 1) == Palette.brightPurple)
    #expect(gradient.color(at: -1) == Palette.red)
    #expect(gradient.color(at: 2) == Palette.brightPurple)
    let rows = gradient.samples(24)
    #expect(rows.count == 24)
    #expect(rows.first == Palette.red)
    #expect(rows.last == Palette.brightPurple)
    // Monotone: the red channel only falls, the blue only rises, row by row.
    for (upper, lower) in zip(rows, rows.dropFirst()) {
        #expect(lower.r <= upper.r)
        #expect(lower.b >= upper.b)
    }
    #expect(gradient.samples(1) == [Palette.red])
    #expect(gradient.samples(0).isEmpty)
}

@Test func multiStopGradientPassesThroughEveryStop() {
    let gradient = ColorRamp(stops: [
        .init(.white, at: 1), .init(.black, at: 0), .init(Palette.red, at: 0.5),
    ])
    #expect(gradient.color(at: 0) == .black)
    #expect(gradient.color(at: 0.5) == Palette.red)
    #expect(gradient.color(at: 1) == .white)
    #expect(gradient.color(at: 0.25) == RGB.black.mixed(with: Palette.red, amount: 0.5))
}
