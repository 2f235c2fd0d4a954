import CasinoEngine
import UIKit

/// The guide's haptic helper: success on a win and a new high score, error on a loss.
@MainActor
func playHaptic(type: UINotificationFeedbackGenerator.FeedbackType) {
    let generator = UINotificationFeedbackGenerator()
    generator.notificationOccurred(type)
}

extension Haptic {
    /// The engine's haptic as UIKit's feedback type.
    var feedbackType: UINotificationFeedbackGenerator.FeedbackType {
        switch self {
        case .success: .success
        case .error: .error
        }
    }
}
