import Testing

@testable import CasinoRandom

/// Outputs of the authors' reference C code (xoshiro256starstar.c) from the state 1, 2, 3, 4.
@Test func xoshiroMatchesTheReferenceImplementation() {
    var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
    let outputs = (0..<10).map { _ in generator.next() }
    #expect(
        outputs == [
            11520, 0, 1_509_978_240, 1_215_971_899_390_074_240, 1_216_172_134_540_287_360,
            607_988_272_756_665_600, 16_172_922_978_634_559_625, 8_476_171_486_693_032_832,
            10_595_114_339_597_558_777, 2_904_607_092_377_533_576,
        ])
}

/// `jump()` lands on the state the reference `jump()` reaches from 1, 2, 3, 4.
@Test func xoshiroJumpMatchesTheReferenceImplementation() {
    var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
    generator.jump()
    #expect(
        generator.state
            == (
                0x8c7a_1539_56b5_f3d1, 0x701f_1a71_3401_d85e, 0x6527_f66a_6546_9085,
                0x8386_b786_c440_8050
            ))
    #expect(
        (0..<3).map { _ in generator.next() } == [
            13_534_147_089_533_256_664, 7_126_240_192_422_241_655, 3_805_973_808_039_778_091,
        ])
}

/// SplitMix64's published outputs for the seed 1234567.
@Test func splitMixMatchesTheReferenceImplementation() {
    var generator = SplitMix64(seed: 1_234_567)
    #expect(
        (0..<5).map { _ in generator.next() } == [
            6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
            4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
        ])
}

/// Seeding goes through SplitMix64, so the state is SplitMix's first four outputs.
@Test func xoshiroSeedExpandsThroughSplitMix() {
    var splitMix = SplitMix64(seed: 7)
    let expected = (splitMix.next(), splitMix.next(), splitMix.next(), splitMix.next())
    #expect(Xoshiro256StarStar(seed: 7).state == expected)
}

extension Xoshiro256StarStar {
    /// A generator with exactly this state, for the authors' reference vectors. The state
    /// must not be all zero (xoshiro would then output zeros for ever).
    init(state: (UInt64, UInt64, UInt64, UInt64)) {
        precondition(state != (0, 0, 0, 0), "xoshiro256** must not start from the zero state")
        self.init(seed: 0)
        (s0, s1, s2, s3) = state
    }

    /// The current 256-bit state, so tests can compare generators.
    var state: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }
}
