import CasinoEngine

extension Art {
    /// The symbol that stands for the game where there is room for one picture only: the
    /// desktop's menu, a window's title bar.
    package static let appIconSymbol = Symbol.cherry

    /// The scales at which the icon is installed into the desktop's icon theme (hicolor):
    /// whole multiples of the art's pixels, so every size is as crisp as the sprite, from
    /// 16×16 to 256×256.
    package static let appIconScales = [1, 2, 3, 4, 8, 16]

    /// The icon, `scale` screen pixels per art pixel, transparent around the picture.
    package static func appIcon(scale: Int) -> PixelImage {
        symbol(appIconSymbol).scaled(by: scale)
    }
}
