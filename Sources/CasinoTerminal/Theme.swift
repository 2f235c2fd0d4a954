import CasinoArt

/// Every colour the terminal draws with besides the art's own, so the colour and the
/// monochrome renderings share one drawing code: monochrome is a theme whose colours are only
/// ink (white) and paper (black).
struct Theme: Sendable {
    var isMonochrome: Bool
    /// The screen's background from top (0) to bottom (1).
    var background: ColorRamp
    /// The spec's translucent black of the score capsules.
    var capsule: RGBA
    var text: RGB
    var label: RGB
    var accent: RGB
    var panel: RGB
    var panelSection: RGB
    var panelHeader: RGB
    var titleBar: RGB
    var winGlow: RGB
    var lossGlow: RGB
    var keyCap: RGB
    var keyText: RGB
    var helpText: RGB
    /// What an art pixel becomes: ink or paper in monochrome; nil in colour, where the art
    /// keeps its own colours.
    var spritePixel: (@Sendable (RGB) -> RGB)?

    static let color = Theme(
        isMonochrome: false, background: Palette.background, capsule: Palette.translucentBlack,
        text: .white, label: Palette.label, accent: Palette.yellow, panel: Palette.blue,
        panelSection: Palette.panelSection, panelHeader: Palette.panelHeader,
        titleBar: Palette.red, winGlow: Palette.winGlow, lossGlow: Palette.lossGlow,
        keyCap: Palette.darkPurple, keyText: Palette.banana, helpText: RGB(hex: 0xF4DCE8),
        spritePixel: nil)

    static let monochrome: Theme = {
        let ink = RGB.white
        let paper = RGB.black
        return Theme(
            isMonochrome: true, background: ColorRamp(from: paper, to: paper),
            capsule: RGBA(paper, alpha: 0), text: ink, label: ink, accent: ink, panel: paper,
            panelSection: paper, panelHeader: ink, titleBar: ink, winGlow: ink, lossGlow: ink,
            keyCap: ink, keyText: paper, helpText: ink,
            spritePixel: { $0.luma < 0.5 ? ink : paper })
    }()

    /// The paper colour behind everything.
    var paper: RGB { background.color(at: 0) }
}
