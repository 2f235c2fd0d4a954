/// The RMIT Casino colours of DESIGN.md §4, named for the spec's colour assets, plus the
/// few colours the reel and outline art need so every front end draws the same game.
///
/// One place on purpose: the terminal, the SDL window and the tests all read these, so a
/// colour tweak happens once.
public enum Palette {
    /// `#E42A20`: top of the background gradient, the Game Over title bar, bet gradients.
    public static let red = RGB(hex: 0xE42A20)
    /// `#B81A70`: bottom of the background gradient.
    public static let brightPurple = RGB(hex: 0xB81A70)
    /// `#00004F`: Game Over panel and Info sheet background.
    public static let blue = RGB(hex: 0x00004F)
    /// `#E4BB20`: logo fill, top of the bet capsule gradient, the spin button's gold.
    public static let yellow = RGB(hex: 0xE4BB20)
    /// `#E4DD20`: logo highlight.
    public static let banana = RGB(hex: 0xE4DD20)
    /// `#22004D`: text shadows and the logo's outline.
    public static let darkPurple = RGB(hex: 0x22004D)
    /// Plain white: score numbers and labels.
    public static let white = RGB.white
    /// Black at 35 %: the score capsules and the Game Over backdrop.
    public static let translucentBlack = RGBA(.black, opacity: 0.35)

    /// Red at the top to bright purple at the bottom (DESIGN.md §4): sample it per row.
    public static let background = ColorRamp(from: red, to: brightPurple)
    /// Yellow to red: the bet capsules.
    public static let betCapsule = ColorRamp(from: yellow, to: red)

    /// The face of a reel, behind a symbol: a warm off-white so every symbol's dark
    /// outline and colours read, and the colour an icon fades toward while it spins
    /// (a terminal cannot make a cell transparent, so "opacity" is a blend toward this).
    public static let reelFace = RGB(hex: 0xFFF6E0)
    /// The reel's rim: the spin button's gold so the reels read as one machine.
    public static let reelRim = RGB(hex: 0xE4BB20)
    /// The rim's shaded edge, giving the frame some depth.
    public static let reelRimShadow = RGB(hex: 0x9A6A10)
    /// Outline ink of every sprite: a very dark purple rather than pure black so the art
    /// sits in the RMIT palette and still contrasts with the reel face.
    public static let outline = RGB(hex: 0x1E0A28)

    /// The win pulse (the spec's success haptic) on reels and counters: warm gold.
    public static let winGlow = RGB(hex: 0xFFD700)
    /// The loss flash (the spec's error haptic): a hot red that still differs from ``red``.
    public static let lossGlow = RGB(hex: 0xFF2010)
    /// Small labels on the capsules ("YOUR MONEY"): a warm white a little softer than numbers.
    public static let label = RGB(hex: 0xFFE9E0)
    /// A grouped section's band on a blue panel (SwiftUI's Form rows on the Info sheet).
    public static let panelSection = RGB(hex: 0x14147A)
    /// A section header on a blue panel ("HOW TO PLAY").
    public static let panelHeader = RGB(hex: 0xB8B8E8)
}
