extension PixelImage {
    /// Each pixel repeated `factor × factor` times: crisp enlargement for a window, where a
    /// 16×16 symbol becomes a 128×128 texture without blurring the pixel art.
    package func scaled(by factor: Int) -> PixelImage {
        precondition(factor >= 1, "scale factor must be at least 1")
        return scaledNearest(toWidth: width * factor, height: height * factor)
    }

    /// Nearest-neighbour resampling to any size: keeps hard pixel edges when a window's
    /// size is not a whole multiple of the art.
    package func scaledNearest(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        precondition(newWidth >= 0 && newHeight >= 0, "image size must not be negative")
        guard width > 0 && height > 0 else {
            return PixelImage(width: newWidth, height: newHeight)
        }
        var result = PixelImage(width: newWidth, height: newHeight)
        for y in 0..<newHeight {
            let sy = y * height / newHeight
            for x in 0..<newWidth {
                let sx = x * width / newWidth
                result.pixels[y * newWidth + x] = pixels[sy * width + sx]
            }
        }
        return result
    }

    /// Area-averaging resampling: each new pixel is the area-weighted mean of the source
    /// pixels it covers.
    ///
    /// For shrinking (a short terminal's smaller reels): unlike nearest-neighbour it never
    /// drops a thin feature outright, it fades it into its neighbours. A new pixel is
    /// transparent when less than half of its area was opaque, so silhouettes keep their
    /// shape instead of growing a translucent fringe a terminal could not draw anyway.
    package func scaledAveraging(toWidth newWidth: Int, height newHeight: Int) -> PixelImage {
        precondition(newWidth >= 0 && newHeight >= 0, "image size must not be negative")
        guard width > 0 && height > 0 && newWidth > 0 && newHeight > 0 else {
            return PixelImage(width: newWidth, height: newHeight)
        }
        var result = PixelImage(width: newWidth, height: newHeight)
        // Work in units where one new pixel is `width` by `height` source-units wide, so
        // every boundary is an integer and the weights are exact.
        for ty in 0..<newHeight {
            let y0 = ty * height
            let y1 = y0 + height
            for tx in 0..<newWidth {
                let x0 = tx * width
                let x1 = x0 + width
                var opaqueArea = 0
                var sums = (r: 0, g: 0, b: 0)
                for sy in (y0 / newHeight)..<min(height, (y1 + newHeight - 1) / newHeight) {
                    let overlapY = min(y1, (sy + 1) * newHeight) - max(y0, sy * newHeight)
                    guard overlapY > 0 else { continue }
                    for sx in (x0 / newWidth)..<min(width, (x1 + newWidth - 1) / newWidth) {
                        let overlapX = min(x1, (sx + 1) * newWidth) - max(x0, sx * newWidth)
                        guard overlapX > 0, let color = pixels[sy * width + sx] else { continue }
                        let area = overlapX * overlapY
                        opaqueArea += area
                        sums.r += Int(color.r) * area
                        sums.g += Int(color.g) * area
                        sums.b += Int(color.b) * area
                    }
                }
                let totalArea = width * height
                guard opaqueArea * 2 >= totalArea, opaqueArea > 0 else { continue }
                func mean(_ sum: Int) -> UInt8 { UInt8((sum + opaqueArea / 2) / opaqueArea) }
                result.pixels[ty * newWidth + tx] = RGB(
                    r: mean(sums.r), g: mean(sums.g), b: mean(sums.b))
            }
        }
        return result
    }
}
