extension SymbolArt {
    /// A steel-grey horseshoe, open end up (it holds the luck), with nail holes.
    static let horseshoe = SpriteMap(
        name: "horseshoe",
        key: [
            "k": Palette.outline,
            "S": RGB(hex: 0xA8A8B8),  // steel
            "s": RGB(hex: 0x686878),  // shaded steel
            "h": RGB(hex: 0xE8E8F4),  // highlight
            "n": Palette.outline,  // nail holes
        ],
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
}
