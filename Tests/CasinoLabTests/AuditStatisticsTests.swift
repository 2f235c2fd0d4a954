import CasinoEngine
import CasinoRandom
import Foundation
import Testing

@testable import CasinoLab

/// The audit's statistics on small inputs worked out by hand (p-values of the hand-computed
/// statistics from SciPy 1.17).
struct AuditStatisticsTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    @Test func chiSquareGoodnessOfFitByHand() {
        // Expected 20 each: (10² + 0² + 10²) / 20 = 10, 2 degrees of freedom, p = e⁻⁵.
        let result = ChiSquare.uniform("three cells", counts: [10, 20, 30])
        #expect(result.statistic == 10)
        #expect(result.degreesOfFreedom == 2)
        #expect(close(result.pValue, exp(-5)))
        #expect(result.smallestExpectedCount == 20)
        // p = 0.0067: rejected at 99 %, accepted at 99.5 %.
        #expect(!result.passes(at: 0.01) && result.passes(at: 0.005))
        // Perfectly even counts: statistic 0, p = 1.
        #expect(ChiSquare.uniform("even", counts: [7, 7, 7, 7]).pValue == 1)
    }

    @Test func contingencyByHand() {
        // Rows 30, 70; columns 40, 60; N = 100: expected 12, 18, 28, 42.
        // χ² = 4/12 + 4/18 + 4/28 + 4/42 = N(ad − bc)² / (r₁r₂c₁c₂) = 0.793651, 1 df.
        let result = ChiSquare.independence("2×2", table: [[10, 20], [30, 40]])
        #expect(close(result.statistic, 0.793_650_793_650_793_6))
        #expect(result.degreesOfFreedom == 1)
        #expect(close(result.pValue, 0.372_998_483_613_486_86))
        #expect(result.smallestExpectedCount == 12)
    }

    @Test func contingencyDropsEmptyRowsAndColumns() {
        let result = ChiSquare.independence("sparse", table: [[5, 0, 5], [0, 0, 0], [5, 0, 5]])
        #expect(result.degreesOfFreedom == 1)
        #expect(result.statistic == 0)
        #expect(result.pValue == 1)
        // A table with one row left says nothing: reported, never passed.
        let degenerate = ChiSquare.independence("one row", table: [[3, 4], [0, 0]])
        #expect(!degenerate.passes())
    }

    @Test func tooFewSpinsIsNeitherPassNorFail() {
        let result = ChiSquare.uniform("tiny", counts: [1, 0, 2])
        #expect(!result.isValid)
        #expect(!result.passes())
    }

    @Test func runsTestByHand() {
        // WWWWLLLL: 2 runs; mean 2·4·4/8 + 1 = 5; variance 2·16·(32 − 8)/(64·7) = 12/7.
        let clumped = RunsTest.result(
            "clumped", sequence: [true, true, true, true, false, false, false, false])
        #expect(close(clumped.statistic, -2.291_287_847_477_920_4))
        #expect(close(clumped.pValue, 0.021_946_771_003_246_834))
        // WLWLWL: 6 runs; mean 4; variance 2·9·(18 − 6)/(36·5) = 1.2.
        let alternating = RunsTest.result(
            "alternating", sequence: [true, false, true, false, true, false])
        #expect(close(alternating.statistic, 1.825_741_858_350_553_8))
        #expect(close(alternating.pValue, 0.067_889_154_861_828_99))
    }

    @Test func serialCorrelationByHand() {
        // 1…5: deviations −2, −1, 0, 1, 2; Σd² = 10.
        // Lag 1: (2 + 0 + 0 + 2)/10 = 0.4. Lag 2: (0 − 1 + 0)/10 = −0.1. Lag 3: (−2 − 2)/10.
        var correlation = SerialCorrelation(maximumLag: 3)
        for value in 1...5 { correlation.add(value) }
        #expect(close(correlation.coefficient(lag: 1)!, 0.4))
        #expect(close(correlation.coefficient(lag: 2)!, -0.1))
        #expect(close(correlation.coefficient(lag: 3)!, -0.4))
        // z = (r + 1/n)·√n = 0.6·√5.
        let lagOne = correlation.result("lag 1", lag: 1)
        #expect(close(lagOne.statistic, 0.6 * 5.0.squareRoot()))
        #expect(close(lagOne.pValue, 0.179_712_494_878_999_76))
    }

    /// The streaming sums agree with the textbook formula on a longer sequence.
    @Test func serialCorrelationMatchesTheDirectFormula() {
        var generator = Xoshiro256StarStar(seed: 3)
        let values = (0..<5_000).map { _ in Int(generator.uniform(below: 1728)) }
        var streaming = SerialCorrelation(maximumLag: 10)
        for value in values { streaming.add(value) }
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        let deviations = values.map { Double($0) - mean }
        let denominator = deviations.reduce(0) { $0 + $1 * $1 }
        for lag in 1...10 {
            let numerator = (0..<(values.count - lag)).reduce(0.0) {
                $0 + deviations[$1] * deviations[$1 + lag]
            }
            #expect(close(streaming.coefficient(lag: lag)!, numerator / denominator, 1e-9))
        }
    }

    /// A machine stuck on one outcome fails every uniformity test; one cycling through all
    /// outcomes in order is perfectly uniform but fails the serial tests.
    @Test func theAuditCatchesBrokenReels() {
        var stuck = FairnessAudit(rules: .classic)
        for _ in 0..<20_000 { stuck.record(stops: [3, 3, 4], bet: 10, isWin: false) }
        let stuckResults = stuck.results()
        #expect(
            stuckResults.filter { $0.name.hasSuffix("uniform") }.allSatisfy { $0.pValue < 1e-100 })

        var cycling = FairnessAudit(rules: .classic)
        for spin in 0..<(1728 * 40) {
            let stops = Rules.classic.stops(forOutcome: spin % 1728)
            cycling.record(stops: stops, bet: 10, isWin: Rules.classic.isWin(stops))
        }
        let results = Dictionary(uniqueKeysWithValues: cycling.results().map { ($0.name, $0) })
        #expect(results["All 1728 outcomes uniform"]!.statistic == 0)
        #expect(results["Reel 1 stops uniform"]!.pValue == 1)
        #expect(!results["Serial correlation of outcomes, lag 1"]!.passes())
        #expect(!results["Reel 1, consecutive-spin pairs uniform"]!.passes())
    }

    /// Counts by hand for a three-spin audit: the bookkeeping of every table.
    @Test func theAuditTablesCountWhatHappened() {
        var audit = FairnessAudit(rules: .classic)
        audit.record(stops: [1, 1, 1], bet: 10, isWin: true)
        audit.record(stops: [2, 0, 5], bet: 20, isWin: false)
        audit.record(stops: [2, 3, 4], bet: 20, isWin: false)
        #expect(audit.reelCounts[0][2] == 2 && audit.reelCounts[1][1] == 1)
        #expect(audit.pairCounts[0][1 * 12 + 2] == 1 && audit.pendingPair == [2, 3, 4])
        #expect(audit.runs == 2 && audit.wins == 1)
        #expect(audit.resultAfterResult == [[1, 0], [1, 0]])
        #expect(audit.resultByBet == [[0, 1], [2, 0]])
        #expect(audit.reelByBet[1][2] == 2)
    }
}

