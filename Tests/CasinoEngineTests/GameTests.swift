import CasinoEngine
import Foundation
import TestSupport
import Testing

private let now = WallTime(secondsSince1970: 1_800_000_000)

/// Plays `actions` on `game`, landing spins on `stops` in order, and returns every feedback.
@discardableResult
private func play(
    _ game: inout Game, _ actions: [Action], landing stops: [[Int]] = []
) -> [Feedback] {
    var generator = ScriptedGenerator(stops: stops, rules: game.rules)
    return actions.map { game.send($0, using: &generator, at: now) }
}

@Suite struct GameTests {
    @Test func aNewGameHasTheSpecsStartingValues() {
        let game = Game()
        #expect(game.coins == 100)
        #expect(game.bet == 10)
        #expect(game.highScore == 0)
        #expect(game.stops == [0, 1, 2])
        #expect(!game.isGameOver)
        #expect(game.history.isEmpty)
    }

    @Test func aWinAddsTenTimesTheBetAndSetsANewHighScore() {
        var game = Game()
        let feedback = play(&game, [.spinButtonTapped], landing: [jackpot])[0]
        #expect(game.coins == 200)
        #expect(game.highScore == 200)
        #expect(game.stops == jackpot)
        #expect(
            feedback.cues == [
                .play(.spin), .haptic(.success), .play(.highscore), .haptic(.success),
            ])
        #expect(feedback.spin?.prize == 100)
        #expect(feedback.spin?.isNewHighScore == true)
        #expect(feedback.changedState)
    }

    @Test func aWinBelowTheHighScorePlaysTheWinningSound() {
        var game = Game(rules: .classic, coins: 100, bet: 10, highScore: 500)
        let feedback = play(&game, [.spinButtonTapped], landing: [jackpot])[0]
        #expect(game.coins == 200)
        #expect(game.highScore == 500)
        #expect(feedback.cues == [.play(.spin), .haptic(.success), .play(.winning)])
        #expect(feedback.spin?.isNewHighScore == false)
    }

    @Test func aLossTakesTheBet() {
        var game = Game()
        let feedback = play(&game, [.betSelected(20), .spinButtonTapped], landing: [miss])[1]
        #expect(game.coins == 80)
        #expect(game.highScore == 0)
        #expect(feedback.cues == [.play(.spin), .haptic(.error)])
        #expect(
            feedback.spin
                == SpinRecord(
                    time: now, bet: 20, stops: miss, prize: 0, moneyBefore: 100, moneyAfter: 80,
                    isNewHighScore: false))
    }

    @Test func losingTheLastCoinsIsGameOverWithItsSoundAndMusic() {
        var game = Game(rules: .classic, coins: 10, bet: 10, highScore: 0)
        let feedback = play(&game, [.spinButtonTapped], landing: [miss])[0]
        #expect(game.coins == 0)
        #expect(game.isGameOver)
        #expect(
            feedback.cues == [.play(.spin), .haptic(.error), .play(.gameover), .play(.drumMusic)])
    }

    @Test func theBetDropsWhenTheBalanceFallsBelowIt() {
        var game = Game(rules: .classic, coins: 30, bet: 20, highScore: 0)
        let feedback = play(&game, [.spinButtonTapped], landing: [miss])[0]
        #expect(game.coins == 10)
        #expect(game.bet == 10)
        #expect(
            feedback.cues == [.play(.spin), .haptic(.error), .betLowered(from: 20, to: 10)])
        #expect(feedback.spin?.bet == 20)
    }

    @Test func aBetLargerThanTheBalanceIsRefused() {
        var game = Game(rules: .classic, coins: 10, bet: 10, highScore: 0)
        let feedback = play(&game, [.betSelected(20)])[0]
        #expect(game.bet == 10)
        #expect(feedback.cues == [.betUnaffordable(20)])
        #expect(!feedback.changedState)
    }

    @Test func choosingABetPlaysTheChipSound() {
        var game = Game()
        let feedbacks = play(&game, [.betSelected(20), .betSelected(10)])
        #expect(game.bet == 10)
        #expect(feedbacks.map(\.cues) == [[.play(.betChip)], [.play(.betChip)]])
    }

    @Test func aBetThatIsNotAnOptionIsIgnored() {
        var game = Game()
        let feedback = play(&game, [.betSelected(15)])[0]
        #expect(game.bet == 10)
        #expect(feedback == .ignored)
    }

    @Test func nothingSpinsOrBetsDuringGameOver() {
        var game = Game(rules: .classic, coins: 0, bet: 10, highScore: 90)
        let before = game
        let feedbacks = play(&game, [.spinButtonTapped, .betSelected(20)])
        #expect(feedbacks == [.ignored, .ignored])
        #expect(game == before)
    }

    @Test func newGameRestoresTheStartingMoneyAndKeepsTheHighScoreAndBet() {
        var game = Game(rules: .classic, coins: 0, bet: 20, highScore: 340)
        let feedback = play(&game, [.newGameButtonTapped])[0]
        #expect(game.coins == 100)
        #expect(game.highScore == 340)
        #expect(game.bet == 20)
        #expect(!game.isGameOver)
        #expect(feedback.cues == [.stopMusic, .play(.ringUp)])
    }

    @Test func newGameDoesNothingWhileMoneyRemains() {
        var game = Game(rules: .classic, coins: 50, bet: 10, highScore: 0)
        #expect(play(&game, [.newGameButtonTapped])[0] == .ignored)
        #expect(game.coins == 50)
    }

    @Test func resetRestoresMoneyHighScoreAndBetButKeepsHistory() {
        var game = Game()
        play(&game, [.betSelected(20), .spinButtonTapped], landing: [jackpot])
        #expect(game.highScore == 300)
        let feedback = play(&game, [.resetConfirmed])[0]
        #expect(game.coins == 100)
        #expect(game.highScore == 0)
        #expect(game.bet == 10)
        #expect(game.resetCount == 1)
        #expect(game.history.count == 1)
        #expect(game.statistics.spins == 1)
        #expect(feedback.cues == [.play(.ringUp)])
    }

    @Test func resetDuringGameOverAlsoStopsTheMusic() {
        var game = Game(rules: .classic, coins: 0, bet: 10, highScore: 40)
        #expect(play(&game, [.resetConfirmed])[0].cues == [.stopMusic, .play(.ringUp)])
        #expect(!game.isGameOver)
    }

    @Test func infoPlaysTheDrumMusicAndClosingItStopsIt() {
        var game = Game()
        let feedbacks = play(&game, [.infoButtonTapped, .infoDismissed])
        #expect(feedbacks.map(\.cues) == [[.play(.drumMusic)], [.stopMusic]])
        #expect(feedbacks.allSatisfy { !$0.changedState })
    }

    @Test func historyKeepsTheLastTenSpinsAndStatisticsCountAll() {
        var game = Game()
        let landings =
            [[Int]](repeating: miss, count: 5) + [jackpot] + [[Int]](repeating: miss, count: 6)
        play(&game, [Action](repeating: .spinButtonTapped, count: 12), landing: landings)
        #expect(game.history.count == 10)
        #expect(game.history.last?.moneyAfter == game.coins)
        #expect(game.statistics.spins == 12)
        #expect(game.statistics.wins == 1)
        #expect(game.statistics.totalStaked == 120)
        #expect(game.statistics.totalWon == 110)
        #expect(game.statistics.biggestWin == 100)
        #expect(game.coins == 100 + 110 - 120)
    }

    @Test func restoringRepairsValuesNoGameCouldReach() {
        let game = Game(rules: .classic, coins: -30, bet: 15, highScore: -1, stops: [0, 99, 1])
        #expect(game.coins == 0)
        #expect(game.bet == 10)
        #expect(game.highScore == 0)
        #expect(game.stops == [0, 1, 2])
        let poor = Game(rules: .classic, coins: 10, bet: 20, highScore: 0)
        #expect(poor.bet == 10)
    }

    @Test func restoringDropsHistoryEntriesWhoseStopsNoReelCouldShow() {
        func spin(_ stops: [Int]) -> SpinRecord {
            SpinRecord(
                time: now, bet: 10, stops: stops, prize: 0, moneyBefore: 100, moneyAfter: 90,
                isNewHighScore: false)
        }
        let history = [spin([0, 12, 1]), spin([1, 2, 3]), spin([-1, 0, 0]), spin([4, 4])]
        let game = Game(rules: .classic, coins: 90, bet: 10, highScore: 0, history: history)
        #expect(game.history == [spin([1, 2, 3])])
    }

    @Test func switchingRulesKeepsMoneyAndHighScore() {
        var game = Game(rules: .classic, coins: 70, bet: 20, highScore: 400)
        game.switchRules(to: .easy)
        #expect(game.rules == .easy)
        #expect(game.coins == 70)
        #expect(game.highScore == 400)
        #expect(game.bet == 20)
    }

    @Test func easyRulesPayOnTwoMatchingReels() {
        var game = Game(rules: .easy)
        play(&game, [.spinButtonTapped], landing: [[3, 9, 3]])
        #expect(game.coins == 200)
    }

    @Test func aStaleHighScoreIsRaisedButNeverLowered() {
        var game = Game(rules: .classic, coins: 100, bet: 10, highScore: 300)
        game.adoptHighScore(200)
        #expect(game.highScore == 300)
        game.adoptHighScore(900)
        #expect(game.highScore == 900)
    }
}
