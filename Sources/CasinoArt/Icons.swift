/// The corner buttons: reset (↻, top left, S14) and info (ⓘ, top right, S12), and the
/// close (×) of the Info sheet. White on dark ink, so they read on the red background
/// and on the blue sheet alike.
enum IconArt {
    private static let colors: [Character: RGB] = [
        "k": Palette.outline,
        "W": .white,
        "b": Palette.blue,
    ]

    /// A clockwise arrow closing a circle: "start over".
    static let reset = SpriteMap(
        name: "reset", key: colors,
        rows: """
            ..kkkkk..
            .kkWWWkk.
            kkWkkkWkk
            kWkkkWWWk
            kWk.kkWkk
            kWkk.kkk.
            kkWkkkWk.
            .kkWWWkk.
            ..kkkkk..
            """)

    /// A white disc with a blue "i": "about this game". The stem stops a row above the rim,
    /// so the white runs round it: a base on the rim split the disc into the legs of an "A".
    static let info = SpriteMap(
        name: "info", key: colors,
        rows: """
            ..kkkkk..
            .kWWWWWk.
            kWWWbWWWk
            kWWWWWWWk
            kWWbbWWWk
            kWWWbWWWk
            kWWWbWWWk
            .kWWWWWk.
            ..kkkkk..
            """)

    /// A bold white ×: "close".
    static let close = SpriteMap(
        name: "close", key: colors,
        rows: """
            kkk...kkk
            kWWk.kWWk
            kkWWkWWkk
            .kkWWWkk.
            ..kWWWk..
            .kkWWWkk.
            kkWWkWWkk
            kWWk.kWWk
            kkk...kkk
            """)
}

extension Art {
    /// Reset (↻), 9×9.
    package static let resetIcon = IconArt.reset.image
    /// Info (ⓘ), 9×9.
    package static let infoIcon = IconArt.info.image
    /// Close (×), 9×9.
    package static let closeIcon = IconArt.close.image
}
