import CasinoEngine
import CasinoPersistence
import Foundation
import TestSupport
import Testing

/// Two real processes on one save: the second is refused, and the file keeps the first one's
/// spins.
@Suite(.serialized, .endToEndTimeLimit) struct TwoProcessTests {
    let state = makeTemporaryDirectory("two-games")
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(
            ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off"]) { $1 }
    }
    var store: SaveStore { SaveStore(directory: state.appendingPathComponent("rmit-casino")) }

    /// A `session-probe` that spins `spins` times and then holds the save until its input
    /// closes, with its `holding <spins> <coins>` line once it got there.
    private func startHolder(spins: Int) throws -> (Process, Pipe, [Int]) {
        let process = Process()
        process.executableURL = builtProduct("session-probe")
        process.arguments = [String(spins)]
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = Data()
        while !text.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += chunk
        }
        let words = String(decoding: text, as: UTF8.self).split(separator: " ")
        #expect(words.first == "holding", "the probe said \(String(decoding: text, as: UTF8.self))")
        return (
            process, input,
            words.dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        )
    }

    @Test func aSecondGameOnTheSameSaveIsRefusedAndTheFirstKeepsItsSpins() throws {
        let (first, firstInput, held) = try startHolder(spins: 7)
        #expect(held.first == 7)

        let second = try runProcess(
            builtProduct("session-probe"), ["5"], environment: environment)
        #expect(second.status == 75)
        let line = second.standardError
        #expect(line.contains("a game is already running on this save"), "\(line)")
        #expect(line.contains("process \(first.processIdentifier)"))
        #expect(line.contains(store.fileURL.path))
        #expect(line.split(separator: "\n").count == 1)

        try firstInput.fileHandleForWriting.close()
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let saved = try #require(store.load().saved?.game)
        #expect(saved.statistics.spins == 7)
        #expect(saved.coins == held.last)

        // Once the first game ended, the next one plays on from its spins.
        let third = try runProcess(builtProduct("session-probe"), ["3"], environment: environment)
        #expect(third.status == 0, "\(third.standardError)")
        #expect(store.load().saved?.game.statistics.spins == 10)
    }

    @Test func aGameThatCrashedNeverLocksThePlayerOut() throws {
        let (first, _, _) = try startHolder(spins: 2)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        let next = try runProcess(builtProduct("session-probe"), ["1"], environment: environment)
        #expect(next.status == 0, "\(next.standardError)")
        #expect(store.load().saved?.game.statistics.spins == 3)
    }

    @Test func aReplayRunsBesideTheRealGame() throws {
        let (first, firstInput, _) = try startHolder(spins: 1)
        let replay = try runProcess(
            builtProduct("session-probe"), ["4", "20"], environment: environment)
        #expect(replay.status == 0, "\(replay.standardError)")
        try firstInput.fileHandleForWriting.close()
        first.waitUntilExit()
        #expect(store.load().saved?.game.statistics.spins == 1)
    }
}
