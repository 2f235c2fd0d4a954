import CasinoAppModel
import CasinoPresentation
import SwiftUI
import UIKit

extension AppOutputs {
    /// The app's rendering of the model's decisions: sounds through `SoundPlayer`, the guide's
    /// haptics, VoiceOver announcements, and each spin phase inside `withAnimation`.
    @MainActor
    static func live(sounds: SoundPlayer) -> AppOutputs {
        AppOutputs(
            play: { sounds.playSound(sound: $0) },
            stopMusic: { sounds.stopMusic() },
            haptic: { playHaptic(type: $0.feedbackType) },
            announce: { UIAccessibility.post(notification: .announcement, argument: $0) },
            animate: { step, change in
                withAnimation(step.animation, change)
            })
    }
}

extension MotionStep {
    /// The guide's `Animation.easeOut(duration: 0.3)` for the leaving icons and
    /// `Animation.easeOut(duration: 0.7)` for the arriving ones. The guide's `.delay(0.3)` is
    /// the model's timer: the arriving phase starts when the leaving one has ended.
    var animation: Animation {
        isEaseOut
            ? Animation.easeOut(duration: duration)
            : Animation.timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
}
