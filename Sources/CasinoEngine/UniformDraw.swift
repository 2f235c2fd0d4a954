/// Maps one random word onto `0..<bound` without bias, or rejects it.
///
/// This is Lemire's multiply-shift method: the high half of `word × bound` is the result, and
/// the few words whose low half falls below `2ⁿ mod bound` are rejected so every result is
/// reached by exactly ⌊2ⁿ / bound⌋ words. It is generic over the word size so a test can run
/// every word of a small type through it and count.
@inlinable
package func uniformValue<Word: FixedWidthInteger & UnsignedInteger>(
    from word: Word, below bound: Word
) -> Word? where Word.Magnitude == Word {
    precondition(bound > 0, "an empty range has no values")
    let (high, low) = word.multipliedFullWidth(by: bound)
    if low < bound {
        let threshold = (0 &- bound) % bound
        if low < threshold { return nil }
    }
    return high
}

extension RandomNumberGenerator {
    /// A uniform integer in `0..<bound`, drawing again on the rare rejected word.
    @inlinable
    package mutating func uniform(below bound: UInt64) -> UInt64 {
        while true {
            if let value = uniformValue(from: next(), below: bound) { return value }
        }
    }
}

extension Rules {
    /// Draws one spin: a single uniform outcome number, which fixes every reel's stop.
    @inlinable
    package func drawOutcome(using generator: inout some RandomNumberGenerator) -> Int {
        Int(generator.uniform(below: UInt64(outcomeCount)))
    }
}
