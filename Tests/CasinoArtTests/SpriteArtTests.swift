import CasinoArt
import Testing

@Test func logoFitsEightyColumnsInTheRMITColours() {
    #expect(Art.logo.width == 68 && Art.logo.height == 10)
    #expect(Art.logoSmall.width == 48 && Art.logoSmall.height == 8)
    for logo in [Art.logo, Art.logoSmall] {
        #expect(logo.width <= 80)
        // Transparent around the letters, for any background: the shadow leaves the top
        // right corner empty.
        #expect(logo[logo.width - 1, 0] == nil)
        #expect(logo.colors.contains(Palette.banana))  // top rows of the letters
        #expect(logo.colors.contains(Palette.yellow))  // bottom rows
        #expect(logo.colors.contains(Palette.darkPurple))  // outline and shadow
    }
}

@Test func wordmarkIsTheTextInsideItsOutline() {
    // The letters themselves sit one pixel in: outline and shadow never cover them.
    let text = PixelFont.bold.render("RMIT CASINO", color: .white)
    for y in 0..<text.height {
        for x in 0..<text.width {
            let inLogo = Art.logo[x + 1, y + 1]
            let isLetter = inLogo != nil && inLogo != Palette.darkPurple
            #expect(isLetter == (text[x, y] != nil), "(\(x), \(y))")
        }
    }
}

@Test func chipsAreRoundRedChips() {
    for (chip, size) in [(Art.chip, 10), (Art.chipSmall, 8)] {
        #expect(chip.width == size && chip.height == size)
        #expect(chip[0, 0] == nil && chip[size - 1, size - 1] == nil)  // round, not square
        #expect(chip.colors.contains(Palette.red))
        #expect(chip.opaqueBounds?.width == size && chip.opaqueBounds?.height == size)
    }
}

@Test func spinButtonsAreCapsulesWithARedLabel() {
    #expect(Art.spinButton.width == 33 && Art.spinButton.height == 13)
    #expect(Art.spinButtonSmall.width == 23 && Art.spinButtonSmall.height == 9)
    for button in [Art.spinButton, Art.spinButtonSmall] {
        #expect(button[0, 0] == nil && button[button.width - 1, button.height - 1] == nil)
        #expect(button[button.width / 2, 0] == Palette.outline)  // flat top edge
        #expect(button.colors.contains(Palette.red))
        let middle = button.height / 2
        #expect(button[2, middle] == Art.spinGold.samples(button.height)[middle])
    }
}

@Test func iconsAreNineByNineWhiteOnInk() {
    for icon in [Art.resetIcon, Art.infoIcon, Art.closeIcon] {
        #expect(icon.width == 9 && icon.height == 9)
        #expect(icon.colors.contains(.white))
        #expect(icon.colors.contains(Palette.outline))
    }
    #expect(Set([Art.resetIcon, Art.infoIcon, Art.closeIcon]).count == 3)
    #expect(Art.closeIcon == Art.closeIcon.mirroredHorizontally())  // a symmetric ×
}

@Test func capsuleHasRoundEndsAndAGradientBody() {
    let capsule = Art.capsule(
        width: 20, height: 8, fill: Palette.betCapsule, outline: Palette.outline)
    #expect(capsule == capsule.mirroredHorizontally())
    #expect(capsule[0, 0] == nil)
    #expect(capsule[0, 4] == Palette.outline)  // the round end reaches the side mid-height
    #expect(capsule[10, 0] == Palette.outline)
    #expect(capsule[10, 1] == Palette.betCapsule.samples(8)[1])
    #expect(capsule[10, 6] == Palette.betCapsule.samples(8)[6])
}

@Test func reelFrameHasAFaceInsideARoundedRim() {
    let frame = Art.reelFrame(width: 22, height: 20)
    #expect(frame.width == 22 && frame.height == 20)
    for (x, y) in [(0, 0), (21, 0), (0, 19), (21, 19)] {
        #expect(frame[x, y] == nil, "corner (\(x), \(y)) should be rounded off")
    }
    #expect(frame[10, 0] == Palette.outline)
    #expect(frame[10, 1] == Palette.banana)  // lit top edge
    #expect(frame[10, 18] == Palette.reelRimShadow)  // shaded bottom edge
    let inset = Art.reelFrameInset
    #expect(frame[inset, inset] == Palette.reelFace)
    #expect(frame[inset - 1, inset] != Palette.reelFace)
    // A symbol fits inside with the documented inset.
    let reel = Art.reelFrame(width: 16 + 2 * inset, height: 16 + 2 * inset)
    #expect(reel.drawing(Art.symbol(.bar), atX: inset, y: inset)[inset, inset + 3] != nil)
}

@Test func outlineSurroundsArtIncludingDiagonals() {
    var dot = PixelImage(width: 1, height: 1)
    dot[0, 0] = .white
    let ringed = dot.outlined(with: Palette.outline)
    #expect(ringed.width == 3 && ringed.height == 3)
    #expect(ringed[1, 1] == .white)
    #expect(ringed.pixels.filter { $0 == Palette.outline }.count == 8)
    let shadowed = dot.withShadow(Palette.darkPurple)
    #expect(shadowed.width == 2 && shadowed[1, 1] == Palette.darkPurple)
    #expect(shadowed[0, 0] == .white && shadowed[1, 0] == nil)
}

/// ↻'s middle is ink throughout: no transparent pixel that the outside cannot reach (the
/// red background showed through two), and its arrowhead is no "+" (a white pixel with
/// white on all four sides).
@Test func theResetIconHasASolidMiddleAndAnArrowhead() {
    let icon = Art.resetIcon
    var outside = Set<[Int]>()
    var queue =
        (0..<icon.width).flatMap { [[$0, 0], [$0, icon.height - 1]] }
        + (0..<icon.height).flatMap { [[0, $0], [icon.width - 1, $0]] }
    while let point = queue.popLast() {
        let (x, y) = (point[0], point[1])
        guard x >= 0, y >= 0, x < icon.width, y < icon.height, icon[x, y] == nil,
            outside.insert(point).inserted
        else { continue }
        queue += [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]
    }
    for y in 0..<icon.height {
        for x in 0..<icon.width {
            #expect(icon[x, y] != nil || outside.contains([x, y]), "a hole at \(x),\(y)")
            guard x > 0, y > 0, x < icon.width - 1, y < icon.height - 1 else { continue }
            let plus = [(x, y), (x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                .allSatisfy { icon[$0.0, $0.1] == .white }
            #expect(!plus, "a + centred at \(x),\(y)")
        }
    }
}
