/// The lemon's colours, shared by both sizes; `k` is the common outline ink.
private let lemonColors: [Character: RGB] = [
    "k": Palette.outline,
    "Y": RGB(hex: 0xF8E040),  // peel
    "y": RGB(hex: 0xC8A818),  // shaded peel
    "w": RGB(hex: 0xFFFAC0),  // highlight
    "g": RGB(hex: 0x4CB830),  // leaf
]

extension SymbolArt {
    /// A yellow lemon: an oval with a pointed tip at each end and a leaf.
    static let lemon = SpriteMap(
        name: "lemon", key: lemonColors,
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

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let lemonSmall = SpriteMap(
        name: "lemon (small)", key: lemonColors,
        rows: """
            ............
            ..........k.
            .....kkkkkgk
            ...kkYYYYk..
            ..kYwwYYYYk.
            .kYwYYYYYYk.
            .kYYYYYYYyk.
            kYYYYYYYyyk.
            kyYYYYYyyk..
            kkyyyyyyk...
            k.kkkkkk....
            ............
            """)
}
