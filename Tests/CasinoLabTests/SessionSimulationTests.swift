import CasinoEngine
import CasinoRandom
import Foundation
import Testing

@testable import CasinoLab

struct SessionSimulationTests {
    /// A machine whose money does not divide by the larger bet, so the bet drop happens:
    /// from 110 at bet 20 the balance reaches 10 and the bet must fall to 10.
    static let awkward = Rules(
        id: .classic, symbols: Array(Symbol.allCases.prefix(3)), reelCount: 3,
        betOptions: [10, 20], defaultBet: 10, startingMoney: 110, startingStops: [0, 1, 2],
        winCondition: .allReelsMatch, prizeMultiplier: 10)

    /// The fast path plays the same games as `Game.send`, on hundreds of seeds: the same
    /// length, peak, final money and generator state afterwards.
    @Test(arguments: [
        (Rules.classic, 10), (Rules.classic, 20), (Rules.easy, 10), (Rules.easy, 20),
        (awkward, 20), (awkward, 10),
    ])
    func fastPathPlaysTheSameGamesAsTheEngine(rules: Rules, bet: Int) {
        let simulation = SessionSimulation(
            rules: rules, bet: bet, plan: GeneratorPlan(kind: .fast, seed: 0), spinCap: 120)
        var dropped = 0
        for seed in 0..<600 as Range<UInt64> {
            var fast = Xoshiro256StarStar(seed: seed)
            var engine = Xoshiro256StarStar(seed: seed)
            let expected = simulation.playWithEngine(using: &engine)
            #expect(simulation.play(using: &fast) == expected, "seed \(seed)")
            #expect(fast == engine, "seed \(seed)")
            if expected.finalCoins % bet != 0 { dropped += 1 }
        }
        if rules == Self.awkward && bet == 20 { #expect(dropped > 0) }
    }

    /// The engine path itself drops the bet: a game from 110 at bet 20 that keeps losing
    /// ends after 5 spins at 20 and one at 10.
    @Test func theBetDropIsPlayed() {
        // 2⁶⁰ × 27 / 2⁶⁴ = 1.69: every draw is outcome 1, stops (1, 0, 0), a loss.
        var losing = ConstantGenerator(word: 1 << 60)
        #expect(Self.awkward.drawOutcome(using: &losing) == 1)
        #expect(!Self.awkward.isWin(Self.awkward.stops(forOutcome: 1)))
        let simulation = SessionSimulation(
            rules: Self.awkward, bet: 20, plan: GeneratorPlan(kind: .fast, seed: 0))
        let outcome = simulation.playWithEngine(using: &losing)
        #expect(outcome == SessionOutcome(spins: 6, peak: 110, finalCoins: 0, reachedCap: false))
        var fast = ConstantGenerator(word: 1 << 60)
        #expect(simulation.play(using: &fast) == outcome)
    }

    /// The same seed gives the same distributions on any number of threads.
    @Test func sessionsReproduceOnAnyNumberOfThreads() {
        let simulation = SessionSimulation(
            rules: .classic, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 99), unitSize: 333)
        let one = simulation.run(sessions: 2_000, threads: 1)
        #expect(one.sessions == 2_000 && one.gameOvers == 2_000)
        #expect(simulation.run(sessions: 2_000, threads: 3) == one)
        let other = SessionSimulation(
            rules: .classic, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 100), unitSize: 333)
        #expect(other.run(sessions: 2_000, threads: 3) != one)
    }

    /// Classic games at bet 10 last 10 × 144/133 ≈ 10.83 spins on average: the exact mean
    /// lies inside the simulated 99 % interval.
    @Test func meanGameLengthAgreesWithTheExactValue() {
        let simulation = SessionSimulation(
            rules: .classic, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 7))
        let summary = simulation.run(sessions: 50_000, threads: 2)
        let report = SimulationReport.Sessions(
            summary: summary, spinCap: simulation.spinCap, bet: 10, odds: Odds(rules: .classic))
        #expect(report.exactMeanLength.map { abs($0 - 1440 / 133) < 1e-9 } == true)
        #expect(report.exactMeanLengthInsideInterval == true)
        // Every game either ends at 0 or never wins: at least 10 spins, peak at least 100.
        #expect(report.length.minimum == 10 && report.peakMoney.minimum == 100)
    }

    /// The easy rules drift upwards, so many games reach the cap.
    @Test func easyGamesReachTheCap() {
        let simulation = SessionSimulation(
            rules: .easy, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 7), spinCap: 200)
        let summary = simulation.run(sessions: 1_000, threads: 2)
        #expect(summary.reachedCap > 500)
        #expect(summary.lengths.keys.max() == 200)
    }
}

