/// What one reel's icon looks like at an instant: which symbol, how opaque, how far moved.
package struct ReelFrame: Sendable, Hashable {
    /// Index into the rules' symbols.
    package var stop: Int
    /// 0 is invisible, 1 fully drawn; front ends fade by blending toward the reel background.
    package var opacity: Double
    /// Vertical offset in the spec's points; negative is upwards (the icon leaves upwards).
    package var offset: Double

    package init(stop: Int, opacity: Double = 1, offset: Double = 0) {
        self.stop = stop
        self.opacity = opacity
        self.offset = offset
    }
}

/// The spin animation of the spec (docs/ARCHITECTURE.md), as a function of time.
///
/// Phase 1: the old icons slide up and fade out; phase 2: the new icons, changed while hidden,
/// slide down into place and fade in. All reels share one timeline, so they move in sync.
package struct SpinTimeline: Sendable, Hashable {
    /// Seconds of the leaving phase.
    package var leaving: Double
    /// Seconds of the arriving phase, which starts when the leaving one ends.
    package var arriving: Double
    /// How far up, in points, an icon travels while hidden.
    package var travel: Double
    package var curve: UnitBezier

    /// The spec: 0.3 s ease-out up and out, then 0.7 s ease-out down and in, 50 points.
    package static let spec = SpinTimeline(leaving: 0.3, arriving: 0.7, travel: 50, curve: .easeOut)

    /// Reduced motion: no travel, a quick cross-fade, so the reveal still has a moment.
    package static let reducedMotion = SpinTimeline(
        leaving: 0.12, arriving: 0.28, travel: 0, curve: .easeOut)

    /// Seconds from the press to the landing, when the outcome is revealed.
    package var duration: Double { leaving + arriving }

    /// One reel `elapsed` seconds after the press, moving from stop `from` to stop `to`.
    package func frame(from: Int, to: Int, elapsed: Double) -> ReelFrame {
        if elapsed < 0 { return ReelFrame(stop: from) }
        if elapsed < leaving {
            let p = curve.progress(at: elapsed / leaving)
            return ReelFrame(stop: from, opacity: 1 - p, offset: -travel * p)
        }
        if elapsed < duration {
            let p = curve.progress(at: (elapsed - leaving) / arriving)
            return ReelFrame(stop: to, opacity: p, offset: -travel * (1 - p))
        }
        return ReelFrame(stop: to)
    }
}
