/// A bitmap font for text drawn as pixel art: the logo, "SPIN", "GAME OVER", numbers on
/// a window front end that has no font renderer.
///
/// Glyphs are written as character maps (`#` ink, `.` empty), upper case only; lower-case
/// text is drawn in capitals, as the spec's titles are. Glyph widths vary (an `M` is wider
/// than an `I`), which is what makes a pixel wordmark look set rather than typed.
package struct PixelFont: Sendable {
    /// One letter: its width and ink, row-major.
    package struct Glyph: Hashable, Sendable {
        package let width: Int
        package let ink: [Bool]
    }

    /// Names the font in error messages.
    package let name: String
    /// Height of every glyph in pixels.
    package let height: Int
    /// Empty columns between two glyphs.
    package let letterSpacing: Int
    /// Width of a space.
    package let spaceWidth: Int
    /// The glyph maps as written, checked by ``validate()``.
    package let sources: [Character: String]
    private let glyphs: [Character: Glyph]

    /// A font from glyph maps. Malformed maps are reported by ``validate()`` (which the
    /// tests run); here they are skipped so a bad glyph shows as the missing-glyph box
    /// rather than crashing a player's game.
    package init(
        name: String, height: Int, letterSpacing: Int = 1, spaceWidth: Int,
        glyphs sources: [Character: String]
    ) {
        self.name = name
        self.height = height
        self.letterSpacing = letterSpacing
        self.spaceWidth = spaceWidth
        self.sources = sources
        var glyphs: [Character: Glyph] = [:]
        for (character, source) in sources {
            if let glyph = try? Self.parse(source, character: character, font: name, height: height)
            {
                glyphs[character] = glyph
            }
        }
        self.glyphs = glyphs
    }

    /// Every glyph map is well formed: `height` rows of one width, only `#` and `.`.
    package func validate() throws(SpriteError) {
        for (character, source) in sources.sorted(by: { $0.key < $1.key }) {
            _ = try Self.parse(source, character: character, font: name, height: height)
        }
    }

    /// The characters this font draws (besides space).
    package var characters: Set<Character> { Set(glyphs.keys) }

    /// The characters of `text` this font cannot draw: lets tests prove every string the
    /// game shows is covered.
    package func unsupportedCharacters(in text: String) -> Set<Character> {
        Set(text.uppercased().filter { $0 != " " && glyphs[$0] == nil })
    }

    /// Width in pixels of `text` drawn plainly (no outline or shadow).
    package func width(of text: String) -> Int {
        let widths = text.uppercased().map { advance(for: $0) }
        guard !widths.isEmpty else { return 0 }
        return widths.reduce(0, +) + letterSpacing * (widths.count - 1)
    }

    /// `text` in one colour on a transparent image exactly ``width(of:)`` × ``height``.
    /// Characters the font lacks draw as a hollow box, visible rather than silently lost.
    package func render(_ text: String, color: RGB) -> PixelImage {
        render(text, fill: ColorRamp(from: color, to: color))
    }

    /// `text` filled with a vertical `fill` gradient (top to bottom).
    package func render(_ text: String, fill: ColorRamp) -> PixelImage {
        var image = PixelImage(width: width(of: text), height: height)
        let rows = fill.samples(height)
        var x = 0
        for character in text.uppercased() {
            let glyph = character == " " ? nil : (glyphs[character] ?? missingGlyph)
            if let glyph {
                for gy in 0..<height {
                    for gx in 0..<glyph.width where glyph.ink[gy * glyph.width + gx] {
                        image[x + gx, gy] = rows[gy]
                    }
                }
            }
            x += advance(for: character) + letterSpacing
        }
        return image
    }

    private func advance(for character: Character) -> Int {
        if character == " " { return spaceWidth }
        return (glyphs[character] ?? missingGlyph).width
    }

    private var missingGlyph: Glyph {
        let width = max(3, height / 2)
        var ink = Array(repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width where y == 0 || y == height - 1 || x == 0 || x == width - 1 {
                ink[y * width + x] = true
            }
        }
        return Glyph(width: width, ink: ink)
    }

    private static func parse(
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
