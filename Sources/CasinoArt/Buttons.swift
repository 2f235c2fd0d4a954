extension Art {
    /// A bet capsule ("10", "20"): the spec's yellow-to-red gradient capsule (docs/ARCHITECTURE.md)
    /// with the amount in white, outlined so it reads on both ends of the gradient.
    /// 13 pixels tall, as wide as the label needs plus rounded ends.
    package static func betCapsule(_ label: String) -> PixelImage {
        let text = PixelFont.bold.render(label, color: .white).outlined(with: Palette.outline)
        return labelled(
            capsule(width: text.width + 12, height: 13, fill: Palette.betCapsule), with: text)
    }

    /// The Game Over panel's NEW GAME button: a capsule with a red outline (S11) on the
    /// blue panel, white text.
    package static let newGameButton = newGameButton(label: "NEW GAME")

    /// The NEW GAME button with `label`, the words in the player's language. A label with
    /// accents gets a taller capsule, so its marks stay inside it.
    package static func newGameButton(label: String) -> PixelImage {
        let text = PixelFont.bold.render(label, color: .white)
        let fill = ColorRamp(from: Palette.blue.lightened(by: 0.25), to: Palette.blue)
        let accents = PixelFont.bold.ascent(of: label) + PixelFont.bold.descent(of: label)
        return labelled(
            capsule(
                width: text.width + 12, height: 13 + accents, fill: fill, outline: Palette.red),
            with: text)
    }
}
