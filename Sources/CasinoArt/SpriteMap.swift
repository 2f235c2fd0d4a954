/// A sprite written as a character map, so a reviewer sees the picture in the source:
///
/// ```swift
/// SpriteMap(name: "chip", key: ["k": Palette.outline, "r": Palette.red], rows: """
///     .kkk.
///     krrrk
///     .kkk.
///     """)
/// ```
///
/// `.` is always transparent; every other character must be in `key`. Mistakes (a typo'd
/// key, a short row) are errors reported by ``parse()`` with the sprite's name and the
/// position, so the art tests fail loudly instead of a hole appearing in the picture.
package struct SpriteMap: Sendable {
    /// Names the sprite in error messages and previews.
    package let name: String
    /// Character → colour. `.` must not be redefined: it is transparent in every map.
    package let key: [Character: RGB]
    /// The picture, one string per row, top to bottom.
    package let rows: [String]

    /// The transparent pixel in every map.
    package static let transparent: Character = "."

    /// `rows` is a multi-line string; leading and trailing blank lines are ignored so the
    /// map can sit on its own lines in a `"""` literal.
    package init(name: String, key: [Character: RGB], rows: String) {
        self.name = name
        self.key = key
        var lines = rows.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        self.rows = lines
    }

    /// The image, or the first problem found.
    package func parse() throws(SpriteError) -> PixelImage {
        if key[Self.transparent] != nil {
            throw SpriteError(sprite: name, problem: .transparentKeyRedefined)
        }
        guard let width = rows.first?.count, width > 0 else {
            throw SpriteError(sprite: name, problem: .empty)
        }
        var pixels: [RGB?] = []
        pixels.reserveCapacity(width * rows.count)
        for (y, row) in rows.enumerated() {
            guard row.count == width else {
                throw SpriteError(
                    sprite: name, problem: .raggedRow(row: y, width: row.count, expected: width))
            }
            for (x, character) in row.enumerated() {
                if character == Self.transparent {
                    pixels.append(nil)
                } else if let color = key[character] {
                    pixels.append(color)
                } else {
                    throw SpriteError(
                        sprite: name, problem: .unknownKey(character, row: y, column: x))
                }
            }
        }
        return PixelImage(width: width, height: rows.count, pixels: pixels)
    }

    /// The parsed image, or for a malformed map a magenta-and-black checkerboard of the
    /// map's size: the "missing texture" every game artist recognises. A player's game
    /// never crashes over art; the art tests parse every built-in map with ``parse()`` and
    /// fail with the sprite's name and position, so a broken map cannot land unnoticed.
    package var image: PixelImage {
        do {
            return try parse()
        } catch {
            let width = max(rows.first?.count ?? 0, 1)
            let height = max(rows.count, 1)
            let checkerboard = (0..<height).flatMap { y in
                (0..<width).map { x in (x + y).isMultiple(of: 2) ? Self.missing : .black }
            }
            return PixelImage(width: width, height: height, pixels: checkerboard)
        }
    }

    /// The colour of a broken sprite's checkerboard.
    package static let missing = RGB(hex: 0xFF00FF)
}

/// Why a ``SpriteMap`` could not be read.
package struct SpriteError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Problem: Hashable, Sendable {
        /// A character that is neither `.` nor in the key.
        case unknownKey(Character, row: Int, column: Int)
        /// A row whose length differs from the first row's.
        case raggedRow(row: Int, width: Int, expected: Int)
        /// No rows, or an empty first row.
        case empty
        /// The key gives `.` a colour, which would make transparency ambiguous.
        case transparentKeyRedefined
        /// The map parsed but is not the size its use requires (e.g. a glyph's height).
        case wrongSize(width: Int, height: Int, expectedHeight: Int)
    }

    package let sprite: String
    package let problem: Problem

    package var description: String {
        switch problem {
        case .unknownKey(let character, let row, let column):
            "sprite \(sprite): unknown key '\(character)' at row \(row), column \(column)"
        case .raggedRow(let row, let width, let expected):
            "sprite \(sprite): row \(row) is \(width) pixels wide, expected \(expected)"
        case .empty:
            "sprite \(sprite): no pixels"
        case .transparentKeyRedefined:
            "sprite \(sprite): '.' is reserved for transparent pixels"
        case .wrongSize(let width, let height, let expectedHeight):
            "sprite \(sprite): \(width)×\(height) pixels, expected a height of \(expectedHeight)"
        }
    }
}
