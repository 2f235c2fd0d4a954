/// The heart's colours, shared by both sizes; `k` is the common outline ink.
private let heartColors: [Character: RGB] = [
    "k": Palette.outline,
    "R": RGB(hex: 0xF03C5A),  // heart
    "r": RGB(hex: 0xB01838),  // shade
    "w": RGB(hex: 0xFFB8C8),  // highlight
]

extension SymbolArt {
    /// A pink-red heart with a highlight.
    static let heart = SpriteMap(
        name: "heart", key: heartColors,
        rows: """
            ................
            ..kkkk....kkkk..
            .kRRRRk..kRRRRk.
            kRwwRRRkkRRRRRRk
            kRwRRRRRRRRRRRrk
            kRRRRRRRRRRRRRrk
            kRRRRRRRRRRRRRrk
            .kRRRRRRRRRRRrk.
            ..kRRRRRRRRRrk..
            ...kRRRRRRRrk...
            ....kRRRRRrk....
            .....kRRRrk.....
            ......kRrk......
            .......kk.......
            ................
            ................
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let heartSmall = SpriteMap(
        name: "heart (small)", key: heartColors,
        rows: """
            ............
            .kkk....kkk.
            kRRRk..kRRRk
            kwwRRkkRRRrk
            kwRRRRRRRRrk
            kRRRRRRRRRrk
            .kRRRRRRRrk.
            ..kRRRRRrk..
            ...kRRRrk...
            ....kRrk....
            .....kk.....
            ............
            """)
}
