import CasinoEngine
import CasinoPersistence
import CasinoPresentation

/// What the app needs from ``PlayController`` that its public API does not say directly yet,
/// derived here in one place so it can be switched to the controller's own answers.
///
/// - The landing time: mid-spin the controller reports `.everyFrame`, never when the reels
///   land, so the timeline is chosen here exactly as the controller chooses it (reduced motion
///   or the spec's), and the landing is the press plus its duration (the very sum the
///   controller computes, so both agree to the last bit).
/// - The sheet's state: after closing Info the scene still holds the Info panel while it
///   slides away, so the app asks which panel is *visible* instead.
enum PresentationAdapter {
    /// The timeline a spin pressed now runs on.
    static func timeline(for settings: Settings) -> SpinTimeline {
        settings.reducedMotion ? .reducedMotion : .spec
    }

    /// When a spin pressed at `press` lands and reveals its result.
    static func landingTime(pressedAt press: Double, settings: Settings) -> Double {
        press + timeline(for: settings).duration
    }

    /// The panel a front end with its own sheet and overlay shows at `now`.
    static func presentedPanel(_ controller: PlayController, at now: Double) -> Panel? {
        controller.visiblePanel(at: now)
    }
}

extension PresentationAdapter {
    /// Seconds after which to look again when the controller says "every frame" outside a
    /// spin: its own panel and pulse animations (the terminal's; SwiftUI animates its own),
    /// which end within this time or are looked at again.
    static let frameAnimationRecheck = 0.5
}
