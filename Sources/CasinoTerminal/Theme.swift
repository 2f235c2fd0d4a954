import CasinoArt
import CasinoEngine

/// Every colour the terminal draws with, so the colour and the monochrome renderings share one
/// drawing code: monochrome is a theme whose colours are only ink (white) and paper (black).
struct Theme: Sendable {
    var isMonochrome: Bool
    var backgroundTop: RGB
    var backgroundBottom: RGB
    /// The spec's translucent black, as an amount to blend the background toward black.
    var capsuleShade: Double
    var text: RGB
    var label: RGB
    var accent: RGB
    var reelFace: RGB
    var reelRim: RGB
    var reelRimShadow: RGB
    var spinTop: RGB
    var spinBottom: RGB
    var spinText: RGB
    var betTop: RGB
    var betBottom: RGB
    var betText: RGB
    var panel: RGB
    var panelSection: RGB
    var panelHeader: RGB
    var titleBar: RGB
    var winGlow: RGB
    var lossGlow: RGB
    var keyCap: RGB
    var keyText: RGB
    var helpText: RGB
    /// How much the Game Over backdrop darkens the main screen.
    var backdropDim: Double
    /// What a sprite pixel becomes (identity in colour; ink or paper in monochrome).
    var spritePixel: @Sendable (RGB) -> RGB

    static let color = Theme(
        isMonochrome: false, backgroundTop: Palette.red, backgroundBottom: Palette.brightPurple,
        capsuleShade: 0.35, text: .white, label: RGB(hex: 0xFFE9E0), accent: Palette.yellow,
        reelFace: Palette.reelFace, reelRim: Palette.reelRim, reelRimShadow: RGB(hex: 0x9A6A10),
        spinTop: Palette.banana, spinBottom: Palette.red, spinText: Palette.darkPurple,
        betTop: Palette.yellow, betBottom: Palette.red, betText: .white, panel: Palette.blue,
        panelSection: RGB(hex: 0x14147A), panelHeader: RGB(hex: 0xB8B8E8), titleBar: Palette.red,
        winGlow: RGB(hex: 0xFFD700), lossGlow: RGB(hex: 0xFF2010), keyCap: Palette.darkPurple,
        keyText: Palette.banana, helpText: RGB(hex: 0xF4DCE8), backdropDim: 0.55,
        spritePixel: { $0 })

    static let monochrome: Theme = {
        let ink = RGB.white
        let paper = RGB.black
        return Theme(
            isMonochrome: true, backgroundTop: paper, backgroundBottom: paper, capsuleShade: 0,
            text: ink, label: ink, accent: ink, reelFace: paper, reelRim: ink, reelRimShadow: ink,
            spinTop: ink, spinBottom: ink, spinText: paper, betTop: ink, betBottom: ink,
            betText: paper, panel: paper, panelSection: paper, panelHeader: ink, titleBar: ink,
            winGlow: ink, lossGlow: ink, keyCap: ink, keyText: paper, helpText: ink,
            backdropDim: 0, spritePixel: { $0.luma < 0.5 ? ink : paper })
    }()

    static func forMode(_ mode: ColorMode) -> Theme {
        mode == .monochrome ? .monochrome : .color
    }

    /// The background gradient's colour at a fraction of the screen's height.
    func background(at fraction: Double) -> RGB {
        backgroundTop.mixed(with: backgroundBottom, amount: fraction)
    }

    /// The score capsules' translucent black over whatever is underneath.
    func shaded(_ color: RGB) -> RGB {
        isMonochrome ? color : color.mixed(with: .black, amount: capsuleShade)
    }
}
