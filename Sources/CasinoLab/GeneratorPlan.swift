@_spi(Reproducible) import CasinoRandom

/// Which generator a simulation or audit draws from.
public enum GeneratorKind: String, CaseIterable, Sendable, Codable {
    /// xoshiro256**: fastest, predictable from its seed; for simulations only.
    case fast
    /// ChaCha20 (``SecureRandomGenerator``), the player's generator.
    case secure
}

/// Where every work unit of a run gets its random numbers, so that a run repeats exactly.
///
/// A run is cut into work units of a fixed size, and unit `k` always draws from stream `k`:
/// for xoshiro, the seeded generator advanced by `k` jumps of 2¹²⁸ steps; for ChaCha20, the
/// key derived from the seed with stream number `k` (the nonce). Threads only decide who
/// computes which unit, so the same seed gives the same figures on any number of threads.
/// The secure generator without a seed is keyed from the operating system instead, exactly
/// as in the game, and such a run does not repeat.
public struct GeneratorPlan: Sendable, Hashable {
    public var kind: GeneratorKind
    /// `nil` only for the secure generator keyed from the operating system.
    public var seed: UInt64?

    public init(kind: GeneratorKind, seed: UInt64?) {
        precondition(kind == .secure || seed != nil, "the fast generator always needs a seed")
        self.kind = kind
        self.seed = seed
    }

    public var isReproducible: Bool { seed != nil }

    /// One line for reports: which generator, and how it was keyed.
    public var description: String {
        switch (kind, seed) {
        case (.fast, let seed?): "xoshiro256** seeded with \(seed)"
        case (.secure, let seed?): "ChaCha20 keyed from seed \(seed) (the game keys it from the OS)"
        default: "ChaCha20 keyed from the operating system, as in the game"
        }
    }

    /// Runs `work` on each of `units` (in increasing order) with that unit's generator.
    ///
    /// The work is generic over the generator, so each kind gets its own specialised,
    /// inlined loop rather than a call through an existential per draw.
    public func forEachUnit<Work: UnitWork>(_ units: some Sequence<Int>, _ work: inout Work) {
        switch (kind, seed) {
        case (.fast, let seed?):
            var streams = XoshiroStreams(seed: seed)
            for unit in units {
                var generator = streams.generator(forUnit: unit)
                work.run(unit: unit, generator: &generator)
            }
        case (.secure, let seed?):
            for unit in units {
                var generator = SecureRandomGenerator(seed: seed, stream: UInt64(unit))
                work.run(unit: unit, generator: &generator)
            }
        default:
            var generator = SecureRandomGenerator()
            for unit in units { work.run(unit: unit, generator: &generator) }
        }
    }
}

/// A piece of a run that can be handed any generator.
public protocol UnitWork {
    mutating func run<Generator: RandomNumberGenerator>(unit: Int, generator: inout Generator)
}

/// xoshiro256** streams for work units: unit `k` starts `k` jumps (k·2¹²⁸ steps) after the
/// seeded state, so units never overlap. Units must be asked for in increasing order.
public struct XoshiroStreams: Sendable {
    var current: Xoshiro256StarStar
    var currentUnit = 0

    public init(seed: UInt64) {
        current = Xoshiro256StarStar(seed: seed)
    }

    public mutating func generator(forUnit unit: Int) -> Xoshiro256StarStar {
        precondition(unit >= currentUnit, "units must be visited in increasing order")
        while currentUnit < unit {
            current.jump()
            currentUnit += 1
        }
        return current
    }
}
