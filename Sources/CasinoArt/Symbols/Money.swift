extension SymbolArt {
    /// A tied burlap money bag with a green dollar sign.
    static let money = SpriteMap(
        name: "money",
        key: [
            "k": Palette.outline,
            "T": RGB(hex: 0xD8B070),  // burlap
            "t": RGB(hex: 0xA07838),  // shaded burlap
            "r": RGB(hex: 0x6B3A1A),  // rope
            "G": RGB(hex: 0x2E9A3E),  // dollar sign
            "w": RGB(hex: 0xF0D8A0),  // light burlap
        ],
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
}
