import CasinoEngine

/// Everything the player owns that outlives a process: the game and their preferences.
public struct SaveData: Sendable, Hashable {
    public var game: Game
    public var settings: Settings

    public init(game: Game, settings: Settings = Settings()) {
        self.game = game
        self.settings = settings
    }
}

/// Preferences a player sets once and expects to find again.
public struct Settings: Sendable, Hashable, Codable {
    public var muted: Bool
    public var reducedMotion: Bool

    public init(muted: Bool = false, reducedMotion: Bool = false) {
        self.muted = muted
        self.reducedMotion = reducedMotion
    }
}
