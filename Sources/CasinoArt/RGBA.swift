/// A colour with coverage, for the spec's translucent layers (the 35 % black score
/// capsules and the Game Over backdrop).
///
/// Terminals cannot draw translucency, so a front end composites it with
/// ``over(_:)`` onto whatever it has already drawn; SDL can pass ``alpha`` straight to
/// its blend mode.
package struct RGBA: Hashable, Sendable {
    package var rgb: RGB
    /// Coverage as a byte, 0 = invisible, 255 = opaque (SDL's convention).
    package var alpha: UInt8

    package init(_ rgb: RGB, alpha: UInt8) {
        self.rgb = rgb
        self.alpha = alpha
    }

    /// Builds from an opacity in 0...1 as the spec writes it (`.opacity(0.35)`).
    package init(_ rgb: RGB, opacity: Double) {
        let clamped = Swift.min(Swift.max(opacity.isNaN ? 0 : opacity, 0), 1)
        self.init(rgb, alpha: UInt8((clamped * 255).rounded()))
    }

    /// Opacity in 0...1.
    package var opacity: Double { Double(alpha) / 255 }

    /// The colour seen when this layer lies over an opaque `background` ("source over").
    package func over(_ background: RGB) -> RGB {
        background.mixed(with: rgb, amount: opacity)
    }
}
