import CasinoEngine
import Foundation
import TestSupport
import Testing

@testable import CasinoAudio

/// macOS plays through SoX's `play`, which no one here can run against Core Audio. `play` is
/// `sox` with the sound card as its output, so `sox` fed the same arguments and the same
/// stdin, writing a WAV file instead, shows the stream is read as we write it.
@Suite struct MacPlayerTests {
    @Test(.requires(.sox, .soxi)) func soxReadsTheStreamAsTheMacPlayerIsTold() throws {
        let player = try #require(PlayerOutput.macPlayers.first)
        #expect(player.name == "play")
        #expect(player.arguments.last == "-")
        let samples = SoundLibrary.standard[.betChip]
        let raw = TemporaryFile("chip.raw")
        let wav = TemporaryFile("chip.wav")
        defer {
            raw.cleanUp()
            wav.cleanUp()
        }
        let bytes = samples.flatMap { sample -> [UInt8] in
            let bits = UInt16(bitPattern: sample)
            return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
        try Data(bytes).write(to: raw.url)
        // The stream arrives on stdin, as it does from the game's pipe.
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" < "$RAW""#, try ExternalTool.sox.url.path]
                + player.arguments + [wav.path],
            environment: ["RAW": raw.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try soxi("-r", wav.path) == "\(audioSampleRate)")
        #expect(try soxi("-c", wav.path) == "1")
        #expect(try soxi("-s", wav.path) == "\(samples.count)")
        // Same samples, same byte order: the file's data is what we sent.
        let written = try Data(contentsOf: wav.url)
        #expect(Array(written.suffix(bytes.count)) == bytes)
    }
}
