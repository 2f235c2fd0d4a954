/// Everything the player owns that outlives a process: the game and their preferences.
public struct SaveData: Sendable, Hashable {
    public var game: Game
    public var settings: Preferences

    public init(game: Game, settings: Preferences = Preferences()) {
        self.game = game
        self.settings = settings
    }
}

/// Preferences a player sets once and expects to find again.
public struct Preferences: Sendable, Hashable, Codable {
    public var muted: Bool
    public var reducedMotion: Bool
    /// The desktop window's last size in points (nil: never opened), so it reopens as left.
    public var windowSize: WindowSize?

    public init(muted: Bool = false, reducedMotion: Bool = false, windowSize: WindowSize? = nil) {
        self.muted = muted
        self.reducedMotion = reducedMotion
        self.windowSize = windowSize
    }
}

/// A window's size in points.
public struct WindowSize: Sendable, Hashable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
