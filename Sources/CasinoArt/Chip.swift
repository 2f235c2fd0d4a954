/// The casino chip that marks the active bet (spec: the "casino-chips" image beside the
/// chosen bet capsule): red with white edge spots and an inlay ring, as a real chip looks from above.
enum ChipArt {
    private static let colors: [Character: RGB] = [
        "k": Palette.outline,
        "R": Palette.red,
        "r": RGB(hex: 0x9A1414),  // shaded rim
        "W": RGB(hex: 0xFFF6E0),  // edge spots and inlay ring
    ]

    static let regular = SpriteMap(
        name: "chip", key: colors,
        rows: """
            ..kkkkkk..
            .kWRRRRWk.
            kWWRRRRWWk
            kRRWWWWRRk
            kRRWRRWRRk
            kRRWRRWRRk
            kRRWWWWRrk
            kWWRRRRWWk
            .kWRrrrWk.
            ..kkkkkk..
            """)

    static let small = SpriteMap(
        name: "chip (small)", key: colors,
        rows: """
            ..kkkk..
            .kWRRWk.
            kWRRRRWk
            kRRWWRRk
            kRRWWRrk
            kWRRRRWk
            .kWrrWk.
            ..kkkk..
            """)
}

extension Art {
    /// The bet chip, 10×10.
    package static let chip = ChipArt.regular.image
    /// The bet chip, 8×8 (4 half-block rows), for tight footers.
    package static let chipSmall = ChipArt.small.image
}
