extension PixelImage {
    /// Each pixel repeated `factor × factor` times: crisp enlargement for a window, where a
    /// 16×16 symbol becomes a 128×128 texture without blurring the pixel art.
    package func scaled(by factor: Int) -> PixelImage {
        precondition(factor >= 1, "scale factor must be at least 1")
        var result = PixelImage(width: width * factor, height: height * factor)
        for y in 0..<result.height {
            for x in 0..<result.width {
                result.pixels[y * result.width + x] = pixels[y / factor * width + x / factor]
            }
        }
        return result
    }
}
