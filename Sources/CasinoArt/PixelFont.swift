/// A bitmap font for text drawn as pixel art: the logo, "SPIN", "GAME OVER", numbers on
/// a window front end that has no font renderer.
///
/// Glyphs are written as character maps (`#` ink, `.` empty), upper case only; lower-case
/// text is drawn in capitals, as the spec's titles are. Glyph widths vary (an `M` is wider
/// than an `I`), which is what makes a pixel wordmark look set rather than typed.
package struct PixelFont: Sendable {
    /// One letter: its width and ink, row-major, and the columns of that ink that hang past
    /// its advance (a tone beside a circumflex: see ``composedGlyph(_:)``).
    package struct Glyph: Hashable, Sendable {
        package let width: Int
        package let ink: [Bool]
        var overhang = 0
    }

    /// Names the font in error messages.
    package let name: String
    /// Height of every glyph in pixels.
    package let height: Int
    /// Empty columns between two glyphs.
    package let letterSpacing: Int
    /// Width of a space.
    package let spaceWidth: Int
    /// The glyph maps as written (the tests check every one).
    package let sources: [Character: String]
    let glyphs: [Character: Glyph]
    /// The marks Vietnamese capitals are composed with (see PixelFont+Accents.swift), or nil
    /// for a font without them.
    let marks: AccentMarks?

    /// A font from glyph maps. Malformed maps are skipped, so a bad glyph shows as the
    /// missing-glyph box rather than crashing a player's game.
    package init(
        name: String, height: Int, letterSpacing: Int = 1, spaceWidth: Int,
        marks: AccentMarks? = nil, glyphs sources: [Character: String]
    ) {
        self.marks = marks
        self.name = name
        self.height = height
        self.letterSpacing = letterSpacing
        self.spaceWidth = spaceWidth
        self.sources = sources
        var glyphs: [Character: Glyph] = [:]
        for (character, source) in sources {
            glyphs[character] = try? Self.parse(
                source, character: character, font: name, height: height)
        }
        self.glyphs = glyphs
    }

    /// The characters of `text` this font cannot draw: lets tests prove every string the
    /// game shows is covered.
    package func unsupportedCharacters(in text: String) -> Set<Character> {
        Set(text.uppercased().filter { $0 != " " && glyph($0) == nil })
    }

    /// Width in pixels of `text` drawn plainly (no outline or shadow), to its last ink.
    package func width(of text: String) -> Int {
        var (pen, right) = (0, 0)
        for character in text.uppercased() {
            let advance = advance(for: character)
            right = max(right, pen + advance.ink)
            pen += advance.pen + letterSpacing
        }
        return right
    }

    /// Rows `text` draws above the capitals (its marks): 0 for text without accents. A caller
    /// that places text by the capitals' top draws the image this much higher.
    package func ascent(of text: String) -> Int {
        -(text.uppercased().compactMap { glyph($0)?.top }.min() ?? 0)
    }

    /// Rows `text` draws below the capitals (a dot below).
    package func descent(of text: String) -> Int {
        let bottoms = text.uppercased().compactMap { glyph($0) }.map {
            $0.top + $0.glyph.ink.count / max(1, $0.glyph.width)
        }
        return max(0, (bottoms.max() ?? height) - height)
    }

    /// Rows from one line of `lines` to the next so that no line's marks touch its
    /// neighbours': the capitals, the highest marks, the lowest dot and `gap` rows between,
    /// at least one where a dot below could meet a mark above (Ạ over Ằ ran together).
    package func lineHeight(of lines: [String], gap: Int) -> Int {
        let above = lines.map(ascent(of:)).max() ?? 0
        let below = lines.map(descent(of:)).max() ?? 0
        return height + above + below + max(gap, above > 0 && below > 0 ? 1 : 0)
    }

    /// The glyph of `character` and the row its top is on (negative above the capitals).
    private func glyph(_ character: Character) -> (glyph: Glyph, top: Int)? {
        if let glyph = glyphs[character] { return (glyph, 0) }
        return composedGlyph(character)
    }

    /// `text` in one colour on a transparent image ``width(of:)`` wide and ``height`` tall,
    /// plus ``ascent(of:)`` rows above and ``descent(of:)`` below for its accents.
    /// Characters the font lacks draw as a hollow box, visible rather than silently lost.
    package func render(_ text: String, color: RGB) -> PixelImage {
        render(text, fill: ColorRamp(from: color, to: color))
    }

    /// `text` filled with a vertical `fill` gradient (top to bottom).
    package func render(_ text: String, fill: ColorRamp) -> PixelImage {
        let (ascent, descent) = (ascent(of: text), descent(of: text))
        var image = PixelImage(width: width(of: text), height: ascent + height + descent)
        let rows = fill.samples(height)
        var x = 0
        for character in text.uppercased() {
            let found = character == " " ? nil : (glyph(character) ?? (missingGlyph, 0))
            if let (glyph, top) = found {
                for gy in 0..<(glyph.ink.count / glyph.width) {
                    // Marks take the colour of the nearest row of the capitals.
                    let color = rows[min(height - 1, max(0, gy + top))]
                    for gx in 0..<glyph.width where glyph.ink[gy * glyph.width + gx] {
                        image[x + gx, ascent + top + gy] = color
                    }
                }
            }
            x += advance(for: character).pen + letterSpacing
        }
        return image
    }

    /// How far `character` moves the pen, and how far its ink reaches from where it starts.
    private func advance(for character: Character) -> (pen: Int, ink: Int) {
        if character == " " { return (spaceWidth, spaceWidth) }
        let glyph = glyph(character)?.glyph ?? missingGlyph
        return (glyph.width - glyph.overhang, glyph.width)
    }

    private var missingGlyph: Glyph {
        let width = max(3, height / 2)
        let ink = (0..<height).flatMap { y in
            (0..<width).map { x in y == 0 || y == height - 1 || x == 0 || x == width - 1 }
        }
        return Glyph(width: width, ink: ink)
    }

    static func parse(
        _ source: String, character: Character, font: String, height: Int
    ) throws(SpriteError) -> Glyph {
        let label = "\(font) '\(character)'"
        let map = SpriteMap(name: label, key: ["#": .white], rows: source)
        let image = try map.parse()
        guard image.height == height else {
            throw SpriteError(
                sprite: label,
                problem: .wrongSize(
                    width: image.width, height: image.height, expectedHeight: height))
        }
        return Glyph(width: image.width, ink: image.pixels.map { $0 != nil })
    }
}
