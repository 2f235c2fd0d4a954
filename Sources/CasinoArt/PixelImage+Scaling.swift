extension PixelImage {
    /// Each pixel repeated `factor × factor` times: crisp enlargement for a window, where a
    /// 16×16 symbol becomes a 128×128 texture without blurring the pixel art.
    package func scaled(by factor: Int) -> PixelImage {
        precondition(factor >= 1, "scale factor must be at least 1")
        let repeated = (0..<height * factor).flatMap { y in
            (0..<width * factor).map { x in pixels[y / factor * width + x / factor] }
        }
        return PixelImage(width: width * factor, height: height * factor, pixels: repeated)
    }
}
