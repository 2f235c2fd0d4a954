extension Art {
    /// Pixels from a reel frame's outer edge to its face: place a symbol at least this far
    /// in (centred: `(frameSize - symbolSize) / 2`).
    package static let reelFrameInset = 3

    /// A reel: a rounded gold rim (lit top left, shaded bottom right) around a
    /// ``Palette/reelFace`` face, at any size so each front end fits its layout. The spec's
    /// "reel" image plays this part behind each icon.
    package static func reelFrame(width: Int, height: Int) -> PixelImage {
        precondition(width >= 8 && height >= 8, "a reel frame needs at least 8×8 pixels")
        var image = PixelImage(width: width, height: height, fill: Palette.reelFace)
        for y in 0..<height {
            for x in 0..<width {
                let ring = min(x, y, width - 1 - x, height - 1 - y)
                switch ring {
                case 0: image[x, y] = Palette.outline
                case 1, 2:
                    // Light from the top left: the rim's top and left edges catch it.
                    let lit =
                        (x - ring) + (y - ring) < (width - 1 - x - ring) + (height - 1 - y - ring)
                    image[x, y] =
                        ring == 1
                        ? (lit ? Palette.banana : Palette.reelRimShadow) : Palette.reelRim
                default: break
                }
            }
        }
        // Round the corners: clear the outer corner pixel and ink the one inside it.
        for (cx, cy, dx, dy) in [
            (0, 0, 1, 1), (width - 1, 0, -1, 1), (0, height - 1, 1, -1),
            (width - 1, height - 1, -1, -1),
        ] {
            image[cx, cy] = nil
            image[cx + dx, cy] = Palette.outline
            image[cx, cy + dy] = Palette.outline
            image[cx + dx, cy + dy] = Palette.outline
        }
        return image
    }
}
