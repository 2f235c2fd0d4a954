/// An opaque 24-bit colour, the unit every front end can draw: terminals take it as a
/// truecolor escape (or map it to the 256-colour cube), SDL as a draw colour.
///
/// Components are bytes rather than floating point so that colours compare exactly:
/// a palette test can check `#E42A20` bit for bit, and a frame renderer can diff cells
/// cheaply. Public although only the package uses it: the compiler inlines only public code
/// across modules, and as package code each of a terminal frame's thousands of `==` was a
/// call through the `Equatable` witness (15 % of a spin's instructions).
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Builds a colour from `0xRRGGBB`, the form the spec's notes and design tools use, so the
    /// source reads like the brief.
    package init(hex: UInt32) {
        precondition(hex <= 0xFF_FFFF, "RGB hex value out of range")
        self.init(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF))
    }

    /// The colour as `0xRRGGBB`.
    package var hex: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// `#RRGGBB`, upper case: the notation of the spec's notes, handy in test failures.
    public var description: String {
        let digits = String(hex, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// Linear interpolation in sRGB component space, `t` clamped to 0...1.
    ///
    /// Plain component blending is what SwiftUI's gradients and opacity do by default, so
    /// the fades and gradients match the spec's app. The endpoints are exact: `t = 0` gives
    /// `self`, `t = 1` gives `other`.
    package func mixed(with other: RGB, amount t: Double) -> RGB {
        let t = Swift.min(Swift.max(t.isNaN ? 0 : t, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = Double(a) + (Double(b) - Double(a)) * t
            // Rounded half away from zero, as `rounded()` does, but without its call into libm
            // (a third of a terminal frame's colour mixing): the value is never below −1.
            let whole = Int(value)
            let rounded = value - Double(whole) >= 0.5 ? whole + 1 : whole
            return UInt8(Swift.min(Swift.max(rounded, 0), 255))
        }
        return RGB(r: channel(r, other.r), g: channel(g, other.g), b: channel(b, other.b))
    }

    /// Lightens toward white by `fraction` (0 = unchanged, 1 = white): highlights and the
    /// gold pulse that stands in for a win haptic.
    package func lightened(by fraction: Double) -> RGB {
        mixed(with: .white, amount: fraction)
    }

    /// Perceived brightness 0...1 (Rec. 709 luma on the gamma-encoded bytes).
    ///
    /// Lets a monochrome (`NO_COLOR`) renderer decide which pixels are "ink" and lets a
    /// front end pick readable text over any background. Luma rather than true luminance:
    /// close enough for light/dark decisions and needs no `pow`, so the library stays free
    /// of Foundation and libm.
    package var luma: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    /// Squared distance in RGB space: cheap, monotone, good enough to tell sprites apart
    /// and to pick the nearest palette entry (e.g. a 256-colour fallback).
    package func distanceSquared(to other: RGB) -> Int {
        let dr = Int(r) - Int(other.r)
        let dg = Int(g) - Int(other.g)
        let db = Int(b) - Int(other.b)
        return dr * dr + dg * dg + db * db
    }

    package static let black = RGB(hex: 0x000000)
    package static let white = RGB(hex: 0xFFFFFF)
}
