/// How the screen shows the model, decided once for every front end: which counter glows
/// and how strongly, when SPIN looks pressed, how a panel covers the main screen, when the
/// status line shows, and how far an icon's offset moves in a front end's pixels.
///
/// Colours live in the art library (`Palette.winGlow`, `Palette.lossGlow`); these are the
/// rules around them, so the terminal and the window cannot drift apart.
package enum ScreenStyle {
    /// The spec's icons are about 70 points tall: a front end converts ``ReelFrame/offset``
    /// (in points) to pixels as `offset × iconPixels / iconPoints`, so the 50-point travel
    /// keeps the spec's proportion to the icon at any size.
    package static let iconPoints = 70.0

    /// Pixels per spec point for a front end whose icons are `iconPixels` tall.
    package static func pixelsPerPoint(iconPixels: Double) -> Double {
        iconPixels / iconPoints
    }

    /// SPIN looks pressed while the reels move and while the game is over: it cannot be used.
    package static func isSpinPressed(_ scene: Screen) -> Bool {
        scene.isSpinning || scene.isGameOver
    }

    /// How much a glowing counter's capsule takes the pulse colour at full strength.
    package static let counterGlow = 0.45
    /// How much the reel face takes the pulse colour at full strength (the rim takes all of it).
    package static let reelFaceGlow = 0.3

    /// Whether the money counter glows with the reels: on every result.
    package static func glowsMoney(_ pulse: PulseFrame?) -> Bool { pulse != nil }

    /// Whether the high-score counter glows with the reels: only on a new high score.
    package static func glowsHighScore(_ pulse: PulseFrame?) -> Bool {
        pulse?.kind == .highScore
    }

    /// Whether a pulse is the loss flash (red) rather than the win glow (gold).
    package static func isLossGlow(_ pulse: PulseFrame) -> Bool { pulse.kind == .loss }

    /// How a panel covers the main screen behind it.
    package struct Backdrop: Sendable, Hashable {
        /// The spec's translucent black laid over the main screen: 0 none … 1 black.
        package var dim: Double
        /// Blur radius in spec points (0: no blur).
        package var blurPoints: Double
    }

    /// The spec's backdrops: Game Over is `.blur(radius: 5)` under black at 35 %, and so is the
    /// reality check, which stops play as it does; the Info sheet, the history and the reset
    /// question dim the screen like an iOS sheet, unblurred. Scaled by the panel's presence
    /// while it slides in.
    package static func backdrop(for panel: Panel) -> Backdrop {
        switch panel {
        case .gameOver, .realityCheck: Backdrop(dim: 0.35, blurPoints: 5)
        case .info, .history, .resetConfirm: Backdrop(dim: 0.35, blurPoints: 0)
        }
    }

    /// Whether the status line (session, net, the last outcome) shows over `scene`: the Info
    /// sheet and the history cover it, but never a notice, since a warning said once must be
    /// seen and m or a there needs its feedback.
    package static func showsStatusLine(_ scene: Screen) -> Bool {
        guard let panel = scene.panel?.panel else { return true }
        return (panel != .info && panel != .history) || scene.notice != nil
    }

    /// Whether the last outcome shows in the status line: from the landing until the next
    /// action, whatever notice shows beside it, but not while any panel is up.
    package static func showsOutcome(_ scene: Screen) -> Bool {
        scene.outcome != nil && scene.panel == nil
    }
}
