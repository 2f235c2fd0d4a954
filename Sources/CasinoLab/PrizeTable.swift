import CasinoEngine

/// What every outcome of a rule set pays at one bet, read once from the rules so the hot
/// simulation loop is a table lookup instead of building stops and comparing symbols.
///
/// Nothing here restates the rules: each entry comes from `rules.stops(forOutcome:)`,
/// `rules.isWin` and `rules.prize(for:bet:)`, so the simulator plays whatever the engine
/// plays.
///
/// Each entry packs three counters into one 64-bit word — 1 for a win, the coins returned
/// (stake plus prize, 0 on a loss) and that amount squared — so one addition per spin
/// accumulates wins, return and its variance at once. Up to ``chunkSize`` spins can be added
/// before a field could overflow into the next; ``unpack(_:)`` splits the sum.
package struct PrizeTable: Sendable {
    /// The packed per-outcome words the simulator adds up.
    package let packed: [UInt64]
    /// Spins whose packed words can be summed without a field overflowing.
    package let chunkSize: Int
    let returnShift: UInt64
    let squareShift: UInt64

    package init(rules: Rules, bet: Int) {
        precondition(bet > 0, "a bet is at least one coin")
        let returns = (0..<rules.outcomeCount).map { outcome in
            let stops = rules.stops(forOutcome: outcome)
            return rules.isWin(stops) ? bet + rules.prize(for: stops, bet: bet) : 0
        }

        // Field widths for a chunk of 2^k spins: wins ≤ 2^k needs k + 1 bits, Σr ≤ 2^k·max
        // needs k + b bits and Σr² ≤ 2^k·max² needs k + 2b bits, where max < 2^b.
        let largest = UInt64(max(1, returns.max() ?? 1))
        let b = UInt64(64 - largest.leadingZeroBitCount)
        let exponent = min(24, (64 - 1 - 3 * Int(b)) / 3)
        precondition(exponent >= 8, "prizes too large to pack; widen PrizeTable's counters")
        chunkSize = 1 << exponent
        let returnShift = UInt64(exponent) + 1
        let squareShift = returnShift + UInt64(exponent) + b
        self.returnShift = returnShift
        self.squareShift = squareShift
        // A win returns at least the stake, so the outcomes returning coins are the wins.
        packed = returns.map { coins in
            let r = UInt64(coins)
            return (coins > 0 ? 1 : 0) | r << returnShift | (r * r) << squareShift
        }
    }

    /// Splits a sum of at most ``chunkSize`` packed words into wins, coins returned and the
    /// sum of squared returns.
    package func unpack(_ sum: UInt64) -> (wins: UInt64, returned: UInt64, returnedSquares: UInt64)
    {
        let winMask: UInt64 = (1 << returnShift) - 1
        let returnMask: UInt64 = (1 << (squareShift - returnShift)) - 1
        return (sum & winMask, (sum >> returnShift) & returnMask, sum >> squareShift)
    }
}
