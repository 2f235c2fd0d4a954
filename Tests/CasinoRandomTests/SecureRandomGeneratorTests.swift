import Testing

@_spi(Reproducible) @testable import CasinoRandom

/// The player's generator is keyed from the operating system: two of them, or one before and
/// after a reseed, never agree. (A clock or constant key would make fresh generators equal.)
@Test func freshGeneratorsAreKeyedDifferently() {
    var first = SecureRandomGenerator()
    var second = SecureRandomGenerator()
    #expect(first.keyWords != second.keyWords)
    #expect((0..<4).map { _ in first.next() } != (0..<4).map { _ in second.next() })
    #expect(first.reseedInterval == SecureRandomGenerator.defaultReseedInterval)
    #expect(first.reseedCount == 1)
}

/// After the reseed interval the key comes from the operating system again: output matches a
/// copy that never reseeds up to exactly that many bytes, then parts from it.
@Test func reseedsFromTheOperatingSystemAfterTheInterval() {
    let interval = 1024
    var reseeding = SecureRandomGenerator(reseedingEvery: interval)
    let initialKey = reseeding.keyWords
    var fixed = SecureRandomGenerator(
        key: reseeding.keyWords, counter: reseeding.counter,
        stream: reseeding.stream)
    let before = (0..<(interval / 8)).map { _ in reseeding.next() }
    #expect(before == (0..<(interval / 8)).map { _ in fixed.next() })
    #expect(reseeding.reseedCount == 1)
    let after = (0..<4).map { _ in reseeding.next() }
    #expect(reseeding.reseedCount == 2)
    #expect(reseeding.keyWords != initialKey)
    #expect(after != (0..<4).map { _ in fixed.next() })
    // Ten more intervals, ten more reseeds.
    for _ in 0..<(10 * interval / 8) { _ = reseeding.next() }
    #expect(reseeding.reseedCount == 12)
}

/// `reseed()` on request: buffered output is discarded and the stream changes at once.
@Test func reseedOnRequestChangesTheStreamAtOnce() {
    var generator = SecureRandomGenerator()
    _ = generator.next()
    var copy = generator
    generator.reseed()
    #expect(generator.reseedCount == 2)
    #expect((0..<4).map { _ in generator.next() } != (0..<4).map { _ in copy.next() })
}

/// A generator keyed by its caller never reaches for the operating system, so seeded runs
/// repeat exactly; different streams under one seed differ.
@Test func seededStreamsRepeatAndDiffer() {
    var a = SecureRandomGenerator(seed: 42, stream: 0)
    var b = SecureRandomGenerator(seed: 42, stream: 0)
    var c = SecureRandomGenerator(seed: 42, stream: 1)
    var d = SecureRandomGenerator(seed: 43, stream: 0)
    let first = (0..<100_000).map { _ in a.next() }
    #expect(first == (0..<100_000).map { _ in b.next() })
    #expect(Array(first.prefix(8)) != (0..<8).map { _ in c.next() })
    #expect(Array(first.prefix(8)) != (0..<8).map { _ in d.next() })
    #expect(a.reseedInterval == nil && a.reseedCount == 0)
}

/// The operating system source itself: bytes differ between calls and are not all zero.
@Test func operatingSystemEntropyGivesFreshBytes() {
    let first = OperatingSystemEntropy.bytes(32)
    let second = OperatingSystemEntropy.bytes(32)
    #expect(first != second)
    #expect(first.contains { $0 != 0 })
    var device = [UInt8](repeating: 0, count: 32)
    let read = device.withUnsafeMutableBytes { OperatingSystemEntropy.readDeviceRandom(into: $0) }
    #expect(read && device != first && device.contains { $0 != 0 })
}
