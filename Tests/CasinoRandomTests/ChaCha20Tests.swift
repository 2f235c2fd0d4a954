import Testing

@testable import CasinoRandom

/// RFC 8439's key for §2.3.2 and §2.4.2: the bytes 00 01 02 … 1f as little-endian words.
let rfcKey: [UInt32] = [
    0x0302_0100, 0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c, 0x1312_1110, 0x1716_1514, 0x1b1a_1918,
    0x1f1e_1d1c,
]

/// RFC 8439 §2.3.2: the ChaCha20 block function's test vector.
@Test func blockFunctionMatchesRFC8439Section2_3_2() {
    let block = ChaCha20.block(key: rfcKey, counter: 1, nonce: [0x0900_0000, 0x4a00_0000, 0])
    #expect(
        block == [
            0xe4e7_f110, 0x1559_3bd1, 0x1fdd_0f50, 0xc471_20a3, 0xc7f4_d1c7, 0x0368_c033,
            0x9aaa_2204, 0x4e6c_d4c3, 0x4664_82d2, 0x09aa_9f07, 0x05d7_c214, 0xa202_8bd9,
            0xd19c_12b5, 0xb94e_16de, 0xe883_d0cb, 0x4e3c_50a2,
        ])
}

/// The generator's output is the ChaCha20 keystream itself: the same §2.3.2 block, read as
/// little-endian 64-bit words (RFC counter word 12 and nonce word 13 form our 64-bit counter).
@Test func generatorOutputsTheRFC8439Section2_3_2Keystream() {
    var generator = SecureRandomGenerator(
        key: rfcKey, counter: 0x0900_0000_0000_0001, stream: 0x4a00_0000)
    let words = (0..<8).map { _ in generator.next() }
    #expect(words.first == 0x1559_3bd1_e4e7_f110)
    #expect(words.last == 0x4e3c_50a2_e883_d0cb)
    let serialized = words.flatMap { word in
        (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
    }
    #expect(
        hex(serialized)
            == "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
            + "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e")
}

/// RFC 8439 §2.4.2: encrypting the "sunscreen" plaintext with the keystream from counter 1
/// gives the RFC's ciphertext; the text spans two blocks, so this checks the block order.
@Test func keystreamEncryptsRFC8439Section2_4_2() {
    let plaintext = Array(
        ("Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the "
            + "future, sunscreen would be it.").utf8)
    var generator = SecureRandomGenerator(key: rfcKey, counter: 1, stream: 0x4a00_0000)
    var keystream: [UInt8] = []
    while keystream.count < plaintext.count {
        let word = generator.next()
        keystream += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
    }
    let ciphertext = zip(plaintext, keystream).map { $0 ^ $1 }
    #expect(
        hex(ciphertext)
            == "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
            + "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
            + "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
            + "5af90bbf74a35be6b40b8eedf2785e42874d")
}

/// The four-lane SIMD path equals four calls of the plain reference, including a 64-bit
/// counter that carries from word 12 into word 13 in the middle of the batch.
@Test(arguments: [0, 0xFFFF_FFFE, 0x1234_5678_FFFF_FFFD] as [UInt64])
func fourBlocksEqualFourReferenceBlocks(counter: UInt64) {
    var splitMix = SplitMix64(seed: counter)
    let key = (0..<8).map { _ in UInt32(truncatingIfNeeded: splitMix.next()) }
    let stream: UInt64 = 0xDEAD_BEEF_0BAD_F00D
    var output = InlineArray<32, UInt64>(repeating: 0)
    var inlineKey = InlineArray<8, UInt32>(repeating: 0)
    for word in 0..<8 { inlineKey[word] = key[word] }
    ChaCha20.fourBlocks(key: inlineKey, counter: counter, stream: stream, into: &output)
    for lane in 0..<4 {
        let blockCounter = counter &+ UInt64(lane)
        let reference = ChaCha20.block(
            key: key, counter: UInt32(truncatingIfNeeded: blockCounter),
            nonce: [
                UInt32(truncatingIfNeeded: blockCounter >> 32), UInt32(truncatingIfNeeded: stream),
                UInt32(truncatingIfNeeded: stream >> 32),
            ])
        let words = (0..<8).map { output[lane * 8 + $0] }
        let expected = (0..<8).map {
            UInt64(reference[2 * $0]) | UInt64(reference[2 * $0 + 1]) << 32
        }
        #expect(words == expected, "block \(lane) of the batch from counter \(counter)")
    }
}

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }.joined()
}
