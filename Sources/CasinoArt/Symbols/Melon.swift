/// The melon's colours, shared by both sizes; `k` is the common outline ink.
private let melonColors: [Character: RGB] = [
    "k": Palette.outline,
    "R": RGB(hex: 0xF04858),  // flesh
    "p": RGB(hex: 0xF8F0D0),  // pale inner rind
    "L": RGB(hex: 0x8ED858),  // light rind
    "D": RGB(hex: 0x2E8A2E),  // dark rind
    "s": Palette.outline,  // seeds
]

extension SymbolArt {
    /// A watermelon slice: red flesh with black seeds, a pale band, a green rind.
    static let melon = SpriteMap(
        name: "melon", key: melonColors,
        rows: """
            ................
            ................
            ................
            kkkkkkkkkkkkkkkk
            kRRRsRRRRRsRRRRk
            kpRRRRRsRRRRRRpk
            kLpRsRRRRRRsRpLk
            kDLpRRRsRRRRpLDk
            .kDLpRRRRRRpLDk.
            .kDLLppRRppLLDk.
            ..kDDLLppLLDDk..
            ...kkDDLLDDkk...
            .....kkDDkk.....
            .......kk.......
            ................
            ................
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let melonSmall = SpriteMap(
        name: "melon (small)", key: melonColors,
        rows: """
            ............
            ............
            kkkkkkkkkkkk
            kRRsRRRRsRRk
            kpRRRRsRRRpk
            kLpRsRRRRpLk
            kDLpRRRsRpLk
            .kDLppppLDk.
            ..kDDLLDDk..
            ...kkDDkk...
            .....kk.....
            ............
            """)
}
