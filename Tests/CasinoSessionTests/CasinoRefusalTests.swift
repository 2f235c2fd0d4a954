import CasinoPersistence
import Foundation
import TestSupport
import Testing

/// `casino` itself, in a pseudo-terminal from util-linux's `script`, refusing a save that
/// another game holds.
@Suite(.endToEndTimeLimit) struct CasinoRefusalTests {
    @Test(.requires(.script))
    func casinoRefusesASaveAnotherGameHoldsInOneLineWithExit75() throws {
        let script = try ExternalTool.script.url
        let state = makeTemporaryDirectory("refusal")
        let environment = ProcessInfo.processInfo.environment.merging([
            "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm-256color",
        ]) { $1 }
        let holder = Process()
        holder.executableURL = builtProduct("session-probe")
        holder.arguments = ["2"]
        holder.environment = environment
        let input = Pipe()
        let output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        // The probe prints its line once it holds the save and has saved its spins.
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        defer {
            try? input.fileHandleForWriting.close()
            holder.waitUntilExit()
        }
        let saveFile = SaveStore(directory: state.appendingPathComponent("rmit-casino")).fileURL

        let result = try runProcess(
            script, ["-qec", builtProduct("casino").path, "/dev/null"], environment: environment)
        #expect(result.status == 75)
        let text = result.standardOutput
        #expect(
            text.contains(
                "casino: a game is already running on this save (process \(holder.processIdentifier), \(saveFile.path))"
            ), "\(text)")
        #expect(
            text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").count == 1)
        #expect(
            SaveStore(directory: saveFile.deletingLastPathComponent()).load().saved?.game.statistics
                .spins == 2)
    }
}
