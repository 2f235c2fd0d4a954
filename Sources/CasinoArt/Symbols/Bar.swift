extension SymbolArt {
    /// The classic slot-machine "BAR": gold letters on a black plate between gold rails.
    static let bar = SpriteMap(
        name: "bar",
        key: [
            "k": Palette.outline,
            "Y": RGB(hex: 0xF0C030),  // gold
            "y": RGB(hex: 0xA87818),  // dark gold
            "n": RGB(hex: 0x101018),  // black plate
            "W": RGB(hex: 0xFFF0B0),  // gold glint
        ],
        rows: """
            ................
            ................
            ................
            kkkkkkkkkkkkkkkk
            kWYYYYYYYYYYYYyk
            knnnnnnnnnnnnnnk
            knYYnnnYnnYYYnnk
            knYnYnYnYnYnnYnk
            knYYnnYYYnYYYnnk
            knYnYnYnYnYnYnnk
            knYYnnYnYnYnnYnk
            knnnnnnnnnnnnnnk
            kWYYYYYYYYYYYYyk
            kkkkkkkkkkkkkkkk
            ................
            ................
            """)
}
