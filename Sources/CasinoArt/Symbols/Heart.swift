extension SymbolArt {
    /// A pink-red heart with a highlight.
    static let heart = SpriteMap(
        name: "heart",
        key: [
            "k": Palette.outline,
            "R": RGB(hex: 0xF03C5A),  // heart
            "r": RGB(hex: 0xB01838),  // shade
            "w": RGB(hex: 0xFFB8C8),  // highlight
        ],
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
}
