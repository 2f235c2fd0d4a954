import CasinoEngine

/// Everything the player owns that outlives a process: the game and their preferences.
///
/// Public: the Apple app's preview model receives it in its `save` closure.
public struct SaveData: Sendable, Hashable {
    /// The game in play: money, bet, high score, reels, history and figures.
    public var game: Game
    package var settings: Preferences

    package init(game: Game, settings: Preferences = Preferences()) {
        self.game = game
        self.settings = settings
    }
}
