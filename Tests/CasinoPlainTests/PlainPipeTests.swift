import CasinoEngine
import Foundation
import TestSupport
import Testing

/// `casino play --plain` end to end: the built program, its standard input and output pipes,
/// and the save file it leaves.
@Suite(.endToEndTimeLimit) struct PlainPipeTests {
    private func plain(
        _ input: String, _ extra: [String] = [], state: URL
    ) throws -> ProcessResult {
        try runProcess(
            builtProduct("casino"), ["play", "--plain", "--mute"] + extra,
            environment: ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm"],
            input: input)
    }

    @Test func aGameThroughAPipeIsSentencesOnlyAndItsMoneyIsSaved() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try plain("spin\nbet 20\nspin\nhistory\nodds\nquit\nspin\n", state: state)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let text = result.standardOutput
        #expect(!text.contains("\u{1B}"), "no escape sequences: no colour, no cursor movement")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("RMIT Casino. Money 100, high score 0, bet 10") == true)
        #expect(lines.contains("Bet 20."))
        #expect(lines.contains("Chance to win: 1 in 144 (0.69 %)."))
        let spin = try Regex(
            #"^[A-Z][a-z]+, [a-z]+, [a-z]+\. (No match: −\d+|(New high score! )?Win: \+\d+)\. Money (\d+)(, high score \d+)?\.$"#
        )
        let spins = lines.filter { $0.wholeMatch(of: spin) != nil }
        #expect(spins.count == 2, "quit stops reading: the third spin is never played")
        let goodbye = try #require(lines.last)
        #expect(goodbye.hasPrefix("Goodbye. Money "))
        // The money said last is the money saved.
        let money = try #require(Int(goodbye.split(separator: " ")[2].dropLast()))
        let saved = try JSONSerialization.jsonObject(
            with: Data(contentsOf: state.appendingPathComponent("rmit-casino/save.json")))
        #expect((saved as? [String: Any])?["money"] as? Int == money)
        #expect((saved as? [String: Any])?["bet"] as? Int == 20)

        // The next game, plain or not, goes on from the save.
        let again = try plain("", state: state)
        #expect(again.status == 0)
        #expect(again.standardOutput.hasPrefix("RMIT Casino. Money \(money), "))
        #expect(
            again.standardOutput.hasSuffix(
                "Goodbye. Money \(money), high score \(try #require((saved as? [String: Any])?["highscore"] as? Int)). Played 0 min: 0 spins, net 0 coins.\n"
            ))
    }

    @Test func theSameSeedPlaysTheSameGameAndLeavesTheSaveAlone() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let input = String(repeating: "spin\n", count: 12) + "new\nspin\n"
        let first = try plain(input, ["--seed", "42"], state: state)
        let second = try plain(input, ["--seed", "42"], state: state)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("Game over. You lost all money!"))
        #expect(
            !FileManager.default.fileExists(
                atPath: state.appendingPathComponent("rmit-casino/save.json").path))
    }

    @Test func theHistoryTellsTheTimeOnThePlayersClock() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // POSIX's spelling of a zone ten hours east of UTC, with no time zone database needed.
        let result = try runProcess(
            builtProduct("casino"), ["play", "--plain", "--mute"],
            environment: [
                "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm",
                "TZ": "XYZ-10",
            ],
            input: "spin\nhistory\nquit\n")
        #expect(result.status == 0, "\(result.standardError)")
        let saved = try JSONSerialization.jsonObject(
            with: Data(contentsOf: state.appendingPathComponent("rmit-casino/save.json")))
        let history = try #require((saved as? [String: Any])?["history"] as? [[String: Any]])
        // "2026-12-01T14:05:09Z": the saved instant, in UTC.
        let instant = try #require(history.first?["time"] as? String)
        let utc = try #require(instant.split(separator: "T").last?.prefix(8))
        let hour = (try #require(Int(utc.prefix(2))) + 10) % 24
        let local = (hour < 10 ? "0\(hour)" : "\(hour)") + utc.dropFirst(2)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(local): bet 10, ") }, "\(result.standardOutput)")
    }

    @Test func aBadOptionIsAUsageError() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try plain("", ["--rules", "loose"], state: state)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
    }

    /// Each typed line said back as `printf` writes it: escape sequences, a bell, bytes that
    /// are not UTF-8 and a line of 1 MB.
    @Test func nothingTypedReachesTheTerminalAsAControlCharacter() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let script =
            #"printf 'x\033[2J\033[31mred\033]0;pwned\007\n\377\376\300\n'; "#
            + #"head -c 1000000 /dev/zero | tr '\0' 'a'; printf '\nquit\n'"#
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "(\(script)) | \"$0\" play --plain --mute", builtProduct("casino").path],
            environment: ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm"])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(!output.utf8.contains { $0 < 0x20 && $0 != UInt8(ascii: "\n") }, "\(output)")
        #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        let unknown = output.split(separator: "\n").filter { $0.hasPrefix("Unknown command: ") }
        #expect(unknown.count == 3, "\(output)")
        #expect(unknown.allSatisfy { $0.count < 120 }, "a long line is cut short")
        #expect(
            output.hasSuffix(
                "Goodbye. Money 100, high score 0. Played 0 min: 0 spins, net 0 coins.\n"))
    }

    /// With the sound on but nothing to play it on, a spin is printed at once: a second a
    /// spin, as when the sound plays, would take these spins past the time limit.
    @Test(
        .scaledTimeLimit(minutes: 1),
        arguments: [["CASINO_AUDIO": "off"], ["PATH": "/nonexistent-casino-test-path"]])
    func aSilentSoundDoesNotHoldTheResults(_ silence: [String: String]) throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let spins = Self.silentSpins
        let result = try runProcess(
            builtProduct("casino"), ["play", "--plain", "--seed", "7"],
            environment: ["XDG_STATE_HOME": state.path, "TERM": "xterm"].merging(silence) { $1 },
            input: String(repeating: "spin\nnew\n", count: spins))
        #expect(result.status == 0, "\(result.standardError)")
        let spin = try Regex(#"^[A-Z][a-z]+, [a-z]+, [a-z]+\. .*Money \d+.*\.$"#)
        let said = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(said.filter { $0.wholeMatch(of: spin) != nil }.count == spins)
    }

    /// More spins than seconds in the time limit.
    static let silentSpins = 90
}
