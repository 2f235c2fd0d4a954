import CasinoEngine

/// What `casino simulate` reports, as one value: printed as text or encoded as JSON.
package struct SimulationReport: Sendable, JSONReport {
    /// Simulated spins beside the exact odds of the same rules.
    package struct Spins: Sendable, Encodable {
        package var spins: UInt64
        package var wins: UInt64
        package var hitFrequency: Double
        package var hitFrequencyInterval99: [Double]
        package var exactHitFrequency: Double
        package var exactHitFrequencyInsideInterval: Bool
        package var returnToPlayer: Double
        package var returnToPlayerInterval99: [Double]
        package var exactReturnToPlayer: Double
        package var exactReturnToPlayerInsideInterval: Bool

        package init(tally: SpinTally, bet: Int, odds: Odds) {
            spins = tally.spins
            wins = tally.wins
            hitFrequency = tally.hitFrequency
            let hits = tally.hitFrequencyInterval
            hitFrequencyInterval99 = [hits.lowerBound, hits.upperBound]
            exactHitFrequency = odds.hitFrequency
            exactHitFrequencyInsideInterval = hits.contains(odds.hitFrequency)
            returnToPlayer = tally.returnToPlayer(bet: bet)
            // A win returns the stake and the prize: the most a spin can pay back.
            let rtp = tally.returnToPlayerInterval(
                bet: bet, largestReturn: odds.rules.prizeMultiplier + 1)
            returnToPlayerInterval99 = [rtp.lowerBound, rtp.upperBound]
            exactReturnToPlayer = odds.returnToPlayer
            exactReturnToPlayerInsideInterval = rtp.contains(odds.returnToPlayer)
        }
    }

    /// One distribution of whole games (length or peak money).
    package struct Figures: Sendable, Encodable {
        package var mean: Double
        @NullWhenMissing package var meanInterval99: [Double]? = nil
        /// Why there is no interval, when there is none.
        package var meanInterval99Unavailable: String?
        package var standardDeviation: Double
        package var minimum: Int
        package var median: Int
        package var percentile90: Int
        package var percentile99: Int
        package var maximum: Int
        package var histogram: [Distribution.Bin]

        init(_ distribution: Distribution, step: Int) {
            mean = distribution.mean
            let interval = distribution.meanInterval
            meanInterval99 = interval.map { [$0.lowerBound, $0.upperBound] }
            meanInterval99Unavailable = interval == nil ? Distribution.noMeanIntervalReason : nil
            standardDeviation = distribution.standardDeviation
            minimum = distribution.minimum ?? 0
            median = distribution.quantile(0.5) ?? 0
            percentile90 = distribution.quantile(0.9) ?? 0
            percentile99 = distribution.quantile(0.99) ?? 0
            maximum = distribution.maximum ?? 0
            histogram = distribution.bins(step: step)
        }
    }

    /// Whole games from the starting money to game over or the spin cap.
    package struct Sessions: Sendable, Encodable {
        /// The width of peak money's histogram bins: money moves in steps of 10 coins.
        static let peakStep = 10
        package var sessions: Int
        package var spinCap: Int
        package var gameOvers: Int
        package var reachedCap: Int
        package var length: Figures
        package var peakMoney: Figures
        /// The exact mean length, when the bet divides the starting money and ruin is certain.
        @NullWhenMissing package var exactMeanLength: Double? = nil
        @NullWhenMissing package var exactMeanLengthInsideInterval: Bool? = nil
        /// Why the exact mean is not compared with the simulated one, when it is not.
        package var exactMeanLengthNotCompared: String?
        /// The exact chance that the money ever runs out (no cap).
        @NullWhenMissing package var exactRuinProbability: Double? = nil

        package init(summary: SessionSummary, spinCap: Int, bet: Int, odds: Odds) {
            sessions = summary.sessions
            self.spinCap = spinCap
            gameOvers = summary.gameOvers
            reachedCap = summary.reachedCap
            let lengths = Distribution(counts: summary.lengths)
            length = Figures(lengths, step: 1)
            peakMoney = Figures(Distribution(counts: summary.peaks), step: Self.peakStep)
            let exact = odds.gameLength(bet: bet)
            exactRuinProbability = exact?.ruinProbability
            exactMeanLength = exact?.expectedSpins
            if exactMeanLength == nil {
                exactMeanLengthNotCompared =
                    "no exact mean for these rules and bet (a game may never end)"
            } else if summary.reachedCap > 0 {
                exactMeanLengthNotCompared = "some games reached the spin cap"
            } else if let interval = lengths.meanInterval, let mean = exactMeanLength {
                exactMeanLengthInsideInterval = interval.contains(mean)
            } else {
                exactMeanLengthNotCompared = "the interval " + Distribution.noMeanIntervalReason
            }
        }
    }

    package var rules: String
    package var bet: Int
    package var generator: String
    package var generatorDescription: String
    @NullWhenMissing package var seed: UInt64? = nil
    package var reproducible: Bool
    package var threads: Int
    package var spins: Spins?
    package var sessions: Sessions?
    package var seconds: Double

    package init(
        rules: Rules, bet: Int, plan: GeneratorPlan, threads: Int, spins: Spins?,
        sessions: Sessions?, seconds: Double
    ) {
        self.rules = rules.id.rawValue
        self.bet = bet
        generator = plan.kind.rawValue
        generatorDescription = plan.description
        seed = plan.seed
        reproducible = plan.isReproducible
        self.threads = threads
        self.spins = spins
        self.sessions = sessions
        self.seconds = seconds
    }

    /// The report as a person reads it.
    package func text() -> String {
        var lines = [
            "RMIT Casino simulation: \(rules) rules, bet \(bet)",
            "Generator: \(generatorDescription); \(counted(threads, "thread"))"
                + (reproducible ? " (the same seed gives the same figures)" : ""),
        ]
        if let spins {
            lines += [
                "",
                "                  Simulated [99 % confidence interval]     Exact       Exact inside?",
                "Spins             \(grouped(spins.spins))",
                "Wins              \(grouped(spins.wins))",
                "Hit frequency     "
                    + "\(percent(spins.hitFrequency, 4)) [\(percent(spins.hitFrequencyInterval99[0], 4)), \(percent(spins.hitFrequencyInterval99[1], 4))]"
                    .padded(41) + percent(spins.exactHitFrequency, 4).padded(12)
                    + (spins.exactHitFrequencyInsideInterval ? "yes" : "NO"),
                "Return to player  "
                    + "\(percent(spins.returnToPlayer, 3)) [\(percent(spins.returnToPlayerInterval99[0], 3)), \(percent(spins.returnToPlayerInterval99[1], 3))]"
                    .padded(41) + percent(spins.exactReturnToPlayer, 3).padded(12)
                    + (spins.exactReturnToPlayerInsideInterval ? "yes" : "NO"),
            ]
        }
        if let sessions {
            lines += [
                "",
                "Sessions: \(counted(sessions.sessions, "game")) from the starting money at bet \(bet), "
                    + "at most \(counted(sessions.spinCap, "spin")) each",
                "  Ended in game over: \(grouped(sessions.gameOvers)); still playing at the cap: "
                    + "\(grouped(sessions.reachedCap))"
                    + (sessions.exactRuinProbability.map {
                        " (exact chance the money ever runs out: \(percent($0, 2)))"
                    } ?? ""),
                "",
                "Game length (spins): " + summary(sessions.length, decimals: 2),
            ]
            if let exact = sessions.exactMeanLength {
                let verdict =
                    sessions.exactMeanLengthInsideInterval.map { $0 ? "yes" : "NO" }
                    ?? "n/a (\(sessions.exactMeanLengthNotCompared ?? ""))"
                lines.append(
                    "  Exact mean \(format(exact, 3)); inside the 99 % interval of the simulated mean: \(verdict)"
                )
            }
            lines += Distribution.histogram(sessions.length.histogram, step: 1)
            lines += ["", "Peak money (coins): " + summary(sessions.peakMoney, decimals: 1)]
            lines += Distribution.histogram(sessions.peakMoney.histogram, step: Sessions.peakStep)
        }
        lines += ["", "Time: \(format(seconds, 2)) s" + rate()]
        return lines.joined(separator: "\n")
    }

    private func rate() -> String {
        guard let spins, seconds > 0, sessions == nil else { return "" }
        return " (\(format(Double(spins.spins) / seconds / 1e6, 1)) million spins per second)"
    }

    private func summary(_ figures: Figures, decimals: Int) -> String {
        let interval =
            figures.meanInterval99.map {
                "[\(format($0[0], decimals)), \(format($0[1], decimals))]"
            } ?? "[no interval: \(figures.meanInterval99Unavailable ?? "")]"
        return
            "mean \(format(figures.mean, decimals)) \(interval), sd \(format(figures.standardDeviation, decimals)), "
            + "min \(figures.minimum), median \(figures.median), 90th \(figures.percentile90), "
            + "99th \(figures.percentile99), max \(figures.maximum)"
    }
}
