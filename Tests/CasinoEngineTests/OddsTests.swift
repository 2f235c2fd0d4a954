import Foundation
import Testing

@testable import CasinoEngine

@Suite struct OddsTests {
    @Test func classicOddsAreTheSpecsOneIn144WithSevenPointSixFourPercentReturn() {
        let odds = Odds(rules: .classic)
        #expect(odds.outcomeCount == 1728)
        #expect(odds.winningOutcomes == 12)
        #expect(odds.hitFrequency == 12.0 / 1728)
        #expect(abs(odds.returnToPlayer - 11.0 / 144) < 1e-15)
        #expect(String(format: "%.2f", odds.returnToPlayer * 100) == "7.64")
        #expect(abs(odds.houseEdge - 133.0 / 144) < 1e-15)
        #expect(odds.paytable == [.init(matchingReels: 3, outcomes: 12, prizeMultiplier: 10)])
    }

    @Test func standardDeviationMatchesTheTwoPointDistribution() {
        let odds = Odds(rules: .classic)
        let p = 1.0 / 144
        let mean = 10 * p - (1 - p)
        #expect(abs(odds.meanChangePerBet - -133.0 / 144) < 1e-12)
        let variance = 100 * p + (1 - p) - mean * mean
        #expect(abs(odds.standardDeviationPerBet - variance.squareRoot()) < 1e-12)
    }

    @Test func aClassicGameFromOneHundredCoinsLastsTenPointEightThreeSpinsAtBetTen() throws {
        let odds = Odds(rules: .classic)
        let ten = try #require(odds.gameLength(bet: 10))
        #expect(ten.ruinProbability == 1)
        #expect(abs(try #require(ten.expectedSpins) - 1440.0 / 133) < 1e-9)
        let twenty = try #require(odds.gameLength(bet: 20))
        #expect(abs(try #require(twenty.expectedSpins) - 720.0 / 133) < 1e-9)
    }

    @Test func easyOddsPayMoreThanTheyTake() throws {
        let odds = Odds(rules: .easy)
        #expect(odds.winningOutcomes == 408)
        #expect(String(format: "%.1f", odds.returnToPlayer * 100) == "259.7")
        #expect(
            odds.paytable == [
                .init(matchingReels: 3, outcomes: 12, prizeMultiplier: 10),
                .init(matchingReels: 2, outcomes: 396, prizeMultiplier: 10),
            ])
        let length = try #require(odds.gameLength(bet: 10))
        #expect(length.expectedSpins == nil)
        // ρ solves p·ρ¹¹ − ρ + q = 0, and ruin from 10 bets is ρ¹⁰.
        let p = 408.0 / 1728
        let rho = pow(length.ruinProbability, 1.0 / 10)
        #expect(abs(p * pow(rho, 11) - rho + (1 - p)) < 1e-12)
        #expect(rho > 0 && rho < 1)
    }

    @Test func aBetThatDoesNotDivideTheStartingMoneyHasNoClosedForm() {
        #expect(Odds(rules: .classic).gameLength(bet: 30) == nil)
    }
}
