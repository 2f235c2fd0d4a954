import CasinoCLI
import CasinoLab
import CasinoRandom
import Foundation
import Synchronization
import Testing

/// The raw output outside batteries judge must be the generator's own words, in order.
struct RawStreamTests {
    func littleEndianBytes(_ words: [UInt64]) -> [UInt8] {
        words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    func raw(_ arguments: [String]) -> (ExitCode, [UInt8], String) {
        let captured = CapturedBytes()
        let status = CasinoCommandLine.run(
            ["audit", "--raw"] + arguments, console: captured.console())
        return (status, captured.bytes, captured.standardError)
    }

    @Test func theFastStreamIsXoshirosWordsLittleEndian() {
        var generator = Xoshiro256StarStar(seed: 77)
        // More than one chunk, so the words carry on across writes.
        let words = (0..<(RawStream.chunkWords + 5)).map { _ in generator.next() }
        let (status, bytes, error) = raw(
            ["\(words.count * 8)", "--generator", "fast", "--seed", "77"])
        #expect(status == .success && error.isEmpty)
        #expect(bytes == littleEndianBytes(words))
    }

    /// The default stream is the game's: the system generator, new words every run, and no
    /// seed can make it repeat.
    @Test func theDefaultStreamIsTheSystemGeneratorsAndNeverRepeats() {
        let (status, first, error) = raw(["800"])
        #expect(status == .success && error.isEmpty && first.count == 800)
        let (_, second, _) = raw(["800", "--generator", "system"])
        #expect(second.count == 800 && first != second)
        let (seeded, bytes, message) = raw(["800", "--seed", "5"])
        #expect(seeded == .usage && bytes.isEmpty)
        #expect(message.contains("--seed needs --generator fast"))
    }

    /// Each byte of the system stream's words is uniform over 0–255 (chi-square, 255 degrees
    /// of freedom, 512 expected per value in 1 MiB): a word written in the wrong order or
    /// width, or a lane left constant, fails. The stream cannot be seeded, so the level is
    /// 10⁻¹²: with eight lanes a fair stream fails once in more than 10¹¹ runs.
    @Test func theSystemStreamIsUniformInEveryByteOfItsWords() {
        let (status, bytes, _) = raw(["\(1 << 20)", "--generator", "system"])
        #expect(status == .success && bytes.count == 1 << 20)
        #expect(Self.lanePValues(bytes).allSatisfy { $0 > 1e-12 })
    }

    /// The lane test has teeth: xoshiro's words with the top bit cleared fail in lane 7 only.
    @Test func aStuckBitFailsTheLaneTest() {
        var generator = Xoshiro256StarStar(seed: 9)
        let words = (0..<(1 << 17)).map { _ in generator.next() & ~(1 << 63) }
        let pValues = Self.lanePValues(littleEndianBytes(words))
        #expect(pValues[7] < 1e-12)
        #expect(pValues.prefix(7).allSatisfy { $0 > 1e-12 })
    }

    /// The p-value of each byte lane's uniformity, lane 0 the word's lowest byte.
    static func lanePValues(_ bytes: [UInt8]) -> [Double] {
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 8)
        for (index, byte) in bytes.enumerated() { counts[index % 8][Int(byte)] += 1 }
        return counts.map { ChiSquare.uniform("lane", counts: $0).pValue }
    }

    @Test func aCountThatIsNoMultipleOfEightEndsMidWord() {
        var generator = Xoshiro256StarStar(seed: 1)
        let words = (0..<2).map { _ in generator.next() }
        let (_, bytes, _) = raw(["13", "--generator", "fast", "--seed", "1"])
        #expect(bytes == Array(littleEndianBytes(words).prefix(13)))
    }

    @Test func binaryIsNeverWrittenToATerminal() {
        let captured = CapturedBytes()
        var console = captured.console()
        console.outputIsTerminal = true
        let status = CasinoCommandLine.run(["audit", "--raw", "all"], console: console)
        #expect(status == .usage && captured.bytes.isEmpty)
        #expect(captured.standardError.contains("--raw writes binary: send it to a pipe or a file"))
    }

    @Test(arguments: [
        (["x"], "--raw expects a byte count from 0 to 9223372036854775807 or 'all', not 'x'"),
        (["-1"], "--raw expects a byte count"),
        (["10", "--json"], "--json applies to --stats only"),
        (
            ["10", "--stats", "10"],
            "audit needs exactly one of --stats N, --dump-stops N and --raw"
        ),
    ])
    func badRawOptionsExit64(arguments: [String], message: String) {
        let (status, bytes, error) = raw(arguments)
        #expect(status == .usage && bytes.isEmpty)
        #expect(error.contains(message))
    }
}

/// Collects standard output as bytes (the raw stream is binary).
final class CapturedBytes: Sendable {
    let out = Mutex<[UInt8]>([])
    let error = Mutex("")

    func console() -> Console {
        Console(
            writeOutBytes: { bytes in self.out.withLock { $0 += bytes } },
            writeError: { text in self.error.withLock { $0 += text } })
    }

    var bytes: [UInt8] { out.withLock { $0 } }
    var standardError: String { error.withLock { $0 } }
}
