import CasinoEngine

/// A generator that makes the reels land where a test says: each scripted outcome number is
/// turned into the 64-bit word that ``Rules/drawOutcome(using:)`` maps onto it. Once the
/// script runs out it draws outcome 0 (three apples).
package struct ScriptedGenerator: RandomNumberGenerator {
    private var words: [UInt64]
    private let outcomeCount: Int

    package init(outcomes: [Int], outcomeCount: Int = Rules.classic.outcomeCount) {
        self.outcomeCount = outcomeCount
        words = outcomes.map { Self.word(for: $0, outcomeCount: outcomeCount) }.reversed()
    }

    /// Reels that land on these stops, reel 0 first.
    package init(stops: [[Int]], rules: Rules = .classic) {
        self.init(
            outcomes: stops.map { rules.outcome(forStops: $0) }, outcomeCount: rules.outcomeCount)
    }

    package mutating func next() -> UInt64 {
        words.popLast() ?? Self.word(for: 0, outcomeCount: outcomeCount)
    }

    /// The smallest word whose product with the bound has `outcome` as its high half, plus
    /// one, so the low half is at least the bound and the draw never rejects it.
    private static func word(for outcome: Int, outcomeCount: Int) -> UInt64 {
        let bound = UInt128(outcomeCount)
        return UInt64(((UInt128(outcome) << 64) + bound - 1) / bound + 1)
    }
}
