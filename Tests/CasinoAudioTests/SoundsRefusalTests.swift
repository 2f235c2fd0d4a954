import Foundation
import TestSupport
import Testing

/// `casino sounds` when it cannot do what it was asked: one line, a proper exit status.
/// (Needs no outside tool: nothing here is played or measured.)
@Suite(.endToEndTimeLimit) struct SoundsRefusalTests {
    /// Nothing on PATH can play, nothing records, sound is not switched off.
    let noPlayer = ["PATH": makeTemporaryDirectory("no-player").path, "CASINO_AUDIO_RECORD": ""]

    @Test func playingWithNoPlayerSaysSoAndExits69() throws {
        var environment = noPlayer
        environment["CASINO_AUDIO"] = ""
        let result = try runProcess(
            builtProduct("casino"), ["sounds", "--play", "spin"], environment: environment)
        #expect(result.status == 69)
        #expect(
            result.standardError
                == "casino: No sound: no pw-play, pw-cat, paplay or aplay on PATH.\n")
    }

    /// Asking for silence is not a failure.
    @Test func soundSwitchedOffIsQuietSuccess() throws {
        var environment = noPlayer
        environment["CASINO_AUDIO"] = "off"
        let result = try runProcess(
            builtProduct("casino"), ["sounds", "--play", "spin"], environment: environment)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
    }

    @Test func exportingOntoAFileSaysItIsNotAFolder() throws {
        let file = makeTemporaryDirectory("export").appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let result = try runProcess(builtProduct("casino"), ["sounds", "--export", file.path])
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "casino: cannot create \(file.path): a file stands where a folder should be\n")
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }
}
