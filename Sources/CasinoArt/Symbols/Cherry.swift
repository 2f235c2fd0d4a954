/// The cherry's colours, shared by both sizes; `k` is the common outline ink.
private let cherryColors: [Character: RGB] = [
    "k": Palette.outline,
    "R": RGB(hex: 0xE8202A),  // skin
    "r": RGB(hex: 0x9A1020),  // shaded skin
    "w": RGB(hex: 0xFFB0B0),  // highlight
    "G": RGB(hex: 0x2E7D22),  // stems
    "g": RGB(hex: 0x5CC23A),  // leaf
]

extension SymbolArt {
    /// Two red cherries hanging from joined green stems, with a leaf at the top.
    static let cherry = SpriteMap(
        name: "cherry", key: cherryColors,
        rows: """
            .....kkkk.G.....
            ....kggggkG.....
            .....kkkkG.G....
            ........G..G....
            .......G....G...
            ......G.....G...
            .....G....kkkk..
            .....G...kRRRRk.
            ..kkkk..kRwRRRRk
            .kRRRRk.kRwRRRrk
            kRwRRRRkkRRRRRrk
            kRwRRRrkkRRRRrrk
            kRRRRRrk.kRrrrk.
            kRRRRrrk..kkkk..
            .kRrrrk.........
            ..kkkk..........
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let cherrySmall = SpriteMap(
        name: "cherry (small)", key: cherryColors,
        rows: """
            ......Gkkk..
            .....GGgggk.
            ....G.Gkkk..
            ....G..G....
            ...G....G...
            ...G...kkkk.
            .kkkk.kRwRRk
            kRwRRkkwRRRk
            kwRRRkkRRRrk
            kRRRrkkRRrrk
            kRRrrk.kkkk.
            .kkkk.......
            """)
}
