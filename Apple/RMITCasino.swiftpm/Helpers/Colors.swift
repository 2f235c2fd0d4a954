import CasinoAppAssets
import SwiftUI

/// The guide's colour assets by name, from the palette every front end shares (no asset
/// catalog to drift from it).
extension Color {
    init(_ guide: GuideColor) {
        let c = guide.components
        self.init(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
    }

    static let colorRedRMIT = Color(GuideColor.colorRedRMIT)
    static let colorPurpleRMIT = Color(GuideColor.colorPurpleRMIT)
    static let colorBlueRMIT = Color(GuideColor.colorBlueRMIT)
    static let colorYellowRMIT = Color(GuideColor.colorYellowRMIT)
    static let colorBananaRMIT = Color(GuideColor.colorBananaRMIT)
    static let colorDarkPurpleRMIT = Color(GuideColor.colorDarkPurpleRMIT)
    static let colorWhiteRMIT = Color(GuideColor.colorWhiteRMIT)
    static let colorBlackTransparentRMIT = Color(GuideColor.colorBlackTransparentRMIT)
}
