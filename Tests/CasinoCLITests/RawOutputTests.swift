import Foundation
import TestSupport
import Testing

/// `casino audit --raw`, as dieharder reads it: through a pipe that the reader closes.
@Suite(.endToEndTimeLimit) struct RawOutputTests {
    /// Reads `count` bytes of an endless stream, then closes the pipe as dieharder does.
    func readThenClose(_ arguments: [String], count: Int) throws -> (Data, Int32, String) {
        let output = Pipe()
        let process = Process()
        process.executableURL = builtProduct("casino")
        process.arguments = arguments
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        try process.run()
        try output.fileHandleForWriting.close()
        var data = Data()
        while data.count < count {
            guard let chunk = try output.fileHandleForReading.read(upToCount: count - data.count),
                !chunk.isEmpty
            else { break }
            data += chunk
        }
        try output.fileHandleForReading.close()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (data, process.terminationStatus, text)
    }

    @Test(arguments: [["--generator", "system"], ["--generator", "fast"], []])
    func anEndlessStreamEndsQuietlyWhenTheReaderCloses(_ generator: [String]) throws {
        let (data, status, error) = try readThenClose(
            ["audit", "--raw", "all"] + generator, count: 1 << 20)
        #expect(data.count == 1 << 20)
        #expect(status == 0)
        #expect(error.isEmpty)
    }

    @Test func zeroBytesAlsoMeansEndless() throws {
        let (data, status, _) = try readThenClose(["audit", "--raw", "0"], count: 300_000)
        #expect(data.count == 300_000)
        #expect(status == 0)
    }

    /// A counted stream cut short ends as every command does when its reader goes away:
    /// quietly, with success (issue 17: one rule for every subcommand).
    @Test func aCountedStreamCutShortEndsQuietly() throws {
        let (data, status, error) = try readThenClose(
            ["audit", "--raw", "100_000_000", "--generator", "fast", "--seed", "3"], count: 8)
        #expect(data.count == 8)
        #expect(status == 0)
        #expect(error.isEmpty, "\(error)")
    }

    /// The default stream is the game's system generator, so no two runs agree.
    @Test func theDefaultStreamComesFromTheOperatingSystem() throws {
        let first = try runProcess(builtProduct("casino"), ["audit", "--raw", "64"])
        let second = try runProcess(builtProduct("casino"), ["audit", "--raw", "64"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.standardOutput != second.standardOutput)
    }
}

/// The shell's own pipelines, as the issue ran them: a reader that goes away (`head`) ends
/// every subcommand quietly with status 0, never SIGPIPE's 141 or a "Broken pipe" line.
@Suite(.endToEndTimeLimit) struct ClosedPipeTests {
    @Test(arguments: [
        (["audit", "--dump-stops", "100000"], "head -c1"),
        (["audit", "--raw", "100000"], "head -c1"),
        (["audit", "--raw", "all"], "head -c1"),
        (["play", "--plain", "--mute"], "head -2"),
    ])
    func aReaderThatGoesAwayEndsTheCommandQuietly(_ arguments: [String], reader: String) throws {
        let state = makeTemporaryDirectory("closed-pipe")
        let errors = state.appendingPathComponent("errors")
        // `yes s` keeps a plain game spinning (and writing) until the closed pipe ends it.
        let script = """
            yes s | "$0" "$@" 2>"$CASINO_ERRORS" | \(reader) >/dev/null; echo "${PIPESTATUS[1]}"
            """
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", script, builtProduct("casino").path] + arguments,
            environment: [
                "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "CASINO_ERRORS": errors.path,
            ])
        #expect(result.standardOutput == "0\n", "status \(result.standardOutput)")
        let said = try String(contentsOf: errors, encoding: .utf8)
        #expect(said.isEmpty, "\(said)")
    }
}
