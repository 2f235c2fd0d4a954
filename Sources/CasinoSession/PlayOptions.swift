import CasinoEngine
import CasinoPresentation

/// What the player asked for on starting a game (`--rules`, `--seed`, `--mute`,
/// `--reduced-motion`, `--reality-check`). Every choice here but the reality check is for this
/// session only: the save keeps what the player set in the game itself.
package struct PlayOptions: Sendable, Hashable {
    /// Play these rules this session; `nil` plays the saved game's own.
    package var rules: RuleSetID?
    /// Replay this seed: a fresh game that never touches the player's save.
    package var seed: UInt64?
    /// Start muted, without changing the saved sound setting.
    package var muted: Bool
    /// Start with reduced motion, without changing the saved setting.
    package var reducedMotion: Bool
    /// The language the game speaks this session (`--language`, else the locale's).
    package var language: Language
    /// Minutes between reality checks, or `.some(nil)` for none; nil keeps the saved choice.
    /// Kept in the save with the session's first save: a reminder the player set must not
    /// lapse with the session.
    package var realityCheckMinutes: Int??

    package init(
        rules: RuleSetID? = nil, seed: UInt64? = nil, muted: Bool = false,
        reducedMotion: Bool = false, language: Language = .english,
        realityCheckMinutes: Int?? = nil
    ) {
        self.realityCheckMinutes = realityCheckMinutes
        self.language = language
        self.rules = rules
        self.seed = seed
        self.muted = muted
        self.reducedMotion = reducedMotion
    }
}
