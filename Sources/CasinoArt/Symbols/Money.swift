/// The money's colours, shared by both sizes; `k` is the common outline ink.
private let moneyColors: [Character: RGB] = [
    "k": Palette.outline,
    "T": RGB(hex: 0xD8B070),  // burlap
    "t": RGB(hex: 0xA07838),  // shaded burlap
    "r": RGB(hex: 0x6B3A1A),  // rope
    "G": RGB(hex: 0x1E8A2E),  // dollar sign
    "w": RGB(hex: 0xF0D8A0),  // light burlap
]

extension SymbolArt {
    /// A tied burlap money bag with a green dollar sign.
    static let money = SpriteMap(
        name: "money", key: moneyColors,
        rows: """
            ................
            .....kk..kk.....
            .....kTkkTk.....
            ......kTTk......
            .....krrrrk.....
            ......kTTk......
            ....kkTTTTkk....
            ..kkTTTwGTTTkk..
            .kTTTwGGGGGTTtk.
            .kTTwGGTGTTTTtk.
            kTTTTTGGGGTTTTtk
            kTTTTTTTGTGGTttk
            kTTTTGGGGGTTTttk
            .kTTTTTGTTTTttk.
            ..kktttttttkkk..
            ....kkkkkkkk....
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let moneySmall = SpriteMap(
        name: "money (small)", key: moneyColors,
        rows: """
            ...kk..kk...
            ...kTkkTk...
            ....kTTk....
            ...krrrrk...
            ..kTTGTTTk..
            .kTTGGGGTtk.
            kTTGTGTTTTtk
            kTTTGGGTTTtk
            kTTTTGTGTttk
            kTTGGGGTTttk
            .kTTTGTTttk.
            ..kkkkkkkk..
            """)
}
