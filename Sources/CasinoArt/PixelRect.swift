/// A rectangle of whole pixels or cells, origin top left, `maxX`/`maxY` exclusive: the one
/// rectangle of every front end (the window's art and device pixels, the terminal's cells and
/// half-block pixels), so hit tests and layouts agree on what is inside.
package struct PixelRect: Sendable, Hashable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var midX: Int { x + width / 2 }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    package func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Whether `other` lies wholly inside this rectangle.
    package func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(
            x: left, y: top, width: max(maxX, other.maxX) - left,
            height: max(maxY, other.maxY) - top)
    }

    /// Smaller by `dx`/`dy` on each side (larger when negative), never below empty.
    package func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(
            x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    package func offsetBy(dx: Int = 0, dy: Int = 0) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
