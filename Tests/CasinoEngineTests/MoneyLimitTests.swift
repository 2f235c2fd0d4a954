import CasinoEngine
import Foundation
import TestSupport
import Testing

private let now = WallTime(secondsSince1970: 1_800_000_000)

/// Money, high score and statistics stay inside ``Money/limit``, so no arithmetic traps.
@Suite struct MoneyLimitTests {
    @Test(arguments: [RuleSetID.classic, .easy])
    func aWinWithMoneyNearTheIntegerLimitDoesNotCrash(_ id: RuleSetID) {
        // The save: money 9223372036854775800 under the easy rules.
        var game = Game(rules: .named(id), coins: 9_223_372_036_854_775_800, bet: 10, highScore: 0)
        #expect(game.coins == Money.limit)
        var generator = ScriptedGenerator(stops: [jackpot], rules: .named(id))
        let feedback = game.send(.spinButtonTapped, using: &generator, at: now)
        #expect(game.coins == Money.limit)
        #expect(game.highScore == Money.limit)
        let spin = feedback.spin
        #expect(spin?.isWin == true && spin?.prize == 0)
        #expect(feedback.cues.contains(.haptic(.success)))
    }

    @Test func aWinJustBelowTheLimitPaysWhatStillFits() {
        var game = Game(rules: .classic, coins: Money.limit - 40, bet: 20, highScore: 0)
        var generator = ScriptedGenerator(stops: [jackpot, miss])
        let win = game.send(.spinButtonTapped, using: &generator, at: now)
        #expect(win.spin?.prize == 40)
        #expect(game.coins == Money.limit)
        #expect(game.statistics.totalWon == 60)
        // A loss at the limit still takes the stake.
        _ = game.send(.spinButtonTapped, using: &generator, at: now)
        #expect(game.coins == Money.limit - 20)
    }

    @Test func statisticsAndResetsHoldAtTheLimitInsteadOfOverflowing() {
        let full = Statistics(
            spins: .max, wins: .max, totalStaked: .max, totalWon: .max, biggestWin: 0)
        var game = Game(
            rules: .classic, coins: 100, bet: 10, highScore: .max, statistics: full,
            resetCount: .max)
        var generator = ScriptedGenerator(stops: [jackpot])
        _ = game.send(.spinButtonTapped, using: &generator, at: now)
        #expect(game.statistics.spins == Money.limit)
        #expect(game.statistics.totalWon == Money.limit)
        #expect(game.highScore == Money.limit)
        _ = game.send(.resetConfirmed, using: &generator, at: now)
        #expect(game.resetCount == Money.limit)
    }

    @Test func aSavedHighScoreAboveTheLimitIsNotAdoptedAsIs() {
        var game = Game()
        game.adoptHighScore(.max)
        #expect(game.highScore == Money.limit)
    }
}

/// Game over means "cannot afford the smallest bet", under every rule set.
@Suite struct GameOverTests {
    @Test(arguments: [RuleSetID.classic, .easy], 1...9)
    func moneyBelowEveryBetIsGameOverAndNewGameRestartsIt(_ id: RuleSetID, coins: Int) {
        var game = Game(rules: .named(id), coins: coins, bet: 10, highScore: 0)
        #expect(game.isGameOver)
        var generator = ScriptedGenerator(stops: [jackpot], rules: .named(id))
        #expect(game.send(.spinButtonTapped, using: &generator, at: now) == .ignored)
        let newGame = game.send(.newGameButtonTapped, using: &generator, at: now)
        #expect(newGame.cues == [.stopMusic, .play(.ringUp)])
        #expect(game.coins == game.rules.startingMoney)
        #expect(!game.isGameOver)
    }

    @Test(arguments: [RuleSetID.classic, .easy])
    func aLossLeavingLessThanTheSmallestBetPlaysTheGameOverCues(_ id: RuleSetID) {
        var game = Game(rules: .named(id), coins: 15, bet: 10, highScore: 0)
        var generator = ScriptedGenerator(stops: [miss], rules: .named(id))
        let feedback = game.send(.spinButtonTapped, using: &generator, at: now)
        #expect(game.coins == 5)
        #expect(game.isGameOver)
        #expect(
            feedback.cues == [.play(.spin), .haptic(.error), .play(.gameover), .play(.drumMusic)])
    }

    @Test func theSmallestBetIsTheFloor() {
        #expect(Rules.classic.smallestBet == 10)
        #expect(Rules.classic.isGameOver(coins: 9))
        #expect(!Rules.classic.isGameOver(coins: 10))
    }
}