/// Issue 2's randomness requirement, for both generators: over a million spins drawn with
/// the engine's `drawOutcome`, chi-square per reel (11 degrees of freedom) and over the joint
/// 1728 outcomes pass.
struct RandomnessTests {
    static let spins = 1_000_000
    static let alpha = 1e-6

    /// The system generator cannot be seeded, so every run of its test draws new numbers and
    /// a fair generator must fail it only astronomically rarely: at 10⁻¹² for each of the four
    /// p-values, a false failure comes once in more than 2.5·10¹¹ runs. Twice the spins keep
    /// the seeded test's power: a reel with one symbol 1.6 % too likely and another 1.6 % too
    /// rare (chi-square noncentrality 2ε²N/12: 85 at 2·10⁶ spins, 43 at 10⁶) fails either
    /// test more than half the time, which takes 71 at 10⁻¹² and 39 at 10⁻⁶ (11 df).
    static let systemSpins = 2_000_000
    static let systemAlpha = 1e-12

    func pValues(
        _ generator: inout some RandomNumberGenerator, spins: Int = spins
    ) -> (reels: [Double], joint: Double) {
        let rules = Rules.classic
        var outcomes = [Int](repeating: 0, count: rules.outcomeCount)
        for _ in 0..<spins { outcomes[rules.drawOutcome(using: &generator)] += 1 }
        return pValues(outcomes: outcomes)
    }

    func pValues(outcomes: [Int]) -> (reels: [Double], joint: Double) {
        let rules = Rules.classic
        var reels = [[Int]](repeating: [Int](repeating: 0, count: 12), count: 3)
        for (outcome, count) in outcomes.enumerated() {
            for (reel, stop) in rules.stops(forOutcome: outcome).enumerated() {
                reels[reel][stop] += count
            }
        }
        let reelTests = reels.map { ChiSquare.uniform("reel", counts: $0) }
        #expect(reelTests.allSatisfy { $0.degreesOfFreedom == 11 })
        let joint = ChiSquare.uniform("joint", counts: outcomes)
        #expect(joint.degreesOfFreedom == 1727)
        return (reelTests.map(\.pValue), joint.pValue)
    }

    @Test func xoshiroPassesTheChiSquareTests() {
        var generator = Xoshiro256StarStar(seed: 20_250_101)
        let (reels, joint) = pValues(&generator)
        #expect(reels.allSatisfy { $0 > Self.alpha } && joint > Self.alpha)
    }

    @Test func theSystemGeneratorPassesTheChiSquareTests() {
        var generator = SystemRandomNumberGenerator()
        let (reels, joint) = pValues(&generator, spins: Self.systemSpins)
        #expect(reels.allSatisfy { $0 > Self.systemAlpha } && joint > Self.systemAlpha)
    }

    /// The tests have teeth: a generator that never draws reel 1's last symbol fails, at the
    /// seeded test's level and at the system test's.
    @Test func aBiasedGeneratorFails() {
        var generator = Xoshiro256StarStar(seed: 1)
        var outcomes = [Int](repeating: 0, count: 1728)
        for _ in 0..<100_000 {
            var outcome = Rules.classic.drawOutcome(using: &generator)
            if outcome % 12 == 11 { outcome -= 1 }
            outcomes[outcome] += 1
        }
        let (reels, joint) = pValues(outcomes: outcomes)
        #expect(joint < Self.systemAlpha && joint < Self.alpha)
        #expect(reels[0] < Self.systemAlpha)
    }
}

extension RunsTest {
    /// Counts the runs in a sequence and tests it.
    static func result(_ name: String, sequence: [Bool]) -> TestResult {
        var runs = 0
        var previous: Bool?
        for value in sequence where value != previous {
            runs += 1
            previous = value
        }
        let trues = sequence.filter { $0 }.count
        return result(name, runs: runs, first: trues, second: sequence.count - trues)
    }
}
