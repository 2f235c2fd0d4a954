import CasinoArt

/// The sixteen colours of the Linux console (its default VGA palette), for terminals that
/// have no others: what an RGB colour becomes there, and the escape codes that select it.
enum ConsolePalette {
    /// Indices 0–7 are SGR 30–37 / 40–47, 8–15 their bright versions (SGR 90–97).
    static let colors = [
        0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
        0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
    ].map(RGB.init(hex:))

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
