/// The clover's colours, shared by both sizes; `k` is the common outline ink.
private let cloverColors: [Character: RGB] = [
    "k": Palette.outline,
    "g": RGB(hex: 0x3DBE3D),  // leaf
    "G": RGB(hex: 0x1E8A2E),  // leaf shadow and stem
    "l": RGB(hex: 0x9CE87A),  // highlight
]

extension SymbolArt {
    /// A green four-leaf clover with a curling stem: the lucky charm.
    static let clover = SpriteMap(
        name: "clover", key: cloverColors,
        rows: """
            ......k..k......
            .....kgkkgk.....
            ....kllggggk....
            ....klggggGk....
            ..kkkggggGGkkk..
            .kllgkgggGkgggk.
            kllggGkggkgggGGk
            .kgggGGkkgggGGk.
            .kllgggkkglggGk.
            kllgggkggkggggGk
            .kggGkggggkgGGk.
            ..kkkllgggkkkk..
            ....klgggGGkGk..
            ....kggggGGkkGk.
            .....kgkkgk..kGk
            ......k..k....k.
            """)

    /// The same at 12×12 for short terminals: redrawn rather than shrunk so the outline stays crisp.
    static let cloverSmall = SpriteMap(
        name: "clover (small)", key: cloverColors,
        rows: """
            ...kk..kk...
            ..klgkkggk..
            ..kgggggGk..
            kk.kgggGk.kk
            klgkkggkkgGk
            .kgggkkgggk.
            .klggkkggGk.
            kggkkggkkGGk
            kk.kgggGk.kk
            ..kggggGGk..
            ..kggkkGGk..
            ...kk..kkGGk
            """)
}
