/// The exact odds of a rule set, found by playing every equally likely outcome once.
///
/// Nothing here is simulated or typed in: change the rules and every figure follows.
package struct Odds: Sendable, Hashable {
    /// One line of the paytable: outcomes whose most frequent symbol appears `matchingReels`
    /// times, and what they pay.
    package struct Line: Sendable, Hashable {
        package var matchingReels: Int
        package var outcomes: Int
        package var prizeMultiplier: Int
    }

    /// How a game that starts with the rules' starting money ends, at one fixed bet.
    package struct GameLength: Sendable, Hashable, Encodable {
        package var bet: Int
        /// The chance that the money ever runs out.
        package var ruinProbability: Double
        /// The mean number of spins to game over; `nil` when a game may last for ever.
        package var expectedSpins: Double?
    }

    package let rules: Rules
    /// Winning lines, most matching reels first.
    package let paytable: [Line]

    package var outcomeCount: Int { rules.outcomeCount }
    package var winningOutcomes: Int { paytable.reduce(0) { $0 + $1.outcomes } }

    package init(rules: Rules) {
        self.rules = rules
        var winsByMatch: [Int: Int] = [:]
        for outcome in 0..<rules.outcomeCount {
            let stops = rules.stops(forOutcome: outcome)
            guard rules.isWin(stops) else { continue }
            let counts = Dictionary(grouping: stops, by: { $0 }).values.map(\.count)
            winsByMatch[counts.max() ?? 0, default: 0] += 1
        }
        paytable = winsByMatch.keys.sorted(by: >).map {
            Line(
                matchingReels: $0, outcomes: winsByMatch[$0]!,
                prizeMultiplier: rules.prizeMultiplier)
        }
    }

    /// The chance that one spin wins.
    package var hitFrequency: Double { Double(winningOutcomes) / Double(outcomeCount) }

    /// The share of every coin staked that comes back: a win returns the stake plus the prize.
    package var returnToPlayer: Double { hitFrequency * Double(rules.prizeMultiplier + 1) }

    package var houseEdge: Double { 1 - returnToPlayer }

    /// The mean change of the balance per spin, in units of the bet.
    package var meanChangePerBet: Double {
        hitFrequency * Double(rules.prizeMultiplier) - (1 - hitFrequency)
    }

    /// The standard deviation of the balance's change per spin, in units of the bet.
    package var standardDeviationPerBet: Double {
        let p = hitFrequency
        let meanSquare = p * Double(rules.prizeMultiplier * rules.prizeMultiplier) + (1 - p)
        return (meanSquare - meanChangePerBet * meanChangePerBet).squareRoot()
    }

    /// How long a game lasts at a fixed bet, or `nil` when the bet does not divide the
    /// starting money (the bet would then drop along the way and no closed form applies).
    ///
    /// In units of the bet the balance is a walk that loses 1 or gains the prize multiplier
    /// `m`, so it can only reach 0 exactly. The chance of ever reaching 0 from `k` units is
    /// `ρᵏ`, where `ρ` is the smallest root in (0, 1] of `p·ρᵐ⁺¹ − ρ + q = 0`. When the walk
    /// drifts down, ruin is certain and Wald's identity gives the mean length `k / |drift|`.
    package func gameLength(bet: Int) -> GameLength? {
        guard bet > 0, rules.startingMoney % bet == 0 else { return nil }
        let units = rules.startingMoney / bet
        let drift = meanChangePerBet
        if drift < 0 {
            return GameLength(bet: bet, ruinProbability: 1, expectedSpins: Double(units) / -drift)
        }
        let p = hitFrequency
        var rho = 0.0
        for _ in 0..<100_000 {
            let next = p * Self.power(rho, rules.prizeMultiplier + 1) + (1 - p)
            if abs(next - rho) < 1e-15 { break }
            rho = next
        }
        return GameLength(bet: bet, ruinProbability: Self.power(rho, units), expectedSpins: nil)
    }

    /// `base` to a whole, non-negative power, by squaring: the engine imports nothing but the
    /// standard library, which has no `pow`.
    static func power(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        var square = base
        var left = exponent
        while left > 0 {
            if left & 1 == 1 { result *= square }
            square *= square
            left >>= 1
        }
        return result
    }
}
