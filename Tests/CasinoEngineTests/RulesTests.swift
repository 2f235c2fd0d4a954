import CasinoEngine
import Testing

@Suite struct RulesTests {
    @Test func classicHasTheSpecsTwelveSymbolsThreeReelsAndStartingValues() {
        let rules = Rules.classic
        #expect(
            rules.symbols.map(\.name) == [
                "apple", "bar", "cherry", "clover", "diamond", "grape", "heart", "horseshoe",
                "lemon", "melon", "money", "orange",
            ])
        #expect(rules.reelCount == 3)
        #expect(rules.betOptions == [10, 20])
        #expect(rules.defaultBet == 10)
        #expect(rules.startingMoney == 100)
        #expect(rules.startingStops == [0, 1, 2])
        #expect(rules.outcomeCount == 1728)
    }

    @Test func everyOutcomeIsOneDistinctSetOfStopsAndBack() {
        let rules = Rules.classic
        var seen = Set<[Int]>()
        for outcome in 0..<rules.outcomeCount {
            let stops = rules.stops(forOutcome: outcome)
            #expect(stops.allSatisfy { (0..<12).contains($0) })
            #expect(rules.outcome(forStops: stops) == outcome)
            seen.insert(stops)
        }
        #expect(seen.count == 1728)
    }

    @Test func classicWinsOnlyWhenAllThreeReelsMatch() {
        let rules = Rules.classic
        #expect(rules.isWin([7, 7, 7]))
        #expect(!rules.isWin([7, 7, 8]))
        #expect(!rules.isWin([8, 7, 7]))
        #expect(!rules.isWin([7, 8, 7]))
        #expect(rules.prize(for: [3, 3, 3], bet: 20) == 200)
        #expect(rules.prize(for: [3, 3, 2], bet: 20) == 0)
        let wins = (0..<1728).filter { rules.isWin(rules.stops(forOutcome: $0)) }
        #expect(wins.count == 12)
    }

    @Test func easyWinsWhenAnyTwoReelsMatch() {
        let rules = Rules.easy
        #expect(rules.isWin([7, 7, 8]))
        #expect(rules.isWin([8, 7, 7]))
        #expect(rules.isWin([7, 8, 7]))
        #expect(rules.isWin([5, 5, 5]))
        #expect(!rules.isWin([1, 2, 3]))
        #expect(rules.prize(for: [1, 2, 1], bet: 10) == 100)
        let wins = (0..<1728).filter { rules.isWin(rules.stops(forOutcome: $0)) }
        #expect(wins.count == 408)
    }

    @Test func ruleSetsAreFoundByName() {
        #expect(Rules.named(.classic) == .classic)
        #expect(Rules.named(.easy) == .easy)
        #expect(RuleSetID(rawValue: "easy") == .easy)
    }
}
