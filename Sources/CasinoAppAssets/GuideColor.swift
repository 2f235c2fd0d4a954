import CasinoArt

/// The guide's colour assets (`Color("ColorRedRMIT")`, `Color.colorWhiteRMIT`, …) with the
/// values of ``Palette``, so the app and the other front ends share one palette.
///
/// Public: the Apple app's `Color` extension (Helpers/Colors.swift) reads it.
public enum GuideColor: String, CaseIterable, Sendable {
    case colorRedRMIT = "ColorRedRMIT"
    case colorPurpleRMIT = "ColorPurpleRMIT"
    case colorBlueRMIT = "ColorBlueRMIT"
    case colorYellowRMIT = "ColorYellowRMIT"
    case colorBananaRMIT = "ColorBananaRMIT"
    case colorDarkPurpleRMIT = "ColorDarkPurpleRMIT"
    case colorWhiteRMIT = "ColorWhiteRMIT"
    case colorBlackTransparentRMIT = "ColorBlackTransparentRMIT"

    /// The colour and its coverage.
    package var rgba: RGBA {
        switch self {
        case .colorRedRMIT: RGBA(Palette.red, alpha: .max)
        case .colorPurpleRMIT: RGBA(Palette.brightPurple, alpha: .max)
        case .colorBlueRMIT: RGBA(Palette.blue, alpha: .max)
        case .colorYellowRMIT: RGBA(Palette.yellow, alpha: .max)
        case .colorBananaRMIT: RGBA(Palette.banana, alpha: .max)
        case .colorDarkPurpleRMIT: RGBA(Palette.darkPurple, alpha: .max)
        case .colorWhiteRMIT: RGBA(Palette.white, alpha: .max)
        case .colorBlackTransparentRMIT: Palette.translucentBlack
        }
    }

    /// Red, green and blue in 0...1, and the opacity: SwiftUI's `Color(.sRGB, red:…)`.
    public var components: (red: Double, green: Double, blue: Double, opacity: Double) {
        let (rgb, opacity) = (rgba.rgb, rgba.opacity)
        return (Double(rgb.r) / 255, Double(rgb.g) / 255, Double(rgb.b) / 255, opacity)
    }
}
