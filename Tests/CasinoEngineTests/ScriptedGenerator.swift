import CasinoEngine

/// A generator that makes the reels land where a test says: each scripted outcome number is
/// turned into the 64-bit word that ``Rules/drawOutcome(using:)`` maps onto it.
struct ScriptedGenerator: RandomNumberGenerator {
    private var words: [UInt64]

    init(outcomes: [Int], outcomeCount: Int = Rules.classic.outcomeCount) {
        words = outcomes.map { outcome in
            // The smallest word whose product with the bound has `outcome` as its high half,
            // plus one, so the low half is at least the bound and never rejected.
            let bound = UInt128(outcomeCount)
            let word = ((UInt128(outcome) << 64) + bound - 1) / bound + 1
            return UInt64(word)
        }
        words.reverse()
    }

    /// Reels that land on these stops, reel 0 first.
    init(stops: [[Int]], rules: Rules = .classic) {
        self.init(
            outcomes: stops.map { rules.outcome(forStops: $0) }, outcomeCount: rules.outcomeCount)
    }

    mutating func next() -> UInt64 {
        guard let word = words.popLast() else { fatalError("the test scripted too few spins") }
        return word
    }
}

/// Three equal symbols, and three different ones.
let jackpot = [4, 4, 4]
let miss = [0, 1, 2]
