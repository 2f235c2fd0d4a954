// Declaration-only stand-in for the AVFoundation (AVFAudio) symbols the Apple app uses, with
// the signatures of Apple's documentation (developer.apple.com/documentation/avfaudio/…).
// For Scripts/check-apple.sh only; the app never links this.
import Foundation

private func standIn() -> Never { fatalError("AVFoundation stand-in: type-checking only") }

/// documentation/avfaudio/avaudioplayer
open class AVAudioPlayer {
    /// init(data: Data) throws
    public init(data: Data) throws { standIn() }
    /// init(contentsOf url: URL) throws
    public init(contentsOf url: URL) throws { standIn() }

    /// func play() -> Bool (an Objective-C BOOL result, so discardable)
    @discardableResult open func play() -> Bool { standIn() }
    /// func stop()
    open func stop() { standIn() }
    /// func prepareToPlay() -> Bool
    @discardableResult open func prepareToPlay() -> Bool { standIn() }
    /// var numberOfLoops: Int { get set }
    open var numberOfLoops: Int {
        get { standIn() }
        set { standIn() }
    }
    /// var currentTime: TimeInterval { get set }
    open var currentTime: TimeInterval {
        get { standIn() }
        set { standIn() }
    }
    /// var isPlaying: Bool { get }
    open var isPlaying: Bool { standIn() }
}

/// documentation/avfaudio/avaudiosession
open class AVAudioSession {
    /// class func sharedInstance() -> AVAudioSession
    open class func sharedInstance() -> AVAudioSession { standIn() }

    /// documentation/avfaudio/avaudiosession/category-swift.struct
    public struct Category: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// static let ambient: AVAudioSession.Category
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    }

    /// func setCategory(_ category: AVAudioSession.Category) throws
    open func setCategory(_ category: AVAudioSession.Category) throws { standIn() }
}
