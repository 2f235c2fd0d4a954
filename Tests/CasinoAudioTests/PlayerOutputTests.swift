import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

/// Playing through a player program on PATH, with stand-in scripts named like the real
/// players: one that records what it is fed, one that fails at once like `pw-play` with no
/// PipeWire server.
@Suite(.endToEndTimeLimit) struct PlayerOutputTests {
    let library = SoundLibrary.standard

    /// A folder to use as PATH, with executable scripts in it.
    struct FakePath {
        let folder = TemporaryFile("bin")

        init(_ scripts: [String: String]) throws {
            try FileManager.default.createDirectory(
                at: folder.url, withIntermediateDirectories: true)
            for (name, body) in scripts {
                let script = folder.url.appendingPathComponent(name)
                try ("#!/bin/sh\n" + Self.probeLine + body + "\n").write(
                    to: script, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: script.path)
                // A process another test starts while the script is written holds it open
                // for writing until that process execs, and a file open for writing cannot
                // be run (ETXTBSY): the game would find no player. Wait until it runs.
                try waitUntil("the stand-in \(name) to be runnable (not busy)") {
                    (try? runProcess(script, [], environment: [Self.probeVariable: "1"]))?
                        .status == 0
                }
            }
        }

        /// Set when the test only checks that a stand-in can run: it exits at once.
        static let probeVariable = "CASINO_STAND_IN_PROBE"
        static let probeLine = "[ -n \"$\(probeVariable)\" ] && exit 0\n"

        func file(_ name: String) -> URL { folder.url.appendingPathComponent(name) }
    }

    /// A stand-in player that saves its arguments and everything it reads.
    static let recordingPlayer =
        #"echo "$@" > "$(dirname "$0")/arguments"; exec /bin/cat > "$(dirname "$0")/played.raw""#

    /// Plays `sounds` one after another through whatever `path` holds, each to its end, and
    /// quits.
    static func play(_ sounds: [Sound], through path: FakePath, warnings: WarningLog) {
        let audio = AudioSystem.start(
            muted: false, environment: ["PATH": path.folder.path],
            library: SoundLibrary.standard, warn: warnings.append)
        for sound in sounds {
            audio.perform([.play(sound)])
            audio.waitUntilQuiet()
        }
        audio.shutdown()
    }

    /// Expects `played` to be exactly `sound`, then silence to the end of its last block:
    /// silence before a cue is skipped, not sent.
    static func expectAlone(
        _ sound: [Int16], in played: [Int16], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(Array(played.prefix(sound.count)) == sound, sourceLocation: sourceLocation)
        #expect(played.count < sound.count + 512, sourceLocation: sourceLocation)
        #expect(
            played.dropFirst(sound.count).allSatisfy { $0 == 0 }, sourceLocation: sourceLocation)
    }

    static func samples(_ data: Data) -> [Int16] {
        stride(from: 0, to: data.count - 1, by: 2).map {
            Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8)
        }
    }

    @Test func aPlayerIsFedRawMonoPCMThroughAPipe() throws {
        let path = try FakePath(["aplay": Self.recordingPlayer])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        Self.play([.betChip], through: path, warnings: warnings)
        #expect(warnings.lines.isEmpty)
        let arguments = try String(contentsOf: path.file("arguments"), encoding: .utf8)
        #expect(arguments.contains("-t raw -f S16_LE -r 44100 -c 1"))
        let played = Self.samples(try Data(contentsOf: path.file("played.raw")))
        Self.expectAlone(library[.betChip], in: played)
    }

    @Test func aPlayerIsNeverFloodedAfterTheClockJumps() throws {
        let path = try FakePath(["aplay": Self.recordingPlayer])
        defer { path.folder.cleanUp() }
        let clock = ManualClock()
        let audio = AudioSystem.start(
            muted: false, environment: ["PATH": path.folder.path], clock: clock.clock,
            library: library, warn: { Issue.record("unexpected warning: \($0)") })
        audio.perform([.play(.drumMusic)])
        clock.advance(by: 10)  // as if the machine had been suspended with the music on
        audio.perform([.stopMusic])
        audio.shutdown()
        let played = Self.samples(try Data(contentsOf: path.file("played.raw")))
        // A little lead before and after the jump and the fade, not ten seconds of backlog.
        #expect(played.count < audioSampleRate / 2, "\(played.count) frames")
    }

    @Test func aPlayerThatFailsGivesWayToTheNext() throws {
        let path = try FakePath(["pw-play": "exit 1", "paplay": Self.recordingPlayer])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        Self.play([.spin], through: path, warnings: warnings)
        #expect(warnings.lines.isEmpty)
        let arguments = try String(contentsOf: path.file("arguments"), encoding: .utf8)
        #expect(arguments.contains("--raw --format=s16le --rate=44100 --channels=1"))
        // The first block may have gone to the dying player; the rest of the spin is there.
        let played = Self.samples(try Data(contentsOf: path.file("played.raw")))
        let spin = library[.spin]
        let tail = Array(spin.suffix(spin.count / 2))
        let found = (0..<(played.count - tail.count)).contains { start in
            played[start..<(start + tail.count)].elementsEqual(tail)
        }
        #expect(found, "the second half of the spin reaches the second player")
    }

    @Test func whenNoPlayerWorksTheGameGoesOnSilentlyAfterOneLine() throws {
        let path = try FakePath(["pw-play": "exit 1", "aplay": "exit 1"])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        Self.play([.betChip, .betChip], through: path, warnings: warnings)
        #expect(warnings.lines == [.noPlayerCouldPlay(tried: ["pw-play", "aplay"])])
    }
}
