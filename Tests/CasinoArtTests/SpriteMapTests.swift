import Testing

@testable import CasinoArt

private let key: [Character: RGB] = ["k": Palette.outline, "r": Palette.red]

@Test func parsesRowsIntoPixels() throws {
    let map = SpriteMap(
        name: "test", key: key,
        rows: """

            .k.
            krk

            """)
    let image = try map.parse()
    #expect(image.width == 3)
    #expect(image.height == 2)
    #expect(image[0, 0] == nil)
    #expect(image[1, 0] == Palette.outline)
    #expect(image[1, 1] == Palette.red)
}

@Test func rejectsUnknownKeyWithPosition() {
    let map = SpriteMap(name: "typo", key: key, rows: "krk\nkxk")
    #expect(throws: SpriteError(sprite: "typo", problem: .unknownKey("x", row: 1, column: 1))) {
        try map.parse()
    }
    let error = SpriteError(sprite: "typo", problem: .unknownKey("x", row: 1, column: 1))
    #expect(error.description == "sprite typo: unknown key 'x' at row 1, column 1")
}

@Test func rejectsRaggedRows() {
    let map = SpriteMap(name: "ragged", key: key, rows: "krk\nkr")
    #expect(
        throws: SpriteError(
            sprite: "ragged", problem: .raggedRow(row: 1, width: 2, expected: 3))
    ) {
        try map.parse()
    }
}

@Test func rejectsEmptyMapsAndARedefinedTransparentKey() {
    #expect(throws: SpriteError(sprite: "empty", problem: .empty)) {
        try SpriteMap(name: "empty", key: key, rows: "\n\n").parse()
    }
    #expect(throws: SpriteError(sprite: "dot", problem: .transparentKeyRedefined)) {
        try SpriteMap(name: "dot", key: [".": .white], rows: "..").parse()
    }
}

@Test func everyBuiltInMapParses() throws {
    let maps = allSpriteMaps
    #expect(maps.count == 2 * 12 + 2 + 3)
    for map in maps {
        let image = try map.parse()  // the error names the sprite, row and column
        #expect(!image.isBlank, "\(map.name) is blank")
    }
    #expect(Set(maps.map(\.name)).count == maps.count, "two sprites share a name")
}

@Test func brokenMapDrawsAsAMissingTextureCheckerboard() {
    let broken = SpriteMap(name: "broken", key: key, rows: "kxk\nkrk")
    let image = broken.image
    #expect(image.width == 3 && image.height == 2)
    #expect(image[0, 0] == SpriteMap.missing && image[1, 0] == .black)
    #expect(image.opaqueCount == 6)
}
