import Foundation
import TestSupport
import Testing

/// Runs the built `casino` with standard output sent to `output`, and returns its exit
/// status and what it wrote on standard error.
func casino(_ arguments: [String], standardOutput output: FileHandle) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = builtProduct("casino")
    process.arguments = arguments
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    let error = Pipe()
    process.standardError = error
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// A full disk (`/dev/full` always is one) is reported, never a crash.
@Suite(.endToEndTimeLimit) struct OutputErrorTests {
    @Test(arguments: [
        ["odds"], ["odds", "--json"], ["audit", "--dump-stops", "100"],
        ["audit", "--dump-stops", "100000", "--generator", "fast", "--seed", "1"],
        ["audit", "--stats", "100", "--generator", "fast", "--seed", "1"],
        ["audit", "--raw", "100"], ["audit", "--raw", "all"],
        ["simulate", "--spins", "10", "--seed", "1"],
        ["simulate", "--spins", "10", "--seed", "1", "--json"], ["sounds", "--list"],
        ["--help"], ["--version"], ["audit", "--help"],
    ])
    func aWriteErrorIsOneLineAndExit74(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let (status, error) = try casino(arguments, standardOutput: full)
        #expect(status == 74)
        #expect(error == "casino: cannot write to standard output: the disk is full\n")
    }

    /// In the player's language, the system's reason too (issue 25: no English inside
    /// Vietnamese), written after the one "casino: ".
    @Test func aWriteErrorIsSaidInVietnamese() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let process = Process()
        process.executableURL = builtProduct("casino")
        process.arguments = ["odds"]
        process.environment = ["LANG": "vi_VN.UTF-8"]
        process.standardOutput = full
        let error = Pipe()
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(text == "casino: không ghi được ra đầu ra chuẩn: ổ đĩa đã đầy\n")
    }
}
