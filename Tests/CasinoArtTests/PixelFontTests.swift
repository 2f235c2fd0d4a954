import Testing

@testable import CasinoArt

/// Every text the spec's screens draw, so none of them can hit a missing glyph.
private let gameTexts = [
    "RMIT CASINO", "YOUR MONEY", "HIGH SCORE", "SPIN", "GAME OVER", "NEW GAME", "RESET",
    "You lost all money!", "You are not the god of gambler!", "Good luck next time!",
    "How To Play", "Application Information", "0123456789", "10", "20", "×",
]

@Test(arguments: [PixelFont.bold, .tiny])
func fontGlyphsAreWellFormedAndCoverTheGame(_ font: PixelFont) throws {
    try font.validate()
    for text in gameTexts {
        #expect(font.unsupportedCharacters(in: text).isEmpty, "\(font.name): \(text)")
    }
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    #expect(font.characters.isSuperset(of: alphabet))
}

@Test(arguments: [PixelFont.bold, .tiny])
func renderedTextIsAsWideAsMeasuredAndAsTallAsTheFont(_ font: PixelFont) {
    for text in gameTexts {
        let image = font.render(text, color: .white)
        #expect(image.width == font.width(of: text))
        #expect(image.height == font.height)
        #expect(!image.isBlank)
    }
    #expect(font.width(of: "") == 0)
    #expect(font.render("a", color: .white) == font.render("A", color: .white))
}

@Test func glyphsAreDistinctWithinAFont() {
    // Two identical letters would make words misread; O and 0 may share a shape.
    for font in [PixelFont.bold, .tiny] {
        var seen: [PixelImage: Character] = [:]
        for character in font.characters.sorted() {
            let image = font.render(String(character), color: .white)
            if let other = seen[image], !(Set([other, character]) == ["O", "0"]) {
                Issue.record("\(font.name): '\(other)' and '\(character)' look the same")
            }
            seen[image] = character
        }
    }
}

@Test func spacingFollowsGlyphWidths() {
    let font = PixelFont.bold
    // "I" is 4 wide, "M" 7, one column between, a space is 3.
    #expect(font.width(of: "I") == 4)
    #expect(font.width(of: "MI") == 7 + 1 + 4)
    #expect(font.width(of: "I I") == 4 + 1 + 3 + 1 + 4)
}

@Test func unknownCharactersDrawAsAVisibleBox() {
    let font = PixelFont.tiny
    #expect(font.unsupportedCharacters(in: "A@b") == ["@"])
    let box = font.render("@", color: .white)
    #expect(box.width == 3 && box.opaqueCount == 3 * 5 - 3)  // hollow: the middle column
}

@Test func malformedGlyphsFailValidation() {
    let ragged = PixelFont(name: "bad", height: 2, spaceWidth: 1, glyphs: ["A": "##\n#"])
    #expect(
        throws: SpriteError(
            sprite: "bad 'A'", problem: .raggedRow(row: 1, width: 1, expected: 2))
    ) {
        try ragged.validate()
    }
    let short = PixelFont(name: "bad", height: 3, spaceWidth: 1, glyphs: ["B": "##\n##"])
    #expect(
        throws: SpriteError(
            sprite: "bad 'B'", problem: .wrongSize(width: 2, height: 2, expectedHeight: 3))
    ) {
        try short.validate()
    }
    let typo = PixelFont(name: "bad", height: 1, spaceWidth: 1, glyphs: ["C": "#x"])
    #expect(
        throws: SpriteError(
            sprite: "bad 'C'", problem: .unknownKey("x", row: 0, column: 1))
    ) {
        try typo.validate()
    }
    // The broken glyph is not drawn as if it were fine: it falls back to the box.
    #expect(typo.unsupportedCharacters(in: "C") == ["C"])
}
