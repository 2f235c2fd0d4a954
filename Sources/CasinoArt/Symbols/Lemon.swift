extension SymbolArt {
    /// A yellow lemon: an oval with a pointed tip at each end and a leaf.
    static let lemon = SpriteMap(
        name: "lemon",
        key: [
            "k": Palette.outline,
            "Y": RGB(hex: 0xF8E040),  // peel
            "y": RGB(hex: 0xC8A818),  // shaded peel
            "w": RGB(hex: 0xFFFAC0),  // highlight
            "g": RGB(hex: 0x4CB830),  // leaf
        ],
        rows: """
            ................
            .............kk.
            .......kkkkkkgk.
            .....kkYYYYYYk..
            ....kYYwwYYYYYk.
            ...kYYwYYYYYYYk.
            ..kYYwYYYYYYYYk.
            ..kYYYYYYYYYYYk.
            .kYYYYYYYYYYYyk.
            .kYYYYYYYYYYyk..
            .kYYYYYYYYYyyk..
            .kYYYYYYYyyyk...
            kYkyyyyyyyyk....
            .k.kkyyyykk.....
            .....kkkk.......
            ................
            """)
}
