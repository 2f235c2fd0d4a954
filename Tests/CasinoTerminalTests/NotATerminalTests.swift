import Foundation
import TestSupport
import Testing

@Test(.endToEndTimeLimit) func withoutATerminalTheGameSaysSoInOneLineAndExits2() throws {
    let state = makeTemporaryDirectory()
    let result = try runProcess(
        builtProduct("casino"), [], environment: ["XDG_STATE_HOME": state.path], input: "q")
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty, "no escape sequences or other garbage")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(result.standardError.contains("casino odds"))
    #expect(
        !FileManager.default.fileExists(atPath: state.appendingPathComponent("rmit-casino").path))
}

@Test(.endToEndTimeLimit) func badPlayOptionsAreUsageErrors() throws {
    let result = try runProcess(builtProduct("casino"), ["--rules", "loose"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--rules"))
}
