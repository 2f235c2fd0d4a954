/// The apple's colours, shared by both sizes; `k` is the common outline ink.
private let appleColors: [Character: RGB] = [
    "k": Palette.outline,
    "R": RGB(hex: 0xE8302A),  // skin
    "r": RGB(hex: 0xA01818),  // shaded skin
    "w": RGB(hex: 0xFFA090),  // highlight
    "b": RGB(hex: 0x6B3A1A),  // stem
    "g": RGB(hex: 0x4CB830),  // leaf
    "G": RGB(hex: 0x2A7A1E),  // leaf vein
]

extension SymbolArt {
    /// A red apple with a brown stem and a green leaf, lit from the top left.
    static let apple = SpriteMap(
        name: "apple", key: appleColors,
        rows: """
            ........kk......
            .......kbk.kkk..
            .......kbkkgggk.
            ..kkkk.kbkgggGk.
            .kRRRRkkbkGGkk..
            kRwwRRRkkRRRRRk.
            kRwRRRRRRRRRRRrk
            kRwRRRRRRRRRRRrk
            kRRRRRRRRRRRRRrk
            kRRRRRRRRRRRRRrk
            kRRRRRRRRRRRRrrk
            .kRRRRRRRRRRrrk.
            .kRRRRRRRRRrrrk.
            ..kRRRRRRRrrrk..
            ...kkRRkkRrkk...
            .....kk..kk.....
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let appleSmall = SpriteMap(
        name: "apple (small)", key: appleColors,
        rows: """
            .....kk.....
            .....kbkkkk.
            .....kbkgggk
            .kkkkkbkkkk.
            kRwRRkkRRRk.
            kwRRRRRRRRrk
            kwRRRRRRRRrk
            kRRRRRRRRRrk
            kRRRRRRRRrrk
            .kRRRRRRrrk.
            ..kRRkkRrk..
            ...kk..kk...
            """)
}
