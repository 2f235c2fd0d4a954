/// The totals of a run of spins at one bet, from which every reported figure follows.
///
/// Tallies of separate work units add up exactly (integers, no rounding), so a run split over
/// any number of threads gives the same figures.
package struct SpinTally: Sendable, Hashable, Codable {
    package var spins: UInt64 = 0
    package var wins: UInt64 = 0
    /// Coins paid back: stake plus prize on every win.
    package var returned: UInt64 = 0
    /// Σ (coins paid back on a spin)², for the variance of the return.
    package var returnedSquares: UInt64 = 0

    package static func + (left: SpinTally, right: SpinTally) -> SpinTally {
        SpinTally(
            spins: left.spins + right.spins, wins: left.wins + right.wins,
            returned: left.returned + right.returned,
            returnedSquares: left.returnedSquares + right.returnedSquares)
    }

    package var hitFrequency: Double { spins == 0 ? 0 : Double(wins) / Double(spins) }

    /// A 99 % Wilson score interval for the hit frequency.
    ///
    /// Unlike the textbook p̂ ± z·√(p̂(1 − p̂)/n), it holds for small counts: it never leaves
    /// [0, 1] and does not shrink to a point when a short run has no win at all (100 spins
    /// without a win give [0 %, 6.2 %], which rightly contains the classic rules' 0.69 %).
    package var hitFrequencyInterval: ClosedRange<Double> {
        Self.wilsonInterval(fraction: hitFrequency, trials: spins)
    }

    /// Coins paid back per coin staked.
    package func returnToPlayer(bet: Int) -> Double {
        spins == 0 ? 0 : Double(returned) / (Double(spins) * Double(bet))
    }

    /// A 99 % confidence interval for the return to player, the score interval of a return
    /// that lies between 0 and `largestReturn` per coin staked (a win returns the stake and
    /// the prize: 11 under both rule sets).
    ///
    /// The return scaled to [0, 1] by `largestReturn` gets the Wilson interval: among all
    /// returns in that range with mean μ, the one paying nothing or the most has the
    /// largest variance, μ(1 − μ), so the interval covers any paytable at least as well as
    /// its 99 %, never goes below 0 (a negative return cannot happen) and stays wide when a
    /// short run happens to have no win. With one prize, as in both rule sets, it is
    /// exactly `largestReturn` × the hit-frequency interval.
    package func returnToPlayerInterval(bet: Int, largestReturn: Int) -> ClosedRange<Double> {
        let scale = Double(largestReturn)
        let scaled = Self.wilsonInterval(
            fraction: min(1, returnToPlayer(bet: bet) / scale), trials: spins)
        return (scaled.lowerBound * scale)...(scaled.upperBound * scale)
    }

    /// The Wilson score interval at 99 %: the fractions μ for which the observed `fraction`
    /// of `trials` lies within z₀.₉₉₅ standard errors √(μ(1 − μ)/n). No trials: all of [0, 1].
    package static func wilsonInterval(fraction: Double, trials: UInt64) -> ClosedRange<Double> {
        guard trials > 0 else { return 0...1 }
        let n = Double(trials)
        let z2 = z99 * z99
        let denominator = 1 + z2 / n
        let center = (fraction + z2 / (2 * n)) / denominator
        let half =
            z99 / denominator * (fraction * (1 - fraction) / n + z2 / (4 * n * n)).squareRoot()
        // The interval always holds the observed fraction; the clamps only undo rounding
        // (at 0 wins the lower end is exactly 0, not 10⁻¹⁷).
        return min(fraction, max(0, center - half))...max(fraction, min(1, center + half))
    }

    /// The two-sided 99 % point of the standard normal distribution.
    package static let z99 = 2.575_829_303_548_900_4
}
