/// The generator the player's game draws its reels from: ChaCha20 keyed from the operating
/// system, buffered so a draw is a memory read rather than a system call.
///
/// - Unpredictable: the 256-bit key and the stream number come from ``OperatingSystemEntropy``
///   (getrandom, else /dev/urandom; arc4random_buf on Darwin) and nothing else — no clock, no constant. Without the key
///   the keystream cannot be told apart from random or predicted from earlier draws.
/// - Fresh: after ``defaultReseedInterval`` bytes, and whenever ``reseed()`` is called, the
///   key is replaced by new bytes from the kernel, so even a leaked state exposes at most
///   that much output.
/// - Fast: four ChaCha20 blocks (256 bytes, 32 draws) are made at a time with SIMD, so a
///   draw costs a few nanoseconds, against about a microsecond for `Int.random(in:)` with
///   `SystemRandomNumberGenerator`, which asks the kernel on every call.
///
/// It is a value, like every `RandomNumberGenerator` in Swift: a copy continues the same
/// stream. Keep one and pass it `inout`; never copy it to draw twice.
public struct SecureRandomGenerator: RandomNumberGenerator, Sendable {
    /// Bytes of output after which the key is replaced from the operating system (1 MiB, as
    /// OpenBSD's arc4random does roughly).
    public static let defaultReseedInterval = 1 << 20

    /// Draws made per refill: four 64-byte blocks of 64-bit words.
    @usableFromInline static let wordsPerRefill = 32

    @usableFromInline var buffer = InlineArray<32, UInt64>(repeating: 0)
    /// The next unread word of `buffer`; `wordsPerRefill` when it is used up.
    @usableFromInline var index = SecureRandomGenerator.wordsPerRefill
    var key = InlineArray<8, UInt32>(repeating: 0)
    var counter: UInt64 = 0
    var stream: UInt64 = 0
    /// Bytes between reseeds from the operating system; `nil` for a generator keyed by its
    /// caller (tests, reproducible simulations), which never touches the operating system.
    let reseedInterval: Int?
    var bytesSinceReseed = 0
    /// How many times the key has come from the operating system (the first keying counts).
    private(set) var reseedCount = 0

    /// A generator keyed from the operating system: the one the player's game uses.
    public init() {
        self.init(reseedingEvery: Self.defaultReseedInterval)
    }

    /// An operating-system-keyed generator that reseeds after `bytes` bytes (tests use a
    /// small interval to watch it happen).
    init(reseedingEvery bytes: Int) {
        precondition(bytes > 0, "the reseed interval must be positive")
        reseedInterval = bytes
        reseed()
    }

    /// A generator with a fixed key, for the RFC 8439 known-answer tests.
    ///
    /// `counter` and `stream` are state words 12–13 and 14–15 (see ``ChaCha20``).
    init(key: [UInt32], counter: UInt64, stream: UInt64) {
        precondition(key.count == 8, "a ChaCha20 key is 8 words")
        for word in 0..<8 { self.key[word] = key[word] }
        self.counter = counter
        self.stream = stream
        reseedInterval = nil
    }

    /// A reproducible ChaCha20 stream keyed from `seed`, for simulations and audits that must
    /// repeat (`casino simulate --generator secure --seed S`); `stream` picks one of 2⁶⁴
    /// independent streams under the same key, one per simulation work unit.
    ///
    /// Deliberately behind an SPI: anyone who knows the seed can predict every draw, so the
    /// player's game must never use it. Import with `@_spi(Reproducible) import CasinoRandom`.
    @_spi(Reproducible)
    public init(seed: UInt64, stream: UInt64) {
        var splitMix = SplitMix64(seed: seed)
        var words: [UInt32] = []
        for _ in 0..<4 {
            let value = splitMix.next()
            words += [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        }
        self.init(key: words, counter: 0, stream: stream)
    }

    /// The current key as an array, for tests.
    var keyWords: [UInt32] { (0..<8).map { key[$0] } }

    @inlinable
    public mutating func next() -> UInt64 {
        if index == Self.wordsPerRefill { refill() }
        let word = buffer[unchecked: index]
        index &+= 1
        return word
    }

    /// Replaces the key and stream number with fresh bytes from the operating system and
    /// discards any buffered output, so no draw after this depends on the old key.
    ///
    /// The game may call this at moments of its choosing (a new game, waking from sleep);
    /// the generator also calls it by itself every ``defaultReseedInterval`` bytes.
    public mutating func reseed() {
        var fresh = InlineArray<10, UInt32>(repeating: 0)
        withUnsafeMutableBytes(of: &fresh) { OperatingSystemEntropy.fill($0) }
        for word in 0..<8 { key[word] = fresh[word] }
        stream = UInt64(fresh[8]) | UInt64(fresh[9]) << 32
        counter = 0
        bytesSinceReseed = 0
        reseedCount += 1
        index = Self.wordsPerRefill
        for word in 0..<Self.wordsPerRefill { buffer[word] = 0 }
    }

    @usableFromInline
    mutating func refill() {
        if let reseedInterval, bytesSinceReseed >= reseedInterval { reseed() }
        ChaCha20.fourBlocks(key: key, counter: counter, stream: stream, into: &buffer)
        counter &+= 4
        bytesSinceReseed += Self.wordsPerRefill * 8
        index = 0
    }
}
