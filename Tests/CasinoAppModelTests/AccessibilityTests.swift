import CasinoAppModel
import CasinoEngine
import CasinoPresentation
import TestSupport
import Testing

private let classicBets = Rules.classic.betOptions

@MainActor
@Suite struct AccessibilityTests {
    @Test func voiceOverNamesEachReelTheMoneyAndSpin() {
        let harness = Harness(stops: [[2, 2, 5]])
        let model = harness.model
        #expect(model.reelAccessibilityLabel(0) == "Reel 1, apple")
        #expect(model.reelAccessibilityLabel(2) == "Reel 3, cherry")
        #expect(model.moneyAccessibilityLabel == "Your money, 100 coins")
        #expect(model.highScoreAccessibilityLabel == "High score, 0 coins")
        #expect(Texts.english.spinLabel == "Spin")
        harness.spinAndLand()
        #expect(model.reelAccessibilityLabel(0) == "Reel 1, cherry")
        #expect(model.reelAccessibilityLabel(2) == "Reel 3, grape")
        #expect(model.moneyAccessibilityLabel == "Your money, 90 coins")
    }

    @Test func eachResultIsAnnouncedWhenTheReelsLand() {
        let harness = Harness(stops: [[2, 2, 5], cherries])
        harness.model.spinReels()
        harness.clock.advance(to: 0.99)
        #expect(harness.output.announcements.isEmpty, "nothing is said before the reels land")
        harness.clock.advance(to: 1.0)
        #expect(
            harness.output.announcements
                == ["cherry, cherry, grape. No match, you lose 10 coins. Your money, 90 coins."])
        harness.spinAndLand()
        #expect(
            harness.output.announcements.last
                == "cherry, cherry, cherry. You win 100 coins. New high score, 190. "
                + "Your money, 190 coins.")
    }

    @Test func theLastLossAnnouncesGameOver() {
        let game = Game(rules: .classic, coins: 10, bet: 10, highScore: 0)
        let harness = Harness(game: game, stops: [appleBarCherry])
        harness.spinAndLand()
        #expect(
            harness.output.announcements.last
                == "apple, bar, cherry. No match, you lose 10 coins. Game over. "
                + "You lost all money! You are not the god of gambler! Good luck next time!")
    }

    @Test func theKeyboardShortcutsAreTheGamesOwnKeys() {
        #expect(AppShortcuts.intent(for: AppShortcuts.spin, betOptions: classicBets) == .spin)
        #expect(
            AppShortcuts.intent(for: AppShortcuts.lowerBet, betOptions: classicBets)
                == classicBets.first.map(Intent.selectBet))
        #expect(
            AppShortcuts.intent(for: AppShortcuts.higherBet, betOptions: classicBets)
                == classicBets.last.map(Intent.selectBet))
        #expect(AppShortcuts.intent(for: AppShortcuts.info, betOptions: classicBets) == .info)
    }

    // MARK: - Bets from the rules (issue 15, item 5)

    @Test func theFooterButtonsTheirShortcutsAndLabelsAreTheRulesBets() {
        let rules = Rules.fiveAndTwentyFive
        let harness = Harness(game: Game(rules: rules))
        let model = harness.model
        #expect(model.betOptions == (5, 25))
        #expect(model.isChooseBet10 && !model.isChooseBet20)
        #expect(Texts.english.betLabel(model.betOptions.higher) == "Bet 25 coins")
        // Each button's shortcut asks, by the shared key map, for the bet the button chooses.
        #expect(
            AppShortcuts.intent(for: AppShortcuts.lowerBet, betOptions: rules.betOptions)
                == .selectBet(model.betOptions.lower))
        #expect(
            AppShortcuts.intent(for: AppShortcuts.higherBet, betOptions: rules.betOptions)
                == .selectBet(model.betOptions.higher))
        model.chooseBet20()
        #expect(model.betAmount == 25 && model.isChooseBet20 && !model.isChooseBet10)
        #expect(harness.output.sounds == [.betChip])
        model.chooseBet10()
        #expect(model.betAmount == 5)
    }
}
