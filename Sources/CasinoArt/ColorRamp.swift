/// Colours along a line, sampled per row or column.
///
/// The background is a vertical gradient whose number of rows depends on the terminal
/// or window size, so the art ships the gradient, not a picture of it.
package struct ColorRamp: Hashable, Sendable {
    /// A colour at a position in 0...1.
    package struct Stop: Hashable, Sendable {
        package var location: Double
        package var color: RGB

        package init(_ color: RGB, at location: Double) {
            self.location = location
            self.color = color
        }
    }

    /// Stops in increasing location order.
    package let stops: [Stop]

    /// A gradient through `stops`; they are sorted by location. At least one is needed.
    package init(stops: [Stop]) {
        precondition(!stops.isEmpty, "a gradient needs at least one stop")
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A two-colour gradient, `start` at 0 and `end` at 1.
    package init(from start: RGB, to end: RGB) {
        self.init(stops: [Stop(start, at: 0), Stop(end, at: 1)])
    }

    /// The colour at `t`, clamped to the first and last stops (so `0` and `1` give the
    /// exact end colours).
    package func color(at t: Double) -> RGB {
        let (first, last) = (stops[0], stops[stops.count - 1])
        if t.isNaN || t <= first.location { return first.color }
        if t >= last.location { return last.color }
        // Between the first and last stops, so some stop after the first is at or past `t`.
        let index = stops.firstIndex { t <= $0.location }!
        let (lower, upper) = (stops[index - 1], stops[index])
        let span = upper.location - lower.location
        let local = span > 0 ? (t - lower.location) / span : 1
        return lower.color.mixed(with: upper.color, amount: local)
    }

    /// `count` colours evenly spaced over 0...1, both ends included: one
    /// per row of a background `count` rows tall. A single sample is the start colour.
    package func samples(_ count: Int) -> [RGB] {
        (0..<max(count, 0)).map { color(at: Double($0) / Double(max(count - 1, 1))) }
    }
}
