import CasinoRandom
import Testing

@testable import CasinoEngine

/// Plays `count` spins at `bet` under `rules`, on money no loss can exhaust.
private func spins(_ count: Int, bet: Int, rules: Rules, after game: Game? = nil) -> Game {
    var game =
        game
        ?? Game(rules: rules, coins: Money.limit / 2, bet: bet, highScore: 0)
    if game.rules != rules { game.switchRules(to: rules) }
    var generator = Xoshiro256StarStar(seed: 7)
    let now = WallTime(secondsSince1970: 0)
    _ = game.send(.betSelected(bet), using: &generator, at: now)
    for _ in 0..<count { _ = game.send(.spinButtonTapped, using: &generator, at: now) }
    return game
}

@Suite struct ExpectedWinsTests {
    /// One win in 144 spins under the classic rules (12 of 1,728 outcomes), 17 in 72 under
    /// the easy ones (408 of 1,728), whatever the bet: the bet changes the prize, not the chance.
    @Test(arguments: [10, 20])
    func eachRuleSetExpectsItsOwnWinsAtEitherBet(bet: Int) {
        let classic = spins(1_440, bet: bet, rules: .classic)
        #expect(classic.statistics.spins == 1_440)
        #expect(classic.statistics.expectedWins(current: .classic) == 10)
        let easy = spins(72, bet: bet, rules: .easy)
        #expect(easy.statistics.expectedWins(current: .easy) == 17)
        #expect(easy.statistics.expectedWins(current: .classic) == 17, "counted as played")
    }

    @Test func aSaveThatPlayedBothRuleSetsExpectsEachItsShare() {
        let mixed = spins(72, bet: 20, rules: .easy, after: spins(144, bet: 10, rules: .classic))
        #expect(mixed.statistics.spins == 216)
        #expect(mixed.statistics.spinsByRules == [.classic: 144, .easy: 72])
        #expect(mixed.statistics.expectedWins(current: .classic) == 18)
        #expect(mixed.statistics.expectedWins(current: .easy) == 18)
    }

    /// A save from before the rule sets were counted: its spins count under the rules in force.
    @Test func spinsFromBeforeTheCountUseTheRulesInForce() {
        var figures = Statistics()
        figures.spins = 1_700
        let classic: Double = 1_700 * 12 / 1_728
        let easy: Double = 1_700 * 408 / 1_728
        #expect(figures.expectedWins(current: .classic) == classic)
        #expect(figures.expectedWins(current: .easy) == easy)
        figures.record(
            SpinRecord(
                time: WallTime(secondsSince1970: 0), bet: 10, stops: [0, 0, 1], prize: 0,
                moneyBefore: 100, moneyAfter: 90, isNewHighScore: false), rules: .easy)
        let expected: Double = (1_700 * 12 + 408) / 1_728
        #expect(figures.expectedWins(current: .classic) == expected)
    }
}
