import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

/// How the game starts, feeds and stops a player program (the `posix_spawn` in
/// PlayerProcess): seen from a stand-in player on PATH, which writes down what it was given.
@Suite(.endToEndTimeLimit) struct PlayerProcessTests {
    let library = SoundLibrary.standard
    typealias FakePath = PlayerOutputTests.FakePath

    /// Saves its process id, then everything it reads, then notes that its input ended.
    /// Names no command found on PATH, so it runs where PATH holds nothing but itself.
    static let patientPlayer =
        #"d="${0%/*}"; echo $$ > "$d/pid"; /bin/cat > "$d/played.raw"; echo ended > "$d/ended""#

    static func played(_ path: FakePath) throws -> [Int16] {
        PlayerOutputTests.samples(try Data(contentsOf: path.file("played.raw")))
    }

    static func pid(_ path: FakePath) throws -> pid_t {
        let text = try String(contentsOf: path.file("pid"), encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Whether `pid` is gone for good: exited and reaped by its parent. A zombie (exited, not
    /// waited for) still counts as a process for kill(2).
    static func isGone(_ pid: pid_t) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// Waits for `condition` for up to ten seconds (the effect, not a guessed delay).
    static func eventually(_ condition: () -> Bool) -> Bool {
        poll(seconds: 10, every: 0.01, condition)
    }

    @Test func onQuittingThePlayerReadsToTheEndOfItsInputAndIsReaped() throws {
        let path = try FakePath(["aplay": Self.patientPlayer])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        PlayerOutputTests.play([.betChip], through: path, warnings: warnings)
        #expect(warnings.lines.isEmpty)
        // Its input ended (no copy of our end of the pipe held it open), so it played out
        // what it had and exited by itself; the game waited for it, leaving no zombie.
        let ended = try? String(contentsOf: path.file("ended"), encoding: .utf8)
        #expect(ended == "ended\n", "the player never saw the end of its input")
        let pid = try Self.pid(path)
        #expect(Self.eventually { Self.isGone(pid) }, "player \(pid) was never reaped")
        PlayerOutputTests.expectAlone(library[.betChip], in: try Self.played(path))
    }

    @Test func thePlayersOwnOutputNeverReachesTheGamesScreen() throws {
        // A player that talks: if its output were ours, it would scribble over the game.
        let talker = #"""
            d="$(dirname "$0")"
            out=other; [ /dev/fd/1 -ef /dev/null ] && out=null
            err=other; [ /dev/fd/2 -ef /dev/null ] && err=null
            echo "$out $err" > "$d/outputs"
            echo "aplay: playing" ; echo "aplay: underrun!" >&2
            exec cat > "$d/played.raw"
            """#
        let path = try FakePath(["aplay": talker])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        PlayerOutputTests.play([.betChip], through: path, warnings: warnings)
        #expect(warnings.lines.isEmpty)
        let outputs = try String(contentsOf: path.file("outputs"), encoding: .utf8)
        #expect(outputs == "null null\n", "standard output, then standard error")
        #expect(try Self.played(path).starts(with: library[.betChip]))
    }

    @Test func thePlayerHoldsNoFileOfTheGame() throws {
        // A file the game has open without close-on-exec (the kind a player could keep open
        // after the game quits, holding a lock or a deleted file's space).
        let marker = TemporaryFile("marker")
        defer { marker.cleanUp() }
        let descriptor = open(marker.path, O_RDWR | O_CREAT, 0o600)
        #expect(descriptor > 2)
        defer { close(descriptor) }
        let checker = #"""
            d="$(dirname "$0")"
            if [ /dev/fd/\#(descriptor) -ef "\#(marker.path)" ]; then v=held; else v=closed; fi
            echo $v > "$d/verdict"
            exec cat > "$d/played.raw"
            """#
        let path = try FakePath(["aplay": checker])
        defer { path.folder.cleanUp() }
        PlayerOutputTests.play([.betChip], through: path, warnings: WarningLog())
        let verdict = try String(contentsOf: path.file("verdict"), encoding: .utf8)
        #expect(verdict == "closed\n")
    }

    @Test func aPlayerThatDiesMidStreamIsReportedAndTheGamePlaysOn() throws {
        // Takes the first two blocks, then exits with its input still open: our next write
        // meets a closed pipe (EPIPE), which must not kill the game with SIGPIPE.
        let quitter = #"""
            d="$(dirname "$0")"; echo $$ > "$d/pid"
            head -c 2048 > "$d/played.raw"
            """#
        let path = try FakePath(["aplay": quitter])
        defer { path.folder.cleanUp() }
        let warnings = WarningLog()
        // The chip after the spin: still here, and still answering, without sound.
        PlayerOutputTests.play([.spin, .betChip], through: path, warnings: warnings)
        #expect(warnings.lines == [.noPlayerCouldPlay(tried: ["aplay"])])
        let spin = library[.spin]
        #expect(try Self.played(path) == Array(spin.prefix(1024)))
        let pid = try Self.pid(path)
        #expect(Self.eventually { Self.isGone(pid) }, "the dead player \(pid) was never reaped")
    }

    @Test func aPlayerThatWillNotStopIsStoppedWhenTheGameQuits() throws {
        // Reads its input to the end, then hangs on instead of exiting (a wedged server).
        let stubborn = #"""
            d="$(dirname "$0")"; echo $$ > "$d/pid"
            cat > "$d/played.raw"
            exec sleep 600
            """#
        let path = try FakePath(["aplay": stubborn])
        defer { path.folder.cleanUp() }
        PlayerOutputTests.play([.betChip], through: path, warnings: WarningLog())
        let pid = try Self.pid(path)
        #expect(Self.eventually { Self.isGone(pid) }, "player \(pid) is still running")
    }
}
