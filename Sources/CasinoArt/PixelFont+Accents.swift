/// Vietnamese letters composed from a base letter and marks, so a font draws Ă Â Đ Ê Ô Ơ Ư
/// and the five tones over every vowel from its capitals and a handful of marks instead of
/// 130 drawn glyphs.
extension PixelFont {
    /// A mark a letter is composed with: the three vowel modifiers, the stroke of Đ, and the
    /// five tones (the level tone has none). The raw value is the code point of the combining
    /// character Unicode writes it with.
    package enum Accent: UInt32, CaseIterable, Sendable, Hashable {
        case breve = 0x306
        case circumflex = 0x302
        case horn = 0x31B
        case stroke = 0x335
        case grave = 0x300
        case acute = 0x301
        case hook = 0x309
        case tilde = 0x303
        case dotBelow = 0x323

        /// The combining character.
        var combining: Unicode.Scalar { Unicode.Scalar(rawValue)! }

        /// Drawn above the letter, as Unicode classes it (the rest go below it, or on it).
        var isAbove: Bool { combining.properties.canonicalCombiningClass == .above }
    }

    /// Every Vietnamese capital with marks, by the letter it is (Swift compares characters by
    /// canonical equivalence, so a decomposed letter finds its entry too): its base capital
    /// and its marks, the modifier first.
    static let accented: [Character: (base: Character, accents: [Accent])] = {
        var table: [Character: (base: Character, accents: [Accent])] = [:]
        let modifiers: [Character: [[Accent]]] = [
            "A": [[], [.breve], [.circumflex]], "E": [[], [.circumflex]], "I": [[]],
            "O": [[], [.circumflex], [.horn]], "U": [[], [.horn]], "Y": [[]],
        ]
        let tones: [[Accent]] = [[], [.grave], [.acute], [.hook], [.tilde], [.dotBelow]]
        for (base, modifierSets) in modifiers {
            for modifier in modifierSets {
                for tone in tones where !(modifier + tone).isEmpty {
                    let accents = modifier + tone
                    var scalars = String.UnicodeScalarView(String(base).unicodeScalars)
                    // Unicode's canonical order: below (220) before above (230); the horn (216)
                    // first of all.
                    let marks = accents.map(\.combining).sorted {
                        $0.properties.canonicalCombiningClass
                            < $1.properties.canonicalCombiningClass
                    }
                    scalars.append(contentsOf: marks)
                    table[Character(String(scalars))] = (base, accents)
                }
            }
        }
        table["Đ"] = ("D", [.stroke])
        return table
    }()

    /// The glyph of an accented capital, composed from its base glyph and `marks`; nil when
    /// the character is not one of them. Marks above sit on rows above the glyph (negative
    /// `top`), the dot below under it.
    func composedGlyph(_ character: Character) -> (glyph: Glyph, top: Int)? {
        guard let (base, accents) = Self.accented[character], let glyph = glyphs[base],
            let marks
        else { return nil }
        var pixels = Set<[Int]>()
        for y in 0..<height {
            for x in 0..<glyph.width where glyph.ink[y * glyph.width + x] { pixels.insert([x, y]) }
        }
        var width = glyph.width
        var above = 0
        // A tone over a modifier (Ấ, Ầ, Ặ) stands beside it, to the right, as Vietnamese
        // handwriting and small type place it: the line stays as short as a single mark. It
        // leaves the letter as wide as it is: a wider one left a gap that read as a word break
        // ("TIỀ N").
        let besideModifier = accents.count > 1 && accents[0].isAbove
        for (index, accent) in accents.enumerated() {
            guard let mark = marks.maps[accent] else { continue }
            let rows = mark.split(separator: "\n").map(Array.init)
            let markWidth = rows.first?.count ?? 0
            let (dx, dy): (Int, Int)
            switch accent {
            case .horn:
                // A hook off the top right corner, one row above it.
                (dx, dy) = (glyph.width - 1, -1)
                width = glyph.width + markWidth - 1
            case .stroke: (dx, dy) = (-marks.strokeInset, height / 2)
            case .dotBelow: (dx, dy) = ((glyph.width - markWidth) / 2, height)
            case _ where index > 0 && besideModifier:
                // Over the modifier's right end, a row higher, reaching into the spacing.
                (dx, dy) = (glyph.width - 1, -rows.count - 1)
            default:
                above += rows.count
                (dx, dy) = ((glyph.width - markWidth + 1) / 2, -above)
            }
            for (row, line) in rows.enumerated() {
                for (column, pixel) in line.enumerated() where pixel == "#" {
                    pixels.insert([dx + column, dy + row])
                }
            }
        }
        let top = pixels.map { $0[1] }.min() ?? 0
        let bottom = max(height, (pixels.map { $0[1] }.max() ?? 0) + 1)
        let left = min(0, pixels.map { $0[0] }.min() ?? 0)
        // A mark wider than its letter widens the glyph rather than wrapping onto a row; the
        // tone beside a modifier does not: it hangs over the spacing and the next letter's
        // top corner, which has no mark in a Vietnamese word.
        let advance = width - left
        width = max(width, (pixels.map { $0[0] }.max() ?? 0) + 1) - left
        let overhang = besideModifier ? width - advance : 0
        var ink = Array(repeating: false, count: width * (bottom - min(top, 0)))
        for pixel in pixels {
            ink[(pixel[1] - min(top, 0)) * width + pixel[0] - left] = true
        }
        return (Glyph(width: width, ink: ink, overhang: overhang), min(top, 0))
    }
}

/// The marks a font composes its accented capitals with (``PixelFont/Accent``), as character
/// maps like its glyphs.
package struct AccentMarks: Sendable {
    package var maps: [PixelFont.Accent: String]
    /// How far the stroke of Đ reaches left of the D's stem.
    package var strokeInset: Int
}
