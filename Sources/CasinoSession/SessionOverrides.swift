import CasinoEngine
import CasinoSharedModels

/// Turns what a session plays into what it saves, so the flags a session started with last
/// only as long as the session.
///
/// The session may play other rules than the saved game (`--rules easy`): the money, high
/// score and history carry over, and the save keeps its own rules. The session may start
/// muted or with reduced motion (`--mute`): the save keeps the stored setting until the
/// player changes that setting in the game (m, a), which is a choice meant to last. The
/// reality check the player chose, by flag or in the game, is kept.
package struct SessionOverrides: Sendable, Hashable {
    /// The rules the saved game plays when no flag says otherwise.
    package private(set) var savedRules: Rules
    /// The settings as they are to be saved.
    package private(set) var savedSettings: Preferences
    /// The settings the session last played with, to tell a key press from a flag.
    private var played: Preferences

    /// - Parameters:
    ///   - savedRules: the rules of the saved game (the default rules for a first run).
    ///   - savedSettings: the settings the save holds.
    ///   - played: the settings the session starts with, flags applied.
    package init(savedRules: Rules, savedSettings: Preferences, played: Preferences) {
        self.savedRules = savedRules
        self.savedSettings = savedSettings
        self.played = played
    }

    /// What to write for `data`, the state the session plays: its game under the saved rules,
    /// and every setting the player changed since the last save.
    package mutating func saved(_ data: SaveData) -> SaveData {
        if data.settings.muted != played.muted { savedSettings.muted = data.settings.muted }
        if data.settings.reducedMotion != played.reducedMotion {
            savedSettings.reducedMotion = data.settings.reducedMotion
        }
        savedSettings.realityCheckMinutes = data.settings.realityCheckMinutes
        // No flag sets the window's size for good: the size the window was left at is kept.
        savedSettings.windowSize = data.settings.windowSize
        played = data.settings
        var game = data.game
        if game.rules != savedRules { game.switchRules(to: savedRules) }
        return SaveData(game: game, settings: savedSettings)
    }
}
