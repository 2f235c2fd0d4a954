/// Everything the player owns that outlives a process: the game and their preferences.
public struct SaveData: Sendable, Hashable {
    public var game: Game
    package var settings: Preferences

    package init(game: Game, settings: Preferences = Preferences()) {
        self.game = game
        self.settings = settings
    }
}

/// Preferences a player sets once and expects to find again.
public struct Preferences: Sendable, Hashable, Codable {
    package var muted: Bool
    package var reducedMotion: Bool
    /// The desktop window's last size in points (nil: never opened), so it reopens as left.
    package var windowSize: WindowSize?

    public init(muted: Bool = false, reducedMotion: Bool = false, windowSize: WindowSize? = nil) {
        self.muted = muted
        self.reducedMotion = reducedMotion
        self.windowSize = windowSize
    }
}

/// A window's size in points.
public struct WindowSize: Sendable, Hashable, Codable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
