extension Art {
    /// A bet capsule ("10", "20"): the yellow-to-red gradient capsule of DESIGN.md §4
    /// with the amount in white, outlined so it reads on both ends of the gradient.
    /// 13 pixels tall, as wide as the label needs plus rounded ends.
    package static func betCapsule(_ label: String) -> PixelImage {
        let text = PixelFont.bold.render(label, color: .white).outlined(with: Palette.outline)
        return labelled(
            capsule(width: text.width + 12, height: 13, fill: Palette.betCapsule), with: text)
    }

    /// The Game Over panel's NEW GAME button: a capsule with a red outline (S11) on the
    /// blue panel, white text.
    package static let newGameButton: PixelImage = {
        let text = PixelFont.bold.render("NEW GAME", color: .white)
        let fill = ColorRamp(from: Palette.blue.lightened(by: 0.25), to: Palette.blue)
        return labelled(
            capsule(width: text.width + 12, height: 13, fill: fill, outline: Palette.red),
            with: text)
    }()
}
