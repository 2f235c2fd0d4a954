import CasinoEngine

/// How one whole game went: from the starting money to game over, or to the spin cap.
package struct SessionOutcome: Sendable, Hashable {
    package var spins: Int
    /// The most money the player held at any moment, the starting money included.
    package var peak: Int
    package var finalCoins: Int
    /// Whether the game was still going when the cap stopped it.
    package var reachedCap: Bool
}

/// Plays whole games with the engine's rules, including the bet dropping to the largest
/// affordable option when the balance falls below it.
///
/// ``play(using:)`` is a fast path — integers and per-bet prize tables instead of
/// `Game.send`'s records and cues. Tests hold it to the same results and the same generator
/// state as `Game.send` itself on thousands of seeds, so the fast path cannot drift from the
/// game.
package struct SessionSimulation: Sendable {
    /// Games per work unit (see ``GeneratorPlan``).
    package static let defaultUnitSize = 1 << 12
    /// The default longest game: with a positive drift (the easy rules) a game may never end.
    package static let defaultSpinCap = 10_000

    package let rules: Rules
    /// The bet the player picks before the first spin (the game starts at the default bet).
    package let chosenBet: Int
    package let spinCap: Int
    package let plan: GeneratorPlan
    /// Games per work unit; part of what a seed reproduces.
    package let unitSize: Int
    /// `prizes[i][outcome]`: coins a spin adds at bet `rules.betOptions[i]`.
    let prizes: [[Int]]

    package init(
        rules: Rules, bet: Int, plan: GeneratorPlan, spinCap: Int = defaultSpinCap,
        unitSize: Int = defaultUnitSize
    ) {
        precondition(spinCap > 0 && unitSize > 0, "a game needs a spin, a unit needs a game")
        self.unitSize = unitSize
        self.rules = rules
        self.plan = plan
        chosenBet = bet
        self.spinCap = spinCap
        prizes = rules.betOptions.map { bet in
            (0..<rules.outcomeCount).map { rules.prize(for: rules.stops(forOutcome: $0), bet: bet) }
        }
    }

    /// One game on the fast path.
    @inline(__always)
    package func play(using generator: inout some RandomNumberGenerator) -> SessionOutcome {
        let options = rules.betOptions
        let bound = UInt64(rules.outcomeCount)
        var coins = rules.startingMoney
        var betIndex = options.firstIndex(of: rules.defaultBet)!
        if let chosen = options.firstIndex(of: chosenBet), chosenBet <= coins { betIndex = chosen }
        var peak = coins
        var spins = 0
        while spins < spinCap, coins > 0, options[betIndex] <= coins {
            let outcome = Int(truncatingIfNeeded: generator.uniform(below: bound))
            spins += 1
            let prize = prizes[betIndex][outcome]
            if prize > 0 {
                coins += prize
                peak = max(peak, coins)
            } else {
                coins -= options[betIndex]
                if coins > 0, let affordable = options.lastIndex(where: { $0 <= coins }),
                    affordable < betIndex
                {
                    betIndex = affordable
                }
            }
        }
        return SessionOutcome(
            spins: spins, peak: peak, finalCoins: coins,
            reachedCap: spins == spinCap && coins > 0)
    }

    /// Plays `sessions` games on `threads` threads; the same plan with a seed gives the same
    /// distributions on any number of threads.
    package func run(
        sessions: Int, threads: Int, progress: ProgressCounter? = nil
    ) -> SessionSummary {
        precondition(sessions >= 0 && threads > 0, "sessions ≥ 0 and at least one thread")
        let works = plan.run(sessions, inUnitsOf: unitSize, threads: threads) {
            Work(simulation: self, totalSessions: sessions, progress: progress)
        }
        return works.map(\.summary).reduce(SessionSummary(), +)
    }

    struct Work: UnitWork, Sendable {
        let simulation: SessionSimulation
        let totalSessions: Int
        let progress: ProgressCounter?
        var summary = SessionSummary()

        mutating func run<Generator: RandomNumberGenerator>(
            unit: Int, generator: inout Generator
        ) {
            let size = simulation.unitSize
            let count = min(size, totalSessions - unit * size)
            for _ in 0..<count {
                summary.record(simulation.play(using: &generator))
            }
            progress?.add(count)
        }
    }
}

/// The distributions of many games: how long they lasted and the most money they reached.
package struct SessionSummary: Sendable, Hashable {
    package var sessions = 0
    package var gameOvers = 0
    package var reachedCap = 0
    /// Game length in spins → number of games.
    package var lengths: [Int: Int] = [:]
    /// Peak money in coins → number of games.
    package var peaks: [Int: Int] = [:]

    package mutating func record(_ outcome: SessionOutcome) {
        sessions += 1
        if outcome.reachedCap { reachedCap += 1 } else { gameOvers += 1 }
        lengths[outcome.spins, default: 0] += 1
        peaks[outcome.peak, default: 0] += 1
    }

    package static func + (left: SessionSummary, right: SessionSummary) -> SessionSummary {
        var sum = left
        sum.sessions += right.sessions
        sum.gameOvers += right.gameOvers
        sum.reachedCap += right.reachedCap
        sum.lengths.merge(right.lengths, uniquingKeysWith: +)
        sum.peaks.merge(right.peaks, uniquingKeysWith: +)
        return sum
    }
}
