import CasinoEngine
import Foundation

/// The totals of a run of spins at one bet, from which every reported figure follows.
///
/// Tallies of separate work units add up exactly (integers, no rounding), so a run split over
/// any number of threads gives the same figures.
public struct SpinTally: Sendable, Hashable, Codable {
    public var spins: UInt64 = 0
    public var wins: UInt64 = 0
    /// Coins paid back: stake plus prize on every win.
    public var returned: UInt64 = 0
    /// Σ (coins paid back on a spin)², for the variance of the return.
    public var returnedSquares: UInt64 = 0

    public init() {}

    public init(spins: UInt64, wins: UInt64, returned: UInt64, returnedSquares: UInt64) {
        self.spins = spins
        self.wins = wins
        self.returned = returned
        self.returnedSquares = returnedSquares
    }

    public static func + (left: SpinTally, right: SpinTally) -> SpinTally {
        SpinTally(
            spins: left.spins + right.spins, wins: left.wins + right.wins,
            returned: left.returned + right.returned,
            returnedSquares: left.returnedSquares + right.returnedSquares)
    }

    public var hitFrequency: Double { spins == 0 ? 0 : Double(wins) / Double(spins) }

    /// A 99 % normal-approximation interval for the hit frequency.
    public var hitFrequencyInterval: ClosedRange<Double> {
        let p = hitFrequency
        let half = Self.z99 * (p * (1 - p) / Double(max(spins, 1))).squareRoot()
        return (p - half)...(p + half)
    }

    /// Coins paid back per coin staked.
    public func returnToPlayer(bet: Int) -> Double {
        spins == 0 ? 0 : Double(returned) / (Double(spins) * Double(bet))
    }

    /// A 99 % confidence interval for the return to player: the mean of the per-spin return
    /// (coins back ÷ bet) ± z₀.₉₉₅ × its standard error, from the sample variance.
    public func returnToPlayerInterval(bet: Int) -> ClosedRange<Double> {
        guard spins > 1 else { return 0...Double.infinity }
        let n = Double(spins)
        let mean = Double(returned) / n
        let meanSquare = Double(returnedSquares) / n
        let variance = max(0, meanSquare - mean * mean) * n / (n - 1)
        let half = Self.z99 * (variance / n).squareRoot() / Double(bet)
        let rtp = mean / Double(bet)
        return (rtp - half)...(rtp + half)
    }

    /// The two-sided 99 % point of the standard normal distribution.
    public static let z99 = 2.575_829_303_548_900_4
}
