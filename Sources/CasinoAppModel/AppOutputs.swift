import CasinoEngine

/// How the app renders what the model decides: sounds, haptics, VoiceOver announcements and
/// animated state changes. Injected so the model never imports AVFoundation, UIKit or
/// SwiftUI, and so tests record every call with the time it happened.
///
/// Public: the Apple app builds its live outputs (Helpers/LiveOutputs.swift); previews use
/// ``silent``.
@MainActor
public struct AppOutputs {
    /// Starts one of the spec's sounds; effects overlap, music loops until ``stopMusic``.
    package var play: (Sound) -> Void
    package var stopMusic: () -> Void
    /// The spec's `UINotificationFeedbackGenerator` feedback.
    package var haptic: (Haptic) -> Void
    /// Speaks a sentence to VoiceOver users (a result, a warning).
    package var announce: (String) -> Void
    /// Performs `change` so the views it affects animate with `step` (SwiftUI: inside
    /// `withAnimation`). A change made outside it is not animated.
    package var animate: (_ step: MotionStep, _ change: () -> Void) -> Void

    /// The app's renderings of the model's decisions; the model calls each on the main actor, at
    /// the moment it decides (see the properties for what each one does).
    public init(
        play: @escaping (Sound) -> Void,
        stopMusic: @escaping () -> Void,
        haptic: @escaping (Haptic) -> Void,
        announce: @escaping (String) -> Void,
        animate: @escaping (_ step: MotionStep, _ change: () -> Void) -> Void
    ) {
        self.play = play
        self.stopMusic = stopMusic
        self.haptic = haptic
        self.announce = announce
        self.animate = animate
    }

    /// Nothing heard or felt, changes applied at once: for previews.
    public static var silent: AppOutputs {
        AppOutputs(
            play: { _ in }, stopMusic: {}, haptic: { _ in }, announce: { _ in },
            animate: { _, change in change() })
    }
}
