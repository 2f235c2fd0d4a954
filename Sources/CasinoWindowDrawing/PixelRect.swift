/// A rectangle of whole pixels (art pixels in a layout, device pixels in a frame); origin top
/// left, `maxX`/`maxY` exclusive.
public struct PixelRect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var midX: Int { x + width / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    public func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Int = 0, dy: Int = 0) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The columns `from..<to` of row `row` inside this rectangle with corners rounded by
    /// `radius` (a quarter circle per corner).
    func roundedSpan(row: Int, radius: Int) -> (from: Int, to: Int) {
        let r = min(radius, width / 2, height / 2)
        guard r > 0 else { return (x, maxX) }
        let dy: Double
        if row < y + r {
            dy = Double(y + r - row) - 0.5
        } else if row >= maxY - r {
            dy = Double(row - (maxY - r)) + 0.5
        } else {
            return (x, maxX)
        }
        let rr = Double(r)
        let inset = Int((rr - (rr * rr - dy * dy).squareRoot()).rounded())
        return (x + inset, maxX - inset)
    }
}
