extension Art {
    /// The spin button's gold: bright at the top, deep at the bottom, so it reads as a
    /// raised, pressable thing against the red-to-purple background.
    package static let spinGold = ColorRamp(stops: [
        .init(Palette.banana, at: 0), .init(Palette.yellow, at: 0.45),
        .init(RGB(hex: 0xB07010), at: 1),
    ])

    /// The SPIN button, 33×13: a gold capsule with "SPIN" in red outlined white. The
    /// spec's button is an image; a capsule matches the bet capsules beside it.
    package static let spinButton = spinButton(label: "SPIN")

    /// The SPIN button, 23×9 (fits 5 half-block rows), for short terminals.
    package static let spinButtonSmall = spinButtonSmall(label: "SPIN")

    /// The spin button with `label` (the word for SPIN in the player's language).
    package static func spinButton(label: String) -> PixelImage {
        labelled(
            capsule(width: 33, height: 13, fill: spinGold),
            with: PixelFont.bold.render(label, color: Palette.red).outlined(with: .white))
    }

    /// The small spin button with `label`.
    package static func spinButtonSmall(label: String) -> PixelImage {
        labelled(
            capsule(width: 23, height: 9, fill: spinGold),
            with: PixelFont.tiny.render(label, color: Palette.red).outlined(with: .white))
    }
}
