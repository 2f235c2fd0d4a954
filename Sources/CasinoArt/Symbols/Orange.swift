/// The orange's colours, shared by both sizes; `k` is the common outline ink.
private let orangeColors: [Character: RGB] = [
    "k": Palette.outline,
    "O": RGB(hex: 0xF7931E),  // peel
    "o": RGB(hex: 0xC8620E),  // shaded peel
    "w": RGB(hex: 0xFFD08A),  // highlight
    "d": RGB(hex: 0xA04A08),  // navel
    "g": RGB(hex: 0x4CB830),  // leaf
    "G": RGB(hex: 0x2A7A1E),  // leaf shadow
]

extension SymbolArt {
    /// A round orange with a green leaf and a dark navel on top.
    static let orange = SpriteMap(
        name: "orange", key: orangeColors,
        rows: """
            ..........kkk...
            ........kkgggk..
            .......kGgggGk..
            ....kkkkkGGkk...
            ..kkOOOOdOkOkk..
            .kOOwwOOOOOOOOk.
            .kOwwOOOOOOOOOk.
            kOOwOOOOOOOOOOok
            kOOOOOOOOOOOOOok
            kOOOOOOOOOOOOOok
            kOOOOOOOOOOOOOok
            .kOOOOOOOOOOook.
            .kOOOOOOOOOoook.
            ..kOOOOOOOooook.
            ...kkOOOooookk..
            .....kkkkkkk....
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let orangeSmall = SpriteMap(
        name: "orange (small)", key: orangeColors,
        rows: """
            .......kkk..
            ......kgggk.
            .....kGggk..
            ...kkkkGkk..
            .kkOOOdOOkk.
            kOwwOOOOOOok
            kOwOOOOOOOok
            kOOOOOOOOOok
            kOOOOOOOOOok
            .kOOOOOOOok.
            ..kOOOoook..
            ...kkkkkk...
            """)
}
