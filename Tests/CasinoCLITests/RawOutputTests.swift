import Foundation
import TestSupport
import Testing

/// `casino audit --raw`, as dieharder reads it: through a pipe that the reader closes.
@Suite struct RawOutputTests {
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

    /// A counted stream cut short lost bytes the user asked for: that is an error.
    @Test func aCountedStreamCutShortIsAWriteError() throws {
        let (_, status, error) = try readThenClose(
            ["audit", "--raw", "100_000_000", "--generator", "fast", "--seed", "3"], count: 8)
        #expect(status == 74)
        #expect(error == "casino: cannot write to standard output: Broken pipe\n")
    }

    /// The default stream is the game's system generator, so no two runs agree.
    @Test func theDefaultStreamComesFromTheOperatingSystem() throws {
        let first = try runProcess(builtProduct("casino"), ["audit", "--raw", "64"])
        let second = try runProcess(builtProduct("casino"), ["audit", "--raw", "64"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.standardOutput != second.standardOutput)
    }
}
