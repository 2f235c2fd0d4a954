import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

/// `casino sounds`, run as the built binary.
@Suite(.endToEndTimeLimit) struct SoundsCommandTests {
    func casino(_ arguments: [String], environment: [String: String] = [:]) throws
        -> ProcessResult
    {
        try runProcess(builtProduct("casino"), ["sounds"] + arguments, environment: environment)
    }

    /// Exports every sound into a fresh folder below a folder that does not exist yet.
    func export() throws -> (result: ProcessResult, folder: String) {
        let folder = makeTemporaryDirectory("casino-sounds").appendingPathComponent("new/sub").path
        return (try casino(["--export", folder]), folder)
    }

    @Test func exportWritesEverySoundAsA16BitWAV() throws {
        let (result, target) = try export()
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        for sound in Sound.allCases {
            let path = target + "/" + sound.rawValue + ".wav"
            #expect(result.standardOutput.contains(path))
            let decoded = try #require(WAVReading.decode(try Data(contentsOf: URL(filePath: path))))
            #expect(decoded.sampleRate == 44_100)
            #expect(decoded.samples == SoundLibrary.standard[sound], "\(sound)")
        }
    }

    @Test(.requires(.soxi)) func anIndependentReaderAgreesOnEveryExportedFile() throws {
        let (result, target) = try export()
        #expect(result.status == 0)
        for sound in Sound.allCases {
            let path = target + "/" + sound.rawValue + ".wav"
            #expect(try soxi("-r", path) == "44100")
            #expect(try soxi("-c", path) == "1")
            #expect(try soxi("-b", path) == "16")
            #expect(try soxi("-s", path) == "\(SoundLibrary.standard[sound].count)")
        }
    }

    @Test func listShowsEverySoundWithItsFigures() throws {
        let result = try casino(["--list"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1 + Sound.allCases.count)
        for sound in Sound.allCases {
            #expect(lines.contains { $0.hasPrefix(sound.rawValue + " ") && $0.contains("dBFS") })
        }
    }

    @Test func playSendsTheSoundToTheOutput() throws {
        let file = TemporaryFile("play.wav")
        defer { file.cleanUp() }
        let result = try casino(
            ["--play", "ring-up"], environment: ["CASINO_AUDIO_RECORD": file.path])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let recorded = try #require(WAVReading.decode(try Data(contentsOf: file.url))).samples
        let ringUp = SoundLibrary.standard[.ringUp]
        // The recording starts when the audio system does, a moment before the cue.
        let start = try #require(recorded.firstIndex { $0 != 0 })
        let offset = start - ringUp.firstIndex { $0 != 0 }!
        #expect(Array(recorded[offset..<(offset + ringUp.count)]) == ringUp)
    }

    @Test(arguments: [
        (["--play", "jackpot"], "--play expects one of spin, winning, highscore, bet-chip"),
        (["--export"], "--export needs a value"),
        (["--export", ""], "--export needs a directory"),
        (["--volume"], "unknown option '--volume'"),
    ])
    func aBadArgumentIsAUsageError(_ arguments: [String], message: String) throws {
        let result = try casino(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains(message))
    }

    @Test func anUnwritableExportFolderFailsInOneLine() throws {
        let result = try casino(["--export", "/proc/casino-cannot-write-here"])
        #expect(result.status == 74)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.hasPrefix("casino: cannot create /proc/"))
    }

    @Test func anExportUnderAFileSaysWhy() throws {
        let file = makeTemporaryDirectory("export").appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let result = try casino(["--export", file.appendingPathComponent("sounds").path])
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "casino: cannot create \(file.path)/sounds: "
                + "a file stands where a folder should be\n")
    }
}
