/// The ChaCha20 block function of RFC 8439 (§2.3), the core of ``SecureRandomGenerator``.
///
/// ChaCha20 is a stream cipher: its keystream is indistinguishable from random to anyone
/// without the key, so drawing reels from it is as unpredictable as the operating system's
/// randomness, but it runs in user space, many times faster than a system call per draw.
///
/// The state's words 12–15 hold a 64-bit block counter (words 12–13) and a 64-bit stream
/// number (words 14–15), as in Bernstein's original ChaCha. The RFC's 32-bit counter and
/// 96-bit nonce are the same words read differently, so the RFC's test vectors apply
/// unchanged.
public enum ChaCha20 {
    /// "expand 32-byte k" as four little-endian words.
    public static let constants: [UInt32] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]

    /// Bytes in one block of keystream.
    public static let blockSize = 64

    /// One block exactly as RFC 8439 §2.3 writes it: 16 words of keystream.
    ///
    /// This straightforward version is the reference the fast four-block path is tested
    /// against; the generator itself uses ``fourBlocks(key:counter:stream:into:)``.
    public static func block(key: [UInt32], counter: UInt32, nonce: [UInt32]) -> [UInt32] {
        precondition(key.count == 8 && nonce.count == 3, "ChaCha20 takes 8 key and 3 nonce words")
        let initial = constants + key + [counter] + nonce
        var x = initial
        func quarterRound(_ a: Int, _ b: Int, _ c: Int, _ d: Int) {
            x[a] &+= x[b]
            x[d] ^= x[a]
            x[d] = x[d].rotatedLeft(by: 16)
            x[c] &+= x[d]
            x[b] ^= x[c]
            x[b] = x[b].rotatedLeft(by: 12)
            x[a] &+= x[b]
            x[d] ^= x[a]
            x[d] = x[d].rotatedLeft(by: 8)
            x[c] &+= x[d]
            x[b] ^= x[c]
            x[b] = x[b].rotatedLeft(by: 7)
        }
        for _ in 0..<10 {
            quarterRound(0, 4, 8, 12)
            quarterRound(1, 5, 9, 13)
            quarterRound(2, 6, 10, 14)
            quarterRound(3, 7, 11, 15)
            quarterRound(0, 5, 10, 15)
            quarterRound(1, 6, 11, 12)
            quarterRound(2, 7, 8, 13)
            quarterRound(3, 4, 9, 14)
        }
        return zip(x, initial).map { $0 &+ $1 }
    }

    /// Four consecutive blocks (counters `counter` … `counter + 3`), written into `output` as
    /// 32 little-endian 64-bit words in keystream order.
    ///
    /// Each SIMD lane computes one block, so the four blocks cost about as much as one
    /// scalar block; this is what lets the secure generator outrun a system call per draw
    /// by a factor of a hundred.
    @inlinable
    public static func fourBlocks(
        key: InlineArray<8, UInt32>, counter: UInt64, stream: UInt64,
        into output: inout InlineArray<32, UInt64>
    ) {
        typealias Lanes = SIMD4<UInt32>
        var counterLow = Lanes(repeating: 0)
        var counterHigh = Lanes(repeating: 0)
        for lane in 0..<4 {
            let value = counter &+ UInt64(lane)
            counterLow[lane] = UInt32(truncatingIfNeeded: value)
            counterHigh[lane] = UInt32(truncatingIfNeeded: value >> 32)
        }
        let i0 = Lanes(repeating: 0x6170_7865)
        let i1 = Lanes(repeating: 0x3320_646e)
        let i2 = Lanes(repeating: 0x7962_2d32)
        let i3 = Lanes(repeating: 0x6b20_6574)
        let i4 = Lanes(repeating: key[0])
        let i5 = Lanes(repeating: key[1])
        let i6 = Lanes(repeating: key[2])
        let i7 = Lanes(repeating: key[3])
        let i8 = Lanes(repeating: key[4])
        let i9 = Lanes(repeating: key[5])
        let i10 = Lanes(repeating: key[6])
        let i11 = Lanes(repeating: key[7])
        let i12 = counterLow
        let i13 = counterHigh
        let i14 = Lanes(repeating: UInt32(truncatingIfNeeded: stream))
        let i15 = Lanes(repeating: UInt32(truncatingIfNeeded: stream >> 32))
        var x0 = i0
        var x1 = i1
        var x2 = i2
        var x3 = i3
        var x4 = i4
        var x5 = i5
        var x6 = i6
        var x7 = i7
        var x8 = i8
        var x9 = i9
        var x10 = i10
        var x11 = i11
        var x12 = i12
        var x13 = i13
        var x14 = i14
        var x15 = i15
        let r = Rotations.opaque()
        for _ in 0..<10 {
            quarterRound(&x0, &x4, &x8, &x12, r)
            quarterRound(&x1, &x5, &x9, &x13, r)
            quarterRound(&x2, &x6, &x10, &x14, r)
            quarterRound(&x3, &x7, &x11, &x15, r)
            quarterRound(&x0, &x5, &x10, &x15, r)
            quarterRound(&x1, &x6, &x11, &x12, r)
            quarterRound(&x2, &x7, &x8, &x13, r)
            quarterRound(&x3, &x4, &x9, &x14, r)
        }
        store(x0 &+ i0, x1 &+ i1, pair: 0, into: &output)
        store(x2 &+ i2, x3 &+ i3, pair: 1, into: &output)
        store(x4 &+ i4, x5 &+ i5, pair: 2, into: &output)
        store(x6 &+ i6, x7 &+ i7, pair: 3, into: &output)
        store(x8 &+ i8, x9 &+ i9, pair: 4, into: &output)
        store(x10 &+ i10, x11 &+ i11, pair: 5, into: &output)
        store(x12 &+ i12, x13 &+ i13, pair: 6, into: &output)
        store(x14 &+ i14, x15 &+ i15, pair: 7, into: &output)
    }

    /// Writes words `2·pair` and `2·pair + 1` of each lane's block as one little-endian
    /// 64-bit word: block `lane` occupies output words `8·lane ..< 8·lane + 8`.
    @inlinable @inline(__always)
    static func store(
        _ low: SIMD4<UInt32>, _ high: SIMD4<UInt32>, pair: Int,
        into output: inout InlineArray<32, UInt64>
    ) {
        for lane in 0..<4 {
            output[unchecked: lane &* 8 &+ pair] = UInt64(low[lane]) | UInt64(high[lane]) << 32
        }
    }

    @inlinable @inline(__always)
    static func quarterRound(
        _ a: inout SIMD4<UInt32>, _ b: inout SIMD4<UInt32>, _ c: inout SIMD4<UInt32>,
        _ d: inout SIMD4<UInt32>, _ r: Rotations
    ) {
        a &+= b
        d ^= a
        d = (d &<< r.left16) | (d &>> r.right16)
        c &+= d
        b ^= c
        b = (b &<< r.left12) | (b &>> r.right12)
        a &+= b
        d ^= a
        d = (d &<< r.left8) | (d &>> r.right8)
        c &+= d
        b ^= c
        b = (b &<< r.left7) | (b &>> r.right7)
    }

    /// The quarter round's rotation amounts, as shift counts the optimiser cannot see.
    ///
    /// Written with constant amounts, LLVM recognises each `(x << n) | (x >> (32 − n))` as a
    /// vector rotate, and on baseline x86-64 (SSE2, no rotate instruction) it then splits
    /// every rotate into four scalar ones — a third of the speed. Shift counts it cannot
    /// prove constant stay two whole-vector shifts and an OR.
    @usableFromInline
    struct Rotations {
        @usableFromInline var left16, right16, left12, right12: UInt32
        @usableFromInline var left8, right8, left7, right7: UInt32

        @usableFromInline @_optimize(none)
        static func opaque() -> Rotations {
            Rotations(
                left16: 16, right16: 16, left12: 12, right12: 20, left8: 8, right8: 24, left7: 7,
                right7: 25)
        }
    }
}

extension UInt32 {
    @inlinable
    func rotatedLeft(by amount: UInt32) -> UInt32 {
        (self << amount) | (self >> (32 - amount))
    }
}
