import CasinoRandom

/// Which generator a simulation or audit draws from.
package enum GeneratorKind: String, CaseIterable, Sendable, Codable {
    /// xoshiro256**: fastest, predictable from its seed; for simulations only.
    case fast
    /// `SystemRandomNumberGenerator`, the player's generator: judging anything else would
    /// judge a generator nobody plays with.
    case system
}

/// Where every work unit of a run gets its random numbers, so that a run repeats exactly.
///
/// A run is cut into work units of a fixed size, and unit `k` always draws from stream `k`:
/// the seeded xoshiro advanced by `k` jumps of 2¹²⁸ steps. Threads only decide who computes
/// which unit, so the same seed gives the same figures on any number of threads. The system
/// generator has no seed and no streams (the kernel keeps its state), so such a run never
/// repeats: that is the price of drawing exactly what the game draws.
package struct GeneratorPlan: Sendable, Hashable {
    package var kind: GeneratorKind
    /// Always set for the fast generator, never for the system one.
    package var seed: UInt64?

    package init(kind: GeneratorKind, seed: UInt64?) {
        precondition(
            (kind == .fast) == (seed != nil),
            "the fast generator needs a seed and the system one cannot take one")
        self.kind = kind
        self.seed = seed
    }

    /// A seed nobody chose, for a seeded run the user gave no seed for; reported with the
    /// figures, so the run can still be repeated.
    package static func drawSeed() -> UInt64 { .random(in: 0...UInt64.max) }

    package var isReproducible: Bool { seed != nil }

    /// One line for reports: which generator, and how it was keyed.
    package var description: String {
        seed.map { "xoshiro256** seeded with \($0)" }
            ?? "the operating system's generator, as in the game"
    }

    /// Runs `work` on each of `units` (in increasing order) with that unit's generator; an
    /// error `work` throws ends the run and is rethrown.
    ///
    /// The work is generic over the generator, so each kind gets its own specialised,
    /// inlined loop rather than a call through an existential per draw.
    package func forEachUnit<Work: UnitWork>(
        _ units: some Sequence<Int>, _ work: inout Work
    ) throws(Work.Failure) {
        // Only the fast generator has a seed (see init).
        if let seed {
            var streams = XoshiroStreams(seed: seed)
            for unit in units {
                var generator = streams.generator(forUnit: unit)
                try work.run(unit: unit, generator: &generator)
            }
        } else {
            var generator = SystemRandomNumberGenerator()
            for unit in units { try work.run(unit: unit, generator: &generator) }
        }
    }
}

extension GeneratorPlan {
    /// Plays `count` items in units of `unitSize` on up to `threads` threads: each thread
    /// takes the next unit from a shared ``UnitQueue`` into work of its own (``forEachUnit``),
    /// and the threads' works are returned, for the caller to add up. With a seed the
    /// figures do not depend on the thread count, as each unit draws from its own stream.
    package func run<Work: UnitWork & Sendable>(
        _ count: Int, inUnitsOf unitSize: Int, threads: Int,
        work makeWork: @escaping @Sendable () -> Work
    ) -> [Work] where Work.Failure == Never {
        let units = (count + unitSize - 1) / unitSize
        let queue = UnitQueue(count: units)
        return Parallel.run(threads: max(1, min(threads, units))) { _ in
            var work = makeWork()
            forEachUnit(queue.units, &work)
            return work
        }
    }
}

/// A piece of a run that can be handed any generator; one that writes output may fail.
package protocol UnitWork {
    associatedtype Failure: Error = Never
    mutating func run<Generator: RandomNumberGenerator>(
        unit: Int, generator: inout Generator
    ) throws(Failure)
}

/// xoshiro256** streams for work units: unit `k` starts `k` jumps (k·2¹²⁸ steps) after the
/// seeded state, so units never overlap. Units must be asked for in increasing order.
package struct XoshiroStreams: Sendable {
    var current: Xoshiro256StarStar
    var currentUnit = 0

    package init(seed: UInt64) {
        current = Xoshiro256StarStar(seed: seed)
    }

    package mutating func generator(forUnit unit: Int) -> Xoshiro256StarStar {
        precondition(unit >= currentUnit, "units must be visited in increasing order")
        while currentUnit < unit {
            current.jump()
            currentUnit += 1
        }
        return current
    }
}
