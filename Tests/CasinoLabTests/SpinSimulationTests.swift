import CasinoEngine
import CasinoRandom
import Testing

@testable import CasinoLab

struct SpinSimulationTests {
    @Test func prizeTableComesFromTheRules() {
        let classic = PrizeTable(rules: .classic, bet: 10)
        #expect(classic.wins.filter { $0 }.count == 12)
        #expect(Set(classic.returns) == [0, 110])
        // Outcome 0 is apple, apple, apple; outcome 1 is bar, apple, apple.
        #expect(classic.wins[0] && !classic.wins[1])
        let easy = PrizeTable(rules: .easy, bet: 20)
        #expect(easy.wins.filter { $0 }.count == 408)
        #expect(Set(easy.returns) == [0, 220])
        for outcome in [0, 1, 13, 145, 1727] {
            let stops = Rules.easy.stops(forOutcome: outcome)
            #expect(easy.wins[outcome] == Rules.easy.isWin(stops))
        }
    }

    /// A full chunk of the largest entry must unpack without any field overflowing.
    @Test(arguments: [10, 20]) func packedSumsUnpackExactly(bet: Int) {
        let table = PrizeTable(rules: .easy, bet: bet)
        let winning = table.packed[table.wins.firstIndex(of: true)!]
        let n = UInt64(table.chunkSize)
        let (wins, returned, squares) = table.unpack(winning &* n)
        let r = UInt64(11 * bet)
        #expect(wins == n && returned == n * r && squares == n * r * r)
        let losing = table.packed[table.wins.firstIndex(of: false)!]
        #expect(losing == 0)
    }

    /// The fast loop plays exactly what the engine's functions give: each 64-bit word is two
    /// spins (low half first) through `uniformValue(from:below:)`, a rejected half replaced
    /// by the low half of a fresh word, each outcome scored by `rules.isWin` and `rules.prize`.
    @Test(arguments: [RuleSetID.classic, .easy])
    func fastLoopMatchesTheEngineFunctionsSpinForSpin(rules id: RuleSetID) {
        let rules = Rules.named(id)
        var fast = Xoshiro256StarStar(seed: 11)
        var engine = Xoshiro256StarStar(seed: 11)
        let spins = 100_001  // odd: the last spin takes the low half of one more word
        let tally = SpinSimulation.play(
            spins, table: PrizeTable(rules: rules, bet: 20), using: &fast)
        #expect(tally == Self.referenceTally(spins, rules: rules, bet: 20, using: &engine))
        #expect(fast == engine)
    }

    /// Rejected halves: a zero half-word is one of the 832 values (2³² mod 1728) that
    /// `uniformValue` rejects, so the word 0 sends both of its halves to replacements.
    @Test func rejectedHalvesAreReplacedFromFreshWords() {
        let words: [UInt64] = [
            0, 0x0000_0007_1234_5678, 0xFFFF_FFFF_2345_6789, 0x1234_5678_9ABC_DEF0,
        ]
        #expect(uniformValue(from: UInt32(0), below: 1728) == nil)
        #expect(uniformValue(from: UInt32(0x1234_5678), below: 1728) != nil)
        #expect(uniformValue(from: UInt32(0x2345_6789), below: 1728) != nil)
        var fast = ScriptedGenerator(words: words)
        var engine = ScriptedGenerator(words: words)
        let table = PrizeTable(rules: .easy, bet: 10)
        let tally = SpinSimulation.play(4, table: table, using: &fast)
        #expect(tally == Self.referenceTally(4, rules: .easy, bet: 10, using: &engine))
        #expect(fast.index == 4 && engine.index == 4)
    }

