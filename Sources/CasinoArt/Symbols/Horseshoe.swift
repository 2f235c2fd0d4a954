/// The horseshoe's colours, shared by both sizes; `k` is the common outline ink.
private let horseshoeColors: [Character: RGB] = [
    "k": Palette.outline,
    "S": RGB(hex: 0xA8A8B8),  // steel
    "s": RGB(hex: 0x686878),  // shaded steel
    "h": RGB(hex: 0xE8E8F4),  // highlight
    "n": Palette.outline,  // nail holes
]

extension SymbolArt {
    /// A steel-grey horseshoe, open end up (it holds the luck), with nail holes.
    static let horseshoe = SpriteMap(
        name: "horseshoe", key: horseshoeColors,
        rows: """
            ................
            .kkkk......kkkk.
            kSSSSk....kSSSSk
            khSnsk....khSnsk
            khSSsk....khSSsk
            khSnsk....khSnsk
            khSSsk....khSSsk
            khSnSsk..khSnSsk
            khSSSsk..khSSSsk
            .khSnSSkkSSnSsk.
            .khSSSSSSSSSSsk.
            ..khSSSSSSSSsk..
            ..kkhSSSSSSssk..
            ....kksssssk....
            ......kkkkk.....
            ................
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let horseshoeSmall = SpriteMap(
        name: "horseshoe (small)", key: horseshoeColors,
        rows: """
            ............
            .kkk....kkk.
            khSsk..khSsk
            khnsk..khnsk
            khSsk..khSsk
            khnsk..khnsk
            khSSk..kSSsk
            khSnSkkSnSsk
            .khSSSSSSsk.
            ..khSSSSsk..
            ...kksssk...
            .....kkk....
            """)
}
