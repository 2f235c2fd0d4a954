/// A small picture: `width × height` pixels, row-major, `nil` meaning transparent.
///
/// Transparency matters because the same sprite lands on different backgrounds: the reel
/// face, the red-to-purple gradient, a dimmed backdrop. A front end composites it onto
/// what it has drawn (``drawing(_:atX:y:)``) or skips `nil` cells.
package struct PixelImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// Row-major pixels: index `y * width + x`.
    package internal(set) var pixels: [RGB?]

    /// An image filled with `fill` (transparent by default).
    package init(width: Int, height: Int, fill: RGB? = nil) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill, count: width * height)
    }

    /// An image over existing row-major `pixels`; their count must be `width × height`.
    package init(width: Int, height: Int, pixels: [RGB?]) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (origin top left). Traps out of bounds: a sprite
    /// drawn off its own canvas is a bug, not something to hide.
    package subscript(x: Int, y: Int) -> RGB? {
        get {
            precondition(contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height)")
            return pixels[y * width + x]
        }
        set {
            precondition(contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height)")
            pixels[y * width + x] = newValue
        }
    }

    /// Whether (`x`, `y`) lies on the canvas: lets callers clip instead of trapping.
    package func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The same image with every opaque pixel transformed; transparency is kept.
    package func mapColors(_ transform: (RGB) -> RGB) -> PixelImage {
        PixelImage(width: width, height: height, pixels: pixels.map { $0.map(transform) })
    }

    /// Every opaque pixel blended toward `color` by `amount`: the spin fade (toward the
    /// reel face), a win pulse (toward gold) or a loss flash (toward red).
    package func blended(toward color: RGB, amount: Double) -> PixelImage {
        mapColors { $0.mixed(with: color, amount: amount) }
    }

    /// `sprite` drawn over this image with its top-left corner at (`x`, `y`); transparent
    /// sprite pixels keep what is underneath and parts off the canvas are clipped, so a
    /// reel icon can slide partly out of its frame.
    package func drawing(_ sprite: PixelImage, atX x: Int, y: Int) -> PixelImage {
        var copy = self
        copy.draw(sprite, atX: x, y: y)
        return copy
    }

    /// In-place form of ``drawing(_:atX:y:)``.
    package mutating func draw(_ sprite: PixelImage, atX x: Int, y: Int) {
        for sy in 0..<sprite.height {
            let ty = y + sy
            guard ty >= 0 && ty < height else { continue }
            for sx in 0..<sprite.width {
                let tx = x + sx
                guard tx >= 0 && tx < width, let color = sprite.pixels[sy * sprite.width + sx]
                else { continue }
                pixels[ty * width + tx] = color
            }
        }
    }
}
