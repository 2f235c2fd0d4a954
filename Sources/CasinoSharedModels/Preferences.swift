/// Preferences a player sets once and expects to find again.
///
/// Public: the Apple app's preview model starts with a first launch's preferences.
public struct Preferences: Sendable, Hashable, Codable {
    package var muted: Bool
    package var reducedMotion: Bool
    /// The desktop window's last size in points (nil: never opened), so it reopens as left.
    package var windowSize: WindowSize?
    /// Minutes of play between two reality checks (nil: none), which the player chose
    /// (`--reality-check`, c in Info). A save from before it was kept has none.
    package var realityCheckMinutes: Int?

    /// A first launch's preferences unless told otherwise: sound on, full motion, no window size
    /// yet, no reality check.
    public init(
        muted: Bool = false, reducedMotion: Bool = false, windowSize: WindowSize? = nil,
        realityCheckMinutes: Int? = nil
    ) {
        self.muted = muted
        self.reducedMotion = reducedMotion
        self.windowSize = windowSize
        self.realityCheckMinutes = realityCheckMinutes
    }
}

/// A window's size in points.
///
/// Public only as a type: ``Preferences``'s public initializer takes one; the app never sets it.
public struct WindowSize: Sendable, Hashable, Codable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
