/// The xoshiro256** generator of Blackman and Vigna: fast, small, and good enough for every
/// statistical test we run, but predictable — it is for simulations, tests and replays
/// (`--seed`), never for the player's real game.
///
/// Public, though only the package uses it: a generic loop in another module (the lab's
/// simulations) calls `next()` directly and inlines it only through a public conformance;
/// through a package one every draw went through the witness table, and `casino simulate`
/// ran four times slower.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Equatable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// Expands a 64-bit seed into the 256-bit state with SplitMix64, as the authors advise,
    /// so nearby seeds give unrelated streams and no seed gives the all-zero state.
    package init(seed: UInt64) {
        var splitMix = SplitMix64(seed: seed)
        s0 = splitMix.next()
        s1 = splitMix.next()
        s2 = splitMix.next()
        s3 = splitMix.next()
    }

    /// The next 64 bits; always inlined, as a call would cost more than the draw.
    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// Advances the stream by 2¹²⁸ steps, so threads given successively jumped copies of one
    /// generator draw from streams that never overlap.
    package mutating func jump() {
        let polynomial: [UInt64] = [
            0x180E_C6D3_3CFD_0ABA, 0xD5A6_1266_F0C9_392C, 0xA958_2618_E03F_C9AA,
            0x39AB_DC45_29B1_661C,
        ]
        var jumped: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for word in polynomial {
            for bit in 0..<64 {
                if word & (1 << UInt64(bit)) != 0 {
                    jumped = (jumped.0 ^ s0, jumped.1 ^ s1, jumped.2 ^ s2, jumped.3 ^ s3)
                }
                _ = next()
            }
        }
        (s0, s1, s2, s3) = jumped
    }
}

@inlinable @inline(__always)
func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
}
