extension Art {
    /// A horizontal capsule (a rectangle with fully rounded ends) filled with a vertical
    /// `fill` gradient and ringed with `outline`: the shape of the spec's bet capsules, the
    /// SPIN and NEW GAME buttons. Sized by the caller because labels differ in width.
    package static func capsule(
        width: Int, height: Int, fill: ColorRamp, outline: RGB = Palette.outline
    ) -> PixelImage {
        precondition(width >= height && height >= 3, "a capsule is wider than tall, 3+ high")
        let radius = Double(height) / 2
        func inside(_ x: Int, _ y: Int, inset: Double) -> Bool {
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            let r = radius - inset
            let cx = min(max(px, radius), Double(width) - radius)
            let dx = px - cx
            let dy = py - radius
            return dx * dx + dy * dy <= r * r
        }
        var image = PixelImage(width: width, height: height)
        let rows = fill.samples(height)
        for y in 0..<height {
            for x in 0..<width where inside(x, y, inset: 0) {
                image[x, y] = inside(x, y, inset: 1) ? rows[y] : outline
            }
        }
        return image
    }

    /// `label` centred on `capsule`, pixel-exact: shared by the buttons (and front ends'
    /// own capsules) so their text sits the same way.
    package static func labelled(_ capsule: PixelImage, with label: PixelImage) -> PixelImage {
        capsule.drawing(
            label, atX: (capsule.width - label.width + 1) / 2,
            y: (capsule.height - label.height + 1) / 2)
    }
}