    /// The simulator's draw written out plainly, from the engine's functions alone.
    static func referenceTally(
        _ spins: Int, rules: Rules, bet: Int, using generator: inout some RandomNumberGenerator
    ) -> SpinTally {
        func accept(_ half: UInt32) -> Int {
            var half = half
            while true {
                if let outcome = uniformValue(from: half, below: UInt32(rules.outcomeCount)) {
                    return Int(outcome)
                }
                half = UInt32(truncatingIfNeeded: generator.next())
            }
        }
        var outcomes: [Int] = []
        while outcomes.count < spins {
            let word = generator.next()
            outcomes.append(accept(UInt32(truncatingIfNeeded: word)))
            if outcomes.count < spins {
                outcomes.append(accept(UInt32(truncatingIfNeeded: word >> 32)))
            }
        }
        var tally = SpinTally()
        for outcome in outcomes {
            let stops = rules.stops(forOutcome: outcome)
            let prize = rules.prize(for: stops, bet: bet)
            let returned = UInt64(prize > 0 ? prize + bet : 0)
            tally =
                tally
                + SpinTally(
                    spins: 1, wins: rules.isWin(stops) ? 1 : 0, returned: returned,
                    returnedSquares: returned * returned)
        }
        return tally
    }

    /// The same seed gives the same figures, whatever the thread count.
    @Test func aSeedReproducesTheRunOnAnyNumberOfThreads() {
        let plan = GeneratorPlan(kind: .fast, seed: 2025)
        let simulation = SpinSimulation(rules: .classic, bet: 10, plan: plan, unitSize: 7_919)
        let one = simulation.run(spins: 60_000, threads: 1)
        #expect(one.spins == 60_000)
        #expect(simulation.run(spins: 60_000, threads: 1) == one)
        #expect(simulation.run(spins: 60_000, threads: 2) == one)
        #expect(simulation.run(spins: 60_000, threads: 5) == one)
        let otherSeed = SpinSimulation(
            rules: .classic, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 2026), unitSize: 7_919)
        #expect(otherSeed.run(spins: 60_000, threads: 2) != one)
    }

    /// Work units draw from separate streams: unit k of a run is xoshiro jumped k times.
    @Test func workUnitsUseJumpedStreams() {
        var streams = XoshiroStreams(seed: 5)
        var expected = Xoshiro256StarStar(seed: 5)
        #expect(streams.generator(forUnit: 0) == expected)
        expected.jump()
        expected.jump()
        #expect(streams.generator(forUnit: 2) == expected)
        let plan = GeneratorPlan(kind: .fast, seed: 5)
        let simulation = SpinSimulation(rules: .classic, bet: 10, plan: plan, unitSize: 1000)
        let run = simulation.run(spins: 3000, threads: 2)
        var manual = SpinTally()
        var byUnit = XoshiroStreams(seed: 5)
        for unit in 0..<3 {
            var generator = byUnit.generator(forUnit: unit)
            manual = manual + SpinSimulation.play(1000, table: simulation.table, using: &generator)
        }
        #expect(run == manual)
    }

    /// With a fixed seed, the simulated figures agree with the exact odds: each exact value
    /// lies inside the simulation's 99 % interval, for both rule sets and both bets.
    @Test(arguments: [(RuleSetID.classic, 10), (.classic, 20), (.easy, 10), (.easy, 20)])
    func simulationAgreesWithTheExactOdds(rules id: RuleSetID, bet: Int) {
        let rules = Rules.named(id)
        let simulation = SpinSimulation(
            rules: rules, bet: bet, plan: GeneratorPlan(kind: .fast, seed: 1), unitSize: 100_000)
        let tally = simulation.run(spins: 1_000_000, threads: 2)
        let odds = Odds(rules: rules)
        let report = SimulationReport.Spins(tally: tally, bet: bet, odds: odds)
        #expect(report.exactReturnToPlayerInsideInterval)
        #expect(report.exactHitFrequencyInsideInterval)
        // And the interval is tight enough to mean something.
        let interval = tally.returnToPlayerInterval(
            bet: bet, largestReturn: rules.prizeMultiplier + 1)
        #expect(interval.upperBound - interval.lowerBound < 0.1 * odds.returnToPlayer)
    }

    /// A wrong game is caught: the classic exact RTP does not lie inside an easy-rules run.
    @Test func theIntervalRejectsTheWrongRules() {
        let simulation = SpinSimulation(
            rules: .easy, bet: 10, plan: GeneratorPlan(kind: .fast, seed: 1), unitSize: 100_000)
        let tally = simulation.run(spins: 200_000, threads: 2)
        #expect(
            !tally.returnToPlayerInterval(bet: 10, largestReturn: 11).contains(
                Odds(rules: .classic).returnToPlayer))
    }

    /// The interval is computed by hand on a tiny tally: 4 spins, one win returning 110.
    /// The score interval's ends are the roots of (p̂ − μ)² = z²·μ(1 − μ)/n, found here with
    /// the quadratic formula rather than the closed form the code uses.
    @Test func returnToPlayerIntervalByHand() {
        let tally = SpinTally(spins: 4, wins: 1, returned: 110, returnedSquares: 12_100)
        #expect(tally.returnToPlayer(bet: 10) == 2.75)
        let (p, n, z2) = (0.25, 4.0, SpinTally.z99 * SpinTally.z99)
        let a = 1 + z2 / n
        let b = -(2 * p + z2 / n)
        let c = p * p
        let root = (b * b - 4 * a * c).squareRoot()
        let interval = tally.returnToPlayerInterval(bet: 10, largestReturn: 11)
        #expect(abs(interval.lowerBound - 11 * (-b - root) / (2 * a)) < 1e-12)
        #expect(abs(interval.upperBound - 11 * (-b + root) / (2 * a)) < 1e-12)
        let hits = tally.hitFrequencyInterval
        #expect(abs(hits.lowerBound - (-b - root) / (2 * a)) < 1e-12)
    }

    /// Short runs get intervals that still mean something: never outside [0, 1], never a
    /// single point, always around the observed figure, for every count of wins.
    @Test func smallCountsGiveSensibleIntervals() {
        for spins in UInt64(1)...120 {
            for wins in 0...spins {
                let tally = SpinTally(
                    spins: spins, wins: wins, returned: wins * 110, returnedSquares: wins * 12_100)
                let hits = tally.hitFrequencyInterval
                #expect(hits.lowerBound >= 0 && hits.upperBound <= 1)
                #expect(hits.upperBound > hits.lowerBound)
                #expect(hits.contains(tally.hitFrequency))
                let rtp = tally.returnToPlayerInterval(bet: 10, largestReturn: 11)
                #expect(rtp.lowerBound >= 0 && rtp.upperBound <= 11)
                #expect(rtp.contains(tally.returnToPlayer(bet: 10)))
            }
        }
        // 100 spins without a win: z²/(n + z²), the known closed form of the upper end.
        let none = SpinTally(spins: 100, wins: 0, returned: 0, returnedSquares: 0)
        let z2 = SpinTally.z99 * SpinTally.z99
        #expect(none.hitFrequencyInterval.lowerBound == 0)
        #expect(abs(none.hitFrequencyInterval.upperBound - z2 / (100 + z2)) < 1e-12)
    }

    /// The system generator has no seed: two runs draw different words, and within a run
    /// every unit draws its own.
    @Test func theSystemGeneratorDrawsAfreshEveryRun() {
        let plan = GeneratorPlan(kind: .system, seed: nil)
        #expect(!plan.isReproducible)
        func firstWords(_ plan: GeneratorPlan) -> [[UInt64]] {
            var work = FirstWords()
            plan.forEachUnit(0..<3, &work)
            return work.words
        }
        let first = firstWords(plan)
        #expect(first != firstWords(plan))
        #expect(Set(first).count == 3)
        let seeded = GeneratorPlan(kind: .fast, seed: 8)
        #expect(firstWords(seeded) == firstWords(seeded))
    }
}

/// Records each unit's first draws.
struct FirstWords: UnitWork {
    var words: [[UInt64]] = []

    mutating func run<Generator: RandomNumberGenerator>(unit: Int, generator: inout Generator) {
        words.append((0..<4).map { _ in generator.next() })
    }
}

/// Plays back fixed words, for paths a real generator almost never takes.
struct ScriptedGenerator: RandomNumberGenerator {
    let words: [UInt64]
    var index = 0

    init(words: [UInt64]) { self.words = words }

    mutating func next() -> UInt64 {
        defer { index += 1 }
        return words[index]
    }
}

extension PrizeTable {
    /// Each outcome's coins returned (stake plus prize on a win, 0 on a loss), read back
    /// from its packed word.
    var returns: [Int] { packed.map { Int(unpack($0).returned) } }
    /// Whether each outcome wins, read back from its packed word.
    var wins: [Bool] { packed.map { unpack($0).wins == 1 } }
}
