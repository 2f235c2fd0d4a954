/// A timing curve given, as CSS and SwiftUI give it, by the two inner control points of a cubic
/// Bézier from (0, 0) to (1, 1).
///
/// Animation time is the curve's x and progress its y, so finding the progress at a time means
/// solving x(s) = time for the curve parameter s first; reading y at s = time (a common shortcut)
/// would give a visibly different motion.
///
/// Public: the Apple app turns a spin phase's curve into SwiftUI's `Animation.timingCurve`.
public struct UnitBezier: Sendable, Hashable {
    /// The first control point's time, in 0...1 (SwiftUI's `timingCurve` takes the four).
    public let x1: Double
    /// The first control point's progress; it may leave 0...1 for an overshoot.
    public let y1: Double
    /// The second control point's time, in 0...1.
    public let x2: Double
    /// The second control point's progress; it may leave 0...1 for an overshoot.
    public let y2: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "x must stay in 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// SwiftUI's `.easeOut`: fast start, gentle landing.
    package static let easeOut = UnitBezier(0, 0, 0.58, 1)

    /// The curve's x at parameter `s`.
    package func x(atParameter s: Double) -> Double { Self.coordinate(s, x1, x2) }

    /// The curve's y at parameter `s`.
    package func y(atParameter s: Double) -> Double { Self.coordinate(s, y1, y2) }

    /// Progress (y) at a fraction of the animation's duration (x), clamped to 0...1.
    package func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return y(atParameter: parameter(forX: time))
    }

    /// Solves x(s) = x: Newton's method from a good guess, falling back to bisection, which
    /// always converges because x(s) is monotonic on 0...1 when both x control points are.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = self.x(atParameter: s) - x
            if abs(error) < 1e-12 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = self.x(atParameter: s)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// Bernstein form with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
