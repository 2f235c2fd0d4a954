extension PixelImage {
    /// The image on a canvas one pixel larger on every side, with `color` in every
    /// transparent pixel that touches the art (diagonals included, so corners stay
    /// closed). Lets text and icons read on any background, as the symbols' ink does.
    package func outlined(with color: RGB) -> PixelImage {
        var result = PixelImage(width: width + 2, height: height + 2)
        // The silhouette at the nine offsets of a 3×3 square, then the art itself on top.
        let silhouette = mapColors { _ in color }
        for dy in 0...2 {
            for dx in 0...2 { result.draw(silhouette, atX: dx, y: dy) }
        }
        result.draw(self, atX: 1, y: 1)
        return result
    }

    /// The image with a hard drop shadow `offset` pixels down and right in `color`,
    /// on a canvas grown to fit it: gives the logo and buttons their raised look.
    package func withShadow(_ color: RGB, offset: Int = 1) -> PixelImage {
        precondition(offset >= 0, "shadow offset must not be negative")
        var result = PixelImage(width: width + offset, height: height + offset)
        result.draw(mapColors { _ in color }, atX: offset, y: offset)
        result.draw(self, atX: 0, y: 0)
        return result
    }
}
