extension SymbolArt {
    /// Two red cherries hanging from joined green stems, with a leaf at the top.
    static let cherry = SpriteMap(
        name: "cherry",
        key: [
            "k": Palette.outline,
            "R": RGB(hex: 0xE8202A),  // skin
            "r": RGB(hex: 0x9A1020),  // shaded skin
            "w": RGB(hex: 0xFFB0B0),  // highlight
            "G": RGB(hex: 0x2E7D22),  // stems
            "g": RGB(hex: 0x5CC23A),  // leaf
        ],
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
}
