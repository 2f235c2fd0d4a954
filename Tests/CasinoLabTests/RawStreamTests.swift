import CasinoCLI
import CasinoLab
@_spi(Reproducible) import CasinoRandom
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

    @Test func theSeededSecureStreamIsChaCha20sWords() {
        var generator = SecureRandomGenerator(seed: 5, stream: 0)
        let words = (0..<100).map { _ in generator.next() }
        let (status, bytes, _) = raw(["800", "--seed", "5"])
        #expect(status == .success)
        #expect(bytes == littleEndianBytes(words))
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
