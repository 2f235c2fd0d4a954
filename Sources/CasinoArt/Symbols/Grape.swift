/// The grape's colours, shared by both sizes; `k` is the common outline ink.
private let grapeColors: [Character: RGB] = [
    "k": Palette.outline,
    "P": RGB(hex: 0x9040D0),  // grape
    "p": RGB(hex: 0x5A1E8C),  // shaded grape
    "w": RGB(hex: 0xD8A8F8),  // highlight
    "g": RGB(hex: 0x4CB830),  // leaf
    "b": RGB(hex: 0x6B3A1A),  // stem
]

extension SymbolArt {
    /// A purple bunch of grapes on a brown stem with a leaf.
    static let grape = SpriteMap(
        name: "grape", key: grapeColors,
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

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let grapeSmall = SpriteMap(
        name: "grape (small)", key: grapeColors,
        rows: """
            .....kk.....
            .....kbkkkk.
            .....kbkgggk
            ..kkkkkkkkk.
            .kwPkwPkwPk.
            .kPpkPpkPpk.
            ..kkwPkwPkk.
            ..kwPkPpkPk.
            ...kPpkkpk..
            ....kkwPk...
            .....kPpk...
            ......kk....
            """)
}
