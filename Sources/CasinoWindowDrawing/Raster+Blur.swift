extension Raster {
    /// The frame blurred like a Gaussian of standard deviation `sigma` pixels, by three box
    /// passes each way (edges clamp, so the border does not darken).
    ///
    /// Written for a debug build as much as a release one: the loops run on raw pointers
    /// (an array's subscript is a call with checks at -Onone) and each line is copied once
    /// with its clamped edges padded on, so the sliding window needs no clamping per pixel.
    package func blurred(sigma: Double) -> Raster {
        let radius = Int(sigma.rounded())
        guard radius > 0, width > 0, height > 0 else { return self }
        var result = self
        let (width, height) = (self.width, self.height)
        let padded = UnsafeMutablePointer<Int>.allocate(
            capacity: (max(width, height) + 2 * radius + 1) * 3)
        defer { padded.deallocate() }
        result.bytes.withUnsafeMutableBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            for _ in 0..<3 {
                Self.boxPass(
                    pixels, count: height, length: width, step: 4, stride: width * 4,
                    radius: radius, padded: padded)
                Self.boxPass(
                    pixels, count: width, length: height, step: width * 4, stride: 4,
                    radius: radius, padded: padded)
            }
        }
        return result
    }

    /// One box blur along `count` lines of `length` pixels: pixel `i` of line `n` is at
    /// `n × stride + i × step`. `padded` holds a line's R, G, B with `radius + 1` copies of
    /// the last pixel after it and `radius` of the first before it: entry `j` is pixel
    /// `j − radius`, clamped, which is what the window at pixel `i` adds and drops.
    private static func boxPass(
        _ pixels: UnsafeMutablePointer<UInt8>, count: Int, length: Int, step: Int,
        stride: Int, radius: Int, padded: UnsafeMutablePointer<Int>
    ) {
        let window = 2 * radius + 1
        let half = window / 2
        let paddedLength = length + window
        for n in 0..<count {
            let line = pixels + n * stride
            let last = line + (length - 1) * step
            for j in 0..<paddedLength {
                let i = j - radius
                let source = i < 0 ? line : i < length ? line + i * step : last
                padded[j * 3] = Int(source[0])
                padded[j * 3 + 1] = Int(source[1])
                padded[j * 3 + 2] = Int(source[2])
            }
            var (red, green, blue) = (0, 0, 0)
            for j in 0..<window {
                red += padded[j * 3]
                green += padded[j * 3 + 1]
                blue += padded[j * 3 + 2]
            }
            var target = line
            var leaving = padded
            var entering = padded + window * 3
            for _ in 0..<length {
                target[0] = UInt8(truncatingIfNeeded: (red + half) / window)
                target[1] = UInt8(truncatingIfNeeded: (green + half) / window)
                target[2] = UInt8(truncatingIfNeeded: (blue + half) / window)
                red += entering[0] - leaving[0]
                green += entering[1] - leaving[1]
                blue += entering[2] - leaving[2]
                target += step
                leaving += 3
                entering += 3
            }
        }
    }
}
