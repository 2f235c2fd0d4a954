extension PixelImage {
    /// The image on a canvas one pixel larger on every side, with `color` in every
    /// transparent pixel that touches the art (diagonals included, so corners stay
    /// closed). Lets text and icons read on any background, as the symbols' ink does.
    package func outlined(with color: RGB) -> PixelImage {
        var result = PixelImage(width: width + 2, height: height + 2)
        for y in 0..<result.height {
            for x in 0..<result.width {
                if let pixel = pixelIfInside(x: x - 1, y: y - 1) {
                    result[x, y] = pixel
                    continue
                }
                touching: for dy in -1...1 {
                    for dx in -1...1 where pixelIfInside(x: x - 1 + dx, y: y - 1 + dy) != nil {
                        result[x, y] = color
                        break touching
                    }
                }
            }
        }
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

    /// The pixel at (`x`, `y`), or nil when transparent or off the canvas.
    package func pixelIfInside(x: Int, y: Int) -> RGB? {
        contains(x: x, y: y) ? pixels[y * width + x] : nil
    }
}
