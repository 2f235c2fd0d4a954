import CasinoEngine
import CasinoPersistence
import CasinoSession
import CasinoSharedModels
import Testing

/// Flags last one session; the in-game keys change what is saved.
@Suite struct SessionOverridesTests {
    @Test func aMuteFlagPlaysMutedButSavesTheStoredSettingUntilThePlayerPressesM() {
        var overrides = SessionOverrides(
            savedRules: .classic, savedSettings: Preferences(muted: false),
            played: Preferences(muted: true))
        let game = Game()
        #expect(
            !overrides.saved(SaveData(game: game, settings: Preferences(muted: true))).settings
                .muted)
        // m unmutes: the player's choice is saved.
        #expect(
            !overrides.saved(SaveData(game: game, settings: Preferences(muted: false))).settings
                .muted)
        // m again mutes: saved as muted now.
        #expect(
            overrides.saved(SaveData(game: game, settings: Preferences(muted: true))).settings.muted
        )
    }

    @Test func reducedMotionFollowsTheSameRule() {
        var overrides = SessionOverrides(
            savedRules: .classic, savedSettings: Preferences(muted: true, reducedMotion: false),
            played: Preferences(muted: true, reducedMotion: true))
        let saved = overrides.saved(
            SaveData(game: Game(), settings: Preferences(muted: false, reducedMotion: true)))
        #expect(saved.settings == Preferences(muted: false, reducedMotion: false))
    }

    @Test func anotherRuleSetThisSessionKeepsTheSavedRulesAndCarriesTheMoneyOver() {
        var overrides = SessionOverrides(
            savedRules: .classic, savedSettings: Preferences(), played: Preferences())
        let played = Game(rules: .easy, coins: 370, bet: 20, highScore: 410)
        let saved = overrides.saved(SaveData(game: played)).game
        #expect(saved.rules == .classic)
        #expect(saved.coins == 370 && saved.highScore == 410 && saved.bet == 20)
    }

    @Test func theWindowsSizeIsKeptAsTheWindowLeftIt() {
        let left = WindowSize(width: 720, height: 640)
        var overrides = SessionOverrides(
            savedRules: .classic, savedSettings: Preferences(windowSize: left),
            played: Preferences(muted: true, windowSize: left))
        // A terminal game under --mute saves its spins: the window's size stays.
        #expect(
            overrides.saved(
                SaveData(game: Game(), settings: Preferences(muted: true, windowSize: left))
            )
            .settings.windowSize == left)
        // The window closed at a new size: that size is what reopens.
        let resized = WindowSize(width: 540, height: 960)
        let saved = overrides.saved(
            SaveData(game: Game(), settings: Preferences(muted: true, windowSize: resized)))
        #expect(saved.settings == Preferences(muted: false, windowSize: resized))
    }
}
