import CasinoEngine

/// Plays many spins at one bet as fast as the machine allows, with the engine's rules: each
/// spin is one unbiased outcome, which fixes all three stops (``play(_:table:using:)``), and
/// one lookup in a ``PrizeTable`` built from the same rules, in units with streams of their
/// own (``GeneratorPlan``) that threads take from a ``UnitQueue``.
package struct SpinSimulation: Sendable {
    /// Spins per work unit: about ten milliseconds of work, so progress moves smoothly and
    /// uneven threads even out, while a unit's set-up (a jump, a key) costs nothing.
    package static let defaultUnitSize = 1 << 22

    package let table: PrizeTable
    package let plan: GeneratorPlan
    /// Spins per work unit; part of what a seed reproduces (tests use small units).
    package let unitSize: Int

    package init(rules: Rules, bet: Int, plan: GeneratorPlan, unitSize: Int = defaultUnitSize) {
        precondition(unitSize > 0, "a work unit has at least one spin")
        table = PrizeTable(rules: rules, bet: bet)
        self.plan = plan
        self.unitSize = unitSize
    }

    /// Plays `spins` spins on `threads` threads. The result depends only on the rules, bet,
    /// plan and spin count — not on the thread count — when the plan has a seed.
    package func run(spins: Int, threads: Int, progress: ProgressCounter? = nil) -> SpinTally {
        precondition(spins >= 0 && threads > 0, "spins ≥ 0 and at least one thread")
        let works = plan.run(spins, inUnitsOf: unitSize, threads: threads) {
            Work(simulation: self, totalSpins: spins, progress: progress)
        }
        return works.map(\.tally).reduce(SpinTally(), +)
    }

    struct Work: UnitWork, Sendable {
        let simulation: SpinSimulation
        let totalSpins: Int
        let progress: ProgressCounter?
        var tally = SpinTally()

        mutating func run<Generator: RandomNumberGenerator>(
            unit: Int, generator: inout Generator
        ) {
            let size = simulation.unitSize
            let count = min(size, totalSpins - unit * size)
            tally = tally + SpinSimulation.play(count, table: simulation.table, using: &generator)
            progress?.add(count)
        }
    }

    /// The hot loop: one uniform draw and one table addition per spin, the packed sum
    /// emptied into 64-bit totals every ``PrizeTable/chunkSize`` spins.
    ///
    /// A spin needs 11 bits and the game spends a 64-bit word on it; here each word is cut
    /// in two and each 32-bit half goes through the engine's own unbiased
    /// `uniformValue(from:below:)` (the multiply-and-reject that `drawOutcome` uses, at half
    /// the width). Half the generator work per spin is most of the simulator's speed; the
    /// rare rejected half is replaced by the low half of a fresh word.
    @inline(__always)
    static func play<Generator: RandomNumberGenerator>(
        _ spins: Int, table: PrizeTable, using generator: inout Generator
    ) -> SpinTally {
        precondition(table.packed.count <= UInt32.max, "outcomes must be countable in 32 bits")
        let bound = UInt32(truncatingIfNeeded: table.packed.count)
        var tally = SpinTally(spins: UInt64(spins))
        table.packed.withUnsafeBufferPointer { packed in
            var remaining = spins
            while remaining > 0 {
                let chunk = min(remaining, table.chunkSize)
                var sum: UInt64 = 0
                for _ in 0..<(chunk / 2) {
                    let word = generator.next()
                    let first = outcome(UInt32(truncatingIfNeeded: word), bound, &generator)
                    let second = outcome(UInt32(truncatingIfNeeded: word >> 32), bound, &generator)
                    sum &+= packed[first] &+ packed[second]
                }
                if chunk % 2 == 1 {
                    let last = outcome(
                        UInt32(truncatingIfNeeded: generator.next()), bound, &generator)
                    sum &+= packed[last]
                }
                let (wins, returned, squares) = table.unpack(sum)
                tally.wins += wins
                tally.returned += returned
                tally.returnedSquares += squares
                remaining -= chunk
            }
        }
        return tally
    }

    /// The outcome a 32-bit half-word stands for, drawing replacements while it is rejected.
    @inline(__always)
    static func outcome<Generator: RandomNumberGenerator>(
        _ half: UInt32, _ bound: UInt32, _ generator: inout Generator
    ) -> Int {
        var half = half
        while true {
            if let value = uniformValue(from: half, below: bound) { return Int(value) }
            half = UInt32(truncatingIfNeeded: generator.next())
        }
    }
}
