/// The bar's colours, shared by both sizes; `k` is the common outline ink.
private let barColors: [Character: RGB] = [
    "k": Palette.outline,
    "Y": RGB(hex: 0xF0C030),  // gold
    "y": RGB(hex: 0xA87818),  // dark gold
    "n": RGB(hex: 0x101018),  // black plate
    "W": RGB(hex: 0xFFF0B0),  // cream: rail glint, small A
]

extension SymbolArt {
    /// The classic slot-machine "BAR": gold letters on a black plate between gold rails.
    static let bar = SpriteMap(
        name: "bar", key: barColors,
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

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let barSmall = SpriteMap(
        name: "bar (small)", key: barColors,
        rows: """
            ............
            kkkkkkkkkkkk
            kWYYYYYYYYyk
            knnnnnnnnnnk
            kYYnnWnnYYnk
            kYnYWnWnYnYk
            kYYnWWWnYYnk
            kYnYWnWnYnYk
            kYYnWnWnYnYk
            knnnnnnnnnnk
            kWYYYYYYYYyk
            kkkkkkkkkkkk
            """)
}
