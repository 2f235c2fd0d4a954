import CasinoPersistence
import Foundation
import Synchronization
import TestSupport
import Testing

/// `casino` started with a standard stream closed by the shell (`>&-`, `<&-`, `2>&-`): the
/// number must not go to the session lock, whose process id the next game names.
@Suite(.serialized, .endToEndTimeLimit) struct ClosedStreamTests {
    /// Runs `casino play --plain` through `/bin/sh -c 'exec casino … REDIRECTION'`, so the
    /// shell closes the stream and the game keeps the shell's process id; returns that id,
    /// the status, what the game wrote on standard output and error, and the lock file.
    func play(
        closing redirection: String, input: String, environment extra: [String: String] = [:],
        arguments: [String] = ["--mute"]
    ) throws -> (pid: Int32, status: Int32, output: String, error: String, lock: String) {
        let state = makeTemporaryDirectory("closed-stream")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "exec \"$0\" play --plain \"$@\" \(redirection)", builtProduct("casino").path]
            + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off"].merging(extra) { $1 }
        ) { $1 }
        let inputPipe = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = error
        try process.run()
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
        let errorText = Mutex(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let data = error.fileHandleForReading.readDataToEndOfFile()
            errorText.withLock { $0 = data }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let lock = SaveStore(directory: state.appendingPathComponent("rmit-casino"))
            .sessionLockURL
        let lockText = (try? String(contentsOf: lock, encoding: .utf8)) ?? "(no lock file)"
        return (
            process.processIdentifier, process.terminationStatus,
            String(decoding: outputData, as: UTF8.self),
            String(decoding: errorText.withLock { $0 }, as: UTF8.self), lockText
        )
    }

    /// Plain mode with nowhere to say anything (issue 25: it reopened /dev/null, exited 0 and
    /// saved two spins nobody saw): status 74 before it claims, loads, plays or saves.
    @Test func aClosedStandardOutputEndsPlainModeBeforeItPlays() throws {
        let run = try play(closing: ">&-", input: "s\ns\n")
        #expect(run.status == 74, "\(run.error)")
        #expect(run.error == "casino: cannot write to standard output: it is closed\n")
        #expect(run.lock == "(no lock file)", "nothing was claimed, so nothing was saved")
    }

    /// The game reads the end of input at once, as from /dev/null, never its own lock file.
    @Test func aClosedStandardInputIsTheEndOfInputNotTheLockFile() throws {
        let closed = try play(closing: "<&-", input: "")
        let empty = try play(closing: "</dev/null", input: "")
        #expect(closed.status == 0, "\(closed.error)")
        #expect(closed.lock == "\(closed.pid)\n")
        #expect(!closed.output.contains("\(closed.pid)"), "\(closed.output)")
        #expect(closed.output == empty.output)
        #expect(closed.error == empty.error)
    }

    /// The warning that no sound player was found has nowhere to go; it must not go into
    /// the lock.
    @Test func aClosedStandardErrorKeepsWarningsOutOfTheLockFile() throws {
        let run = try play(
            closing: "2>&-", input: "s\n", environment: ["CASINO_AUDIO": "", "PATH": "/nowhere"],
            arguments: [])
        #expect(run.status == 0)
        #expect(run.lock == "\(run.pid)\n")
    }
}
