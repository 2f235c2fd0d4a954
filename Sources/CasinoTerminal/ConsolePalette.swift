import CasinoArt

/// The sixteen colours of the Linux console (its default VGA palette), for terminals that
/// have no others: what an RGB colour becomes there, and the escape codes that select it.
enum ConsolePalette {
    /// Indices 0–7 are SGR 30–37 / 40–47, 8–15 their bright versions (SGR 90–97).
    static let colors: [RGB] = [
        RGB(r: 0, g: 0, b: 0), RGB(r: 170, g: 0, b: 0), RGB(r: 0, g: 170, b: 0),
        RGB(r: 170, g: 85, b: 0), RGB(r: 0, g: 0, b: 170), RGB(r: 170, g: 0, b: 170),
        RGB(r: 0, g: 170, b: 170), RGB(r: 170, g: 170, b: 170),
        RGB(r: 85, g: 85, b: 85), RGB(r: 255, g: 85, b: 85), RGB(r: 85, g: 255, b: 85),
        RGB(r: 255, g: 255, b: 85), RGB(r: 85, g: 85, b: 255), RGB(r: 255, g: 85, b: 255),
        RGB(r: 85, g: 255, b: 255), RGB(r: 255, g: 255, b: 255),
    ]

    /// The SGR parameter that selects the palette colour nearest to `color`: 30–37 or 90–97
    /// for text, 40–47 behind it (the console's backgrounds are the first eight only: bright
    /// backgrounds blink there).
    static func code(for color: RGB, background: Bool) -> Int {
        let candidates = colors.prefix(background ? 8 : 16)
        let index = candidates.indices.min {
            candidates[$0].distanceSquared(to: color) < candidates[$1].distanceSquared(to: color)
        }!
        if background { return 40 + index }
        return index < 8 ? 30 + index : 90 + index - 8
    }
}
