import CasinoEngine
import TestSupport
import Testing

/// The draw is shown unbiased by running every word of a small word type through it: each
/// result must be reached by exactly the same number of words.
@Suite struct UniformDrawTests {
    @Test func everyEightBitWordMapsEvenlyOntoTwelveStops() {
        var counts = [Int](repeating: 0, count: 12)
        var rejected = 0
        for word in UInt8.min...UInt8.max {
            if let value = uniformValue(from: word, below: 12) {
                counts[Int(value)] += 1
            } else {
                rejected += 1
            }
        }
        #expect(counts == [Int](repeating: 256 / 12, count: 12))
        #expect(rejected == 256 % 12)
    }

    @Test func everySixteenBitWordMapsEvenlyOntoTheJointOutcomes() {
        var counts = [Int](repeating: 0, count: 1728)
        for word in UInt16.min...UInt16.max {
            if let value = uniformValue(from: word, below: 1728) { counts[Int(value)] += 1 }
        }
        #expect(Set(counts) == [65536 / 1728])
    }

    @Test func aPowerOfTwoBoundRejectsNothing() {
        let accepted = (UInt8.min...UInt8.max).compactMap { uniformValue(from: $0, below: 16) }
        #expect(accepted.count == 256)
    }

    @Test func scriptedWordsLandWhereTheTestAsks() {
        var generator = ScriptedGenerator(outcomes: [0, 1, 1727, 999])
        let rules = Rules.classic
        #expect(
            (0..<4).map { _ in rules.drawOutcome(using: &generator) } == [0, 1, 1727, 999])
    }
}
