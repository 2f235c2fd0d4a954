extension Art {
    /// The "RMIT CASINO" wordmark: bold capitals shading from banana at the top to yellow
    /// at the bottom, outlined and shadowed in dark purple (the spec's logo colours). 68×10
    /// pixels: fits an 80-column terminal in 5 half-block rows.
    package static let logo = wordmark("RMIT CASINO", font: .bold)

    /// The wordmark in the tiny font, 48×8 pixels (4 half-block rows): for short
    /// terminals and the Game Over panel.
    package static let logoSmall = wordmark("RMIT CASINO", font: .tiny)

    /// Any text in the logo's style: for titles like "GAME OVER" that should match it.
    package static func wordmark(_ text: String, font: PixelFont) -> PixelImage {
        font.render(text, fill: ColorRamp(from: Palette.banana, to: Palette.yellow))
            .outlined(with: Palette.darkPurple)
            .withShadow(Palette.darkPurple)
    }
}