/// Returns the same word for ever: a scripted generator for a game that never wins.
struct ConstantGenerator: RandomNumberGenerator {
    var word: UInt64
    mutating func next() -> UInt64 { word }
}

struct DistributionTests {
    let sample = Distribution(counts: [1: 2, 2: 1, 5: 1, 9: 1])

    @Test func summaryFiguresByHand() {
        #expect(sample.count == 5)
        #expect(sample.mean == 18.0 / 5)
        // Deviations −2.6, −2.6, −1.6, 1.4, 5.4: squares sum to 47.2; / 4 = 11.8.
        #expect(abs(sample.standardDeviation - 11.8.squareRoot()) < 1e-12)
        #expect(sample.quantile(0.5) == 2)
        #expect(sample.quantile(0.4) == 1)
        #expect(sample.quantile(0.99) == 9)
        #expect(sample.minimum == 1 && sample.maximum == 9)
    }

    @Test func fewDistinctValuesGetOneBinEach() {
        let lengths = Distribution(counts: [10: 90, 21: 8, 32: 1, 43: 1])
        let bins = lengths.bins()
        // The 99th percentile is 32, so 43 is the tail.
        #expect(bins.map(\.range) == [10...10, 21...21, 32...32, 43...43])
        #expect(bins.map(\.count) == [90, 8, 1, 1])
        #expect(bins.map(\.isTail) == [false, false, false, true])
    }

    @Test func manyValuesGetEqualBinsAndATail() {
        var counts: [Int: Int] = [:]
        for value in 0..<1000 { counts[value] = 1 }
        let bins = Distribution(counts: counts).bins(maximumBins: 10)
        // The 99th percentile is 989: ten bins of 99 up to it, then the tail 990…999.
        #expect(bins.count == 11)
        #expect(bins.first?.range == 0...98)
        #expect(bins.last == Distribution.Bin(range: 990...999, isTail: true, count: 10))
        #expect(bins.reduce(0) { $0 + $1.count } == 1000)
    }

    /// Bins never overlap, even when the width does not divide the range: the last regular
    /// bin stops at the 99th percentile, where the tail starts.
    @Test(arguments: [3, 7, 12]) func binsNeverOverlap(maximumBins: Int) {
        var counts: [Int: Int] = [:]
        for value in stride(from: 100, to: 20_000, by: 10) { counts[value] = 1 }
        let distribution = Distribution(counts: counts)
        let bins = distribution.bins(maximumBins: maximumBins, step: 10)
        #expect(
            zip(bins, bins.dropFirst()).allSatisfy { $0.range.upperBound < $1.range.lowerBound })
        #expect(bins.dropLast().last?.range.upperBound == distribution.quantile(0.99))
        #expect(bins.reduce(0) { $0 + $1.count } == distribution.count)
    }

    @Test func histogramLinesShowBarsCountsAndShares() {
        let lines = Distribution.histogram(
            Distribution(counts: [100: 3, 110: 1]).bins(step: 10), step: 10, barWidth: 8)
        #expect(lines == ["  100  ████████ 3   75.0 %", "  110  ██▋      1   25.0 %"])
    }
}

struct ProgressDisplayTests {
    @Test func staysSilentForTheFirstSecondThenDrawsAndClears() {
        let counter = ProgressCounter(total: 200)
        let start = ContinuousClock.now
        var written: [String] = []
        var display = ProgressDisplay(counter: counter, started: start, width: 10) {
            written.append($0)
        }
        counter.add(50)
        display.update(now: start + .milliseconds(900))
        #expect(written.isEmpty)
        display.update(now: start + .milliseconds(1500))
        #expect(written == ["\r[██░░░░░░░░]  25 %  1.5 s"])
        display.finish()
        #expect(written.last == "\r\u{1B}[2K")
    }
}

extension SessionSimulation {
    /// The same game played through the engine's `Game.send`, as the player plays it.
    func playWithEngine(using generator: inout some RandomNumberGenerator) -> SessionOutcome {
        let now = WallTime(secondsSince1970: Date.distantPast.timeIntervalSince1970)
        var game = Game(rules: rules)
        if chosenBet != rules.defaultBet {
            _ = game.send(.betSelected(chosenBet), using: &generator, at: now)
        }
        var peak = game.coins
        var spins = 0
        while spins < spinCap, !game.isGameOver {
            guard let spin = game.send(.spinButtonTapped, using: &generator, at: now).spin else {
                break
            }
            spins += 1
            peak = max(peak, spin.moneyAfter)
        }
        return SessionOutcome(
            spins: spins, peak: peak, finalCoins: game.coins,
            reachedCap: spins == spinCap && !game.isGameOver)
    }
}
