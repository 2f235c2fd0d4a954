/// The spec's RMIT Casino colours (docs/ARCHITECTURE.md), named for its colour assets, plus the
/// few colours the reel and outline art need so every front end draws the same game.
///
/// One place on purpose: the terminal, the SDL window and the tests all read these, so a
/// colour tweak happens once.
package enum Palette {
    /// `#E42A20`: top of the background gradient, the Game Over title bar, bet gradients.
    package static let red = RGB(hex: 0xE42A20)
    /// `#B81A70`: bottom of the background gradient.
    package static let brightPurple = RGB(hex: 0xB81A70)
    /// `#00004F`: Game Over panel and Info sheet background.
    package static let blue = RGB(hex: 0x00004F)
    /// `#E4BB20`: logo fill, top of the bet capsule gradient, the spin button's gold.
    package static let yellow = RGB(hex: 0xE4BB20)
    /// `#E4DD20`: logo highlight.
    package static let banana = RGB(hex: 0xE4DD20)
    /// `#22004D`: text shadows and the logo's outline.
    package static let darkPurple = RGB(hex: 0x22004D)
    /// Plain white: score numbers and labels.
    package static let white = RGB.white
    /// Black at 35 %: the score capsules and the Game Over backdrop.
    package static let translucentBlack = RGBA(.black, opacity: 0.35)

    /// Red at the top to bright purple at the bottom (the spec's gradient): sample it per row.
    package static let background = ColorRamp(from: red, to: brightPurple)
    /// Yellow to red: the bet capsules.
    package static let betCapsule = ColorRamp(from: yellow, to: red)

    /// The face of a reel, behind a symbol: a warm off-white so every symbol's dark
    /// outline and colours read, and the colour an icon fades toward while it spins
    /// (a terminal cannot make a cell transparent, so "opacity" is a blend toward this).
    package static let reelFace = RGB(hex: 0xFFF6E0)
    /// The reel's rim: the spin button's gold so the reels read as one machine.
    package static let reelRim = RGB(hex: 0xE4BB20)
    /// The rim's shaded edge, giving the frame some depth.
    package static let reelRimShadow = RGB(hex: 0x9A6A10)
    /// Outline ink of every sprite: a very dark purple rather than pure black so the art
    /// sits in the RMIT palette and still contrasts with the reel face.
    package static let outline = RGB(hex: 0x1E0A28)

    /// The win pulse (the spec's success haptic) on reels and counters: warm gold.
    package static let winGlow = RGB(hex: 0xFFD700)
    /// The loss flash (the spec's error haptic): a hot red that still differs from ``red``.
    package static let lossGlow = RGB(hex: 0xFF2010)
    /// Small labels on the capsules ("YOUR MONEY"): a warm white a little softer than numbers.
    package static let label = RGB(hex: 0xFFE9E0)
    /// A grouped section's band on a blue panel (SwiftUI's Form rows on the Info sheet).
    package static let panelSection = RGB(hex: 0x14147A)
    /// A section header on a blue panel ("HOW TO PLAY").
    package static let panelHeader = RGB(hex: 0xB8B8E8)
}
