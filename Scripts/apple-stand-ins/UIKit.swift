// Declaration-only stand-in for the UIKit symbols the Apple app uses, so Scripts/check-apple.sh
// can type-check the app on Linux. Each signature is the one Apple's documentation gives
// (developer.apple.com/documentation/uikit/…); bodies never run. The app never links this.
import Foundation

private func standIn() -> Never { fatalError("UIKit stand-in: type-checking only") }

/// documentation/uikit/uiimage
open class UIImage: @unchecked Sendable {
    /// init?(data: Data)
    public init?(data: Data) { standIn() }
}

/// documentation/uikit/uifeedbackgenerator
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// func prepare()
    open func prepare() { standIn() }
}

/// documentation/uikit/uinotificationfeedbackgenerator
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    public enum FeedbackType: Int, Sendable {
        case success = 0
        case warning = 1
        case error = 2
    }

    public override init() { super.init() }

    /// func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType)
    {
        standIn()
    }
}

/// documentation/uikit/uiaccessibility
public struct UIAccessibility {
    /// documentation/uikit/uiaccessibility/notification
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// nonisolated static let announcement: UIAccessibility.Notification
        public static let announcement = Notification(rawValue: 1008)
    }

    /// @MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        standIn()
    }
}
