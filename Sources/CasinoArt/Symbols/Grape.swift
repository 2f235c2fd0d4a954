extension SymbolArt {
    /// A purple bunch of grapes on a brown stem with a leaf.
    static let grape = SpriteMap(
        name: "grape",
        key: [
            "k": Palette.outline,
            "P": RGB(hex: 0x9040D0),  // grape
            "p": RGB(hex: 0x5A1E8C),  // shaded grape
            "w": RGB(hex: 0xD8A8F8),  // highlight
            "g": RGB(hex: 0x4CB830),  // leaf
            "b": RGB(hex: 0x6B3A1A),  // stem
        ],
        rows: """
            .......kk.......
            ......kbbk.kkk..
            .......kbkkgggk.
            ..kkkk.kkkkggk..
            .kPwPPkPwPPkkk..
            .kwPPpkwPPpkPPk.
            .kPPppkPPppkwPpk
            ..kppkPwPPkkPPpk
            ...kkPwPPpkPPppk
            ...kPPPPpkkppk..
            ....kPppkwPPk...
            .....kkkPwPPpk..
            ......kPPPPppk..
            ......kPPppk....
            .......kppk.....
            ........kk......
            """)
}
