import CasinoAppModel
import CasinoEngine
import CasinoPersistence
import CasinoSharedModels
import Testing

@MainActor
@Suite struct PanelTests {
    @Test func gameOverShowsWhenTheLastCoinsLandNotAtThePress() {
        let game = Game(rules: .classic, coins: 10, bet: 10, highScore: 300)
        let harness = Harness(game: game, stops: [appleBarCherry])
        let model = harness.model
        model.spinReels()
        harness.clock.advance(to: 0.99)
        #expect(!model.showGameOverModal)
        #expect(model.coins == 10)
        harness.clock.advance(to: 1.0)
        #expect(model.showGameOverModal)
        #expect(model.coins == 0)
        let landing = harness.output.events(at: 1.0)
        #expect(
            landing.prefix(3) == [.haptic(.error), .sound(.gameover), .sound(.drumMusic)],
            "the gameover sound, then the drum music the guide plays as the panel appears")
        model.spinReels()
        #expect(!model.isSpinning, "no spin under the Game Over panel")
    }

    @Test func newGameRestoresTheStartingMoneyWithRingUp() {
        let game = Game(rules: .classic, coins: 0, bet: 10, highScore: 300)
        let harness = Harness(game: game)
        #expect(harness.model.showGameOverModal, "a saved game that was over opens on its panel")
        harness.model.newGame()
        #expect(!harness.model.showGameOverModal)
        #expect(harness.model.coins == 100)
        #expect(harness.model.highscore == 300, "New Game keeps the high score")
        #expect(harness.output.events.map(\.event).suffix(2) == [.stopMusic, .sound(.ringUp)])
    }

    @Test func infoOpensWithDrumMusicAndASwipeDownClosesItForGood() {
        let harness = Harness()
        let model = harness.model
        model.showingInfoView = true
        #expect(model.showingInfoView)
        #expect(harness.output.sounds == [.drumMusic])

        // SwiftUI sets the sheet's binding to false when the player swipes it away.
        model.showingInfoView = false
        #expect(!model.showingInfoView, "the sheet must not present itself again")
        #expect(harness.output.events.last?.event == .stopMusic)
        harness.clock.advance(to: 0.1)
        #expect(!model.showingInfoView, "not even while the terminal's sheet would still slide")
    }

    @Test func infoDoesNotOpenWhileTheReelsMove() {
        let harness = Harness(stops: [appleBarCherry])
        harness.model.spinReels()
        harness.model.showInfo()
        #expect(!harness.model.showingInfoView)
    }

    @Test func resetAsksFirstThenRestoresMoneyHighScoreAndBet() {
        let game = Game(rules: .classic, coins: 250, bet: 20, highScore: 400)
        let harness = Harness(game: game)
        let model = harness.model
        model.resetButtonTapped()
        #expect(model.showingResetConfirmation)
        #expect(model.coins == 250, "nothing is lost before the player confirms")

        model.cancelReset()
        #expect(!model.showingResetConfirmation)
        #expect(model.coins == 250)

        model.showingResetConfirmation = true
        model.confirmReset()
        // The alert dismissing itself after the button must not undo anything.
        model.showingResetConfirmation = false
        #expect(model.coins == 100)
        #expect(model.highscore == 0)
        #expect(model.betAmount == 10)
        #expect(model.isChooseBet10 && !model.isChooseBet20)
        #expect(harness.output.sounds.last == .ringUp)
    }

    @Test func betButtonsMoveTheChipAndPlayTheChipSound() {
        let harness = Harness()
        let model = harness.model
        #expect(model.isChooseBet10 && !model.isChooseBet20)
        model.chooseBet20()
        #expect(model.betAmount == 20)
        #expect(model.isChooseBet20 && !model.isChooseBet10)
        #expect(harness.output.sounds == [.betChip])
        model.chooseBet10()
        #expect(model.betAmount == 10)
        #expect(harness.output.sounds == [.betChip, .betChip])
    }

    @Test func aBetTheMoneyCannotCoverIsRefusedAndSaidAloud() {
        let game = Game(rules: .classic, coins: 10, bet: 10, highScore: 0)
        let harness = Harness(game: game)
        harness.model.chooseBet20()
        #expect(harness.model.betAmount == 10)
        #expect(harness.model.notice == "You need 20 coins to bet 20.")
        #expect(harness.output.announcements == ["You need 20 coins to bet 20."])
        harness.clock.advance(to: 5)
        #expect(harness.model.notice == nil, "the notice goes away by itself, without polling")
    }

    @Test func theBetDropsWhenTheMoneyNoLongerCoversItAndThePlayerHearsWhy() {
        let game = Game(rules: .classic, coins: 30, bet: 20, highScore: 0)
        let harness = Harness(game: game, stops: [appleBarCherry])
        harness.model.spinReels()
        harness.clock.advance(to: 0.99)
        #expect(harness.model.betAmount == 20, "the drop is part of the result")
        harness.clock.advance(to: 1.0)
        #expect(harness.model.betAmount == 10)
        #expect(harness.model.coins == 10)
        #expect(
            harness.output.announcements.last?.hasSuffix("Bet lowered to 10: you have 10 coins.")
                == true)
    }

    @Test func mutedSoundsStaySilentButHapticsStillPlay() {
        let harness = Harness(settings: Preferences(muted: true), stops: [appleBarCherry])
        harness.spinAndLand()
        #expect(harness.output.sounds.isEmpty)
        #expect(harness.output.events.contains { $0.event == .haptic(.error) })
    }
}
