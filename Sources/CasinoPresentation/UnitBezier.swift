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

    /// Progress (y) at a fraction of the animation's duration (x), clamped to 0...1.
    package func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return Self.coordinate(parameter(forX: time), y1, y2)
    }

    /// Solves x(s) = x by bisection, which always converges because x(s) is monotonic on 0...1
    /// when both x control points are; 64 halvings narrow 0...1 past a Double's precision.
    private func parameter(forX x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if Self.coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Bernstein form with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
}
