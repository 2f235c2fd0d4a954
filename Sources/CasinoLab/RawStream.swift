/// The player's generator's own output, for outside test batteries (dieharder, PractRand,
/// TestU01) that judge a generator by its bits rather than by our statistics.
///
/// The words are the `next()` results of the very generator the game draws with (for the
/// system kind: `SystemRandomNumberGenerator`, one call a word, exactly as a spin calls it,
/// rather than the kernel's bytes in bulk, so the judged path is the played one), each
/// written as 8 little-endian bytes, in the order drawn.
package struct RawStream: Sendable {
    /// Words generated per write: 64 KiB, large enough that the write call costs little.
    package static let chunkWords = 8192

    /// How much to write: a count of bytes, or words until the reader stops.
    package enum Length: Sendable, Hashable {
        case bytes(Int)
        case endless
    }

    package let plan: GeneratorPlan

    package init(plan: GeneratorPlan) { self.plan = plan }

    /// Hands `length` bytes to `sink`, chunk by chunk, until they are all written or
    /// `sink` throws; the error ends the stream and is rethrown.
    package func write<Failure: Error>(
        _ length: Length, to sink: @escaping (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var left: Int?
        if case .bytes(let count) = length {
            precondition(count >= 0, "a byte count is never negative")
            left = count
        }
        var work = Work(left: left, sink: sink)
        try plan.forEachUnit(CollectionOfOne(0), &work)
    }

    struct Work<Failure: Error>: UnitWork {
        /// Bytes still to write, `nil` for an endless stream.
        var left: Int?
        let sink: (UnsafeRawBufferPointer) throws(Failure) -> Void

        mutating func run<Generator: RandomNumberGenerator>(
            unit: Int, generator: inout Generator
        ) throws(Failure) {
            var words = [UInt64](repeating: 0, count: RawStream.chunkWords)
            let wordSize = MemoryLayout<UInt64>.size
            while left.map({ $0 > 0 }) ?? true {
                let bytes = min(left ?? Int.max, words.count * wordSize)
                let wordCount = (bytes + wordSize - 1) / wordSize
                for index in 0..<wordCount { words[index] = generator.next().littleEndian }
                // `withUnsafeBytes` rethrows untyped errors; a Result carries the typed one out.
                try words.withUnsafeBytes { buffer in
                    Result { () throws(Failure) in
                        try sink(UnsafeRawBufferPointer(rebasing: buffer[..<bytes]))
                    }
                }.get()
                if let count = left { left = count - bytes }
            }
        }
    }
}
