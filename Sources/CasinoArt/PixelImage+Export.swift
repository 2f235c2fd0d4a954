extension PixelImage {
    /// The pixels as bytes R, G, B, A per pixel, row-major, transparent pixels all zero:
    /// the layout of SDL's `SDL_PIXELFORMAT_ABGR8888` on little-endian machines
    /// (`RGBA32`), so a window front end can upload a sprite as a texture in one call.
    package func rgba8888() -> [UInt8] {
        pixels.flatMap { pixel in pixel.map { [$0.r, $0.g, $0.b, 255] } ?? [0, 0, 0, 0] }
    }
}
