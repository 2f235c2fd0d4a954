/// The xoshiro256** generator of Blackman and Vigna: fast, small, and good enough for every
/// statistical test we run, but predictable — it is for simulations, tests and replays
/// (`--seed`), never for the player's real game.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// Expands a 64-bit seed into the 256-bit state with SplitMix64, as the authors advise,
    /// so nearby seeds give unrelated streams and no seed gives the all-zero state.
    public init(seed: UInt64) {
        var splitMix = seed
        func nextSplitMix() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = nextSplitMix()
        s1 = nextSplitMix()
        s2 = nextSplitMix()
        s3 = nextSplitMix()
    }

    @inlinable
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
    public mutating func jump() {
        let polynomial: [UInt64] = [
            0x180E_C6D3_3CFD_0ABA, 0xD5A6_1266_F0C9_392C, 0xA958_2618_E03F_C9AA,
            0x39AB_DC45_29B1_661C,
        ]
        var j0: UInt64 = 0
        var j1: UInt64 = 0
        var j2: UInt64 = 0
        var j3: UInt64 = 0
        for word in polynomial {
            for bit in 0..<64 {
                if word & (1 << UInt64(bit)) != 0 {
                    j0 ^= s0
                    j1 ^= s1
                    j2 ^= s2
                    j3 ^= s3
                }
                _ = next()
            }
        }
        (s0, s1, s2, s3) = (j0, j1, j2, j3)
    }
}

@inlinable
func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
}
