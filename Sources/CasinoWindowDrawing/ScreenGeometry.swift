import CasinoArt

/// Where the spec's portrait screen sits in a window: the layout is drawn in art pixels on
/// a fixed design grid, and each art pixel becomes a square of `scale` device pixels (a
/// whole number, so the pixel art stays crisp), centred, with the background gradient
/// filling whatever the window has left over.
package struct ScreenGeometry: Sendable, Hashable {
    /// The design grid in art pixels: portrait, like the spec's phone screen.
    package static let designWidth = 180
    package static let designHeight = 320
    /// Spec points per art pixel: the spec's content is at most 720 points wide; our 180
    /// art pixels are 360 points, a phone's width.
    package static let pointsPerArtPixel = 2.0

    /// The frame's size in device pixels.
    package let width: Int
    package let height: Int
    /// Device pixels per art pixel (at least 1).
    package let scale: Int
    /// The design grid's top-left corner in device pixels.
    package let originX: Int
    package let originY: Int

    /// The smallest scale the game is shown at: the spec's screen at a pixel a point. At
    /// scale 1 the tiny font's capitals were 5 device pixels high, too small to read.
    package static let minimumScale = Int(pointsPerArtPixel)
    /// The smallest frame that shows the game, in device pixels (the spec's 360 × 640).
    package static let minimumWidth = designWidth * minimumScale
    package static let minimumHeight = designHeight * minimumScale

    /// Whether `width × height` device pixels hold the design grid at ``minimumScale``. A
    /// smaller window cannot show the game: it says so in one line and takes no game input,
    /// as a terminal too small does.
    package static func fits(width: Int, height: Int) -> Bool {
        width >= minimumWidth && height >= minimumHeight
    }

    /// The largest whole scale at which the design grid fits `width × height`.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        scale = max(1, min(width / Self.designWidth, height / Self.designHeight))
        originX = (width - Self.designWidth * scale) / 2
        originY = (height - Self.designHeight * scale) / 2
    }

    /// A rectangle of the design grid in device pixels.
    package func device(_ rect: PixelRect) -> PixelRect {
        PixelRect(
            x: originX + rect.x * scale, y: originY + rect.y * scale, width: rect.width * scale,
            height: rect.height * scale)
    }

    /// Device pixels per spec point.
    package var pixelsPerPoint: Double { Double(scale) / Self.pointsPerArtPixel }
}
