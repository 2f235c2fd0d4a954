extension PixelImage {
    /// The pixels as bytes R, G, B, A per pixel, row-major, transparent pixels all zero:
    /// the layout of SDL's `SDL_PIXELFORMAT_ABGR8888` on little-endian machines
    /// (`RGBA32`), so a window front end can upload a sprite as a texture in one call.
    package func rgba8888() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pixels.count * 4)
        for pixel in pixels {
            if let pixel {
                bytes += [pixel.r, pixel.g, pixel.b, 255]
            } else {
                bytes += [0, 0, 0, 0]
            }
        }
        return bytes
    }
}
