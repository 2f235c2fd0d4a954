extension SymbolArt {
    /// A green four-leaf clover with a curling stem: the lucky charm.
    static let clover = SpriteMap(
        name: "clover",
        key: [
            "k": Palette.outline,
            "g": RGB(hex: 0x3DBE3D),  // leaf
            "G": RGB(hex: 0x1E8A2E),  // leaf shadow and stem
            "l": RGB(hex: 0x9CE87A),  // highlight
        ],
        rows: """
            ..kkk....kkk....
            .kgggk..kgggk...
            kglggGkkgglggk..
            kgllgggkgggggk..
            kgggggGkGggggk..
            .kGgggGkGgggGk..
            ..kkkkkGkkkkk...
            .kgggGkGkGgggk..
            kgggggGkGgggggk.
            kgllgggkgggggGk.
            kglggGkkkgggGk..
            .kgggk...kGGk.k.
            ..kkk.....kkkGk.
            .............kGk
            ..............k.
            ................
            """)
}
