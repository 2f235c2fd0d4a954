import CasinoCLI
import Foundation
import TestSupport
import Testing

/// Runs the built `casino` binary, as a player's shell would.
private func casino(_ arguments: String...) throws -> ProcessResult {
    try runProcess(builtProduct("casino"), arguments)
}

@Suite(.endToEndTimeLimit) struct CommandLineTests {
    /// The whole page, as the built program prints it: the snapshot HelpSnapshotTests
    /// holds the in-process page to.
    @Test func helpListsTheSubcommandsAndExitsZero() throws {
        let result = try casino("--help")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Usage: casino [SUBCOMMAND]"))
        let snapshot = try #require(TextSnapshot.stored(named: "help"))
        #expect(result.standardOutput == snapshot)
        for name in CasinoCommandLine.commands.map(\.name) {
            #expect(snapshot.contains("\n  \(name) "), "\(name)")
        }
        #expect(result.standardError.isEmpty)
    }

    @Test func subcommandHelpListsItsOptions() throws {
        let result = try casino("odds", "--help")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--rules NAME"))
        #expect(result.standardOutput.contains("--json"))
        #expect(result.standardOutput == (try #require(TextSnapshot.stored(named: "help-odds"))))
        #expect(result.standardError.isEmpty)
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try casino("--version")
        #expect(result.status == 0)
        #expect(result.standardOutput == "casino \(CasinoCommandLine.version)\n")
    }

    @Test(
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["odds", "--rules", "loose"], "--rules expects one of classic, easy, not 'loose'"),
            (["odds", "--rules"], "--rules needs a value"),
            (["odds", "--json=yes"], "--json takes no value"),
            (["odds", "extra"], "unexpected argument 'extra'"),
            (["-V", "extra"], "unexpected argument 'extra'"),
            (["--help", "extra"], "unexpected argument 'extra'"),
            (["simulate", "--spins", "10", "--spins", "20"], "--spins is given more than once"),
            (["odds", "--", "--json"], "unexpected argument '--json'"),
            // What the user typed is quoted with its control characters written out, so a
            // newline cannot split the line, nor an escape sequence clear the terminal (both
            // found by the command-line fuzz target, Tests/Fuzz).
            (["--bogus\nsecond line"], #"unknown option '--bogus\u{a}second line'"#),
            (["odds", "\u{1B}[2Jcleared"], #"unexpected argument '\e[2Jcleared'"#),
            (["odds", "--rules", "a\rb"], #"--rules expects one of classic, easy, not 'a\u{d}b'"#),
        ])
    func aBadCommandLineSaysWhatIsWrongInOneLineAndExits64(
        _ arguments: [String], message: String
    ) throws {
        let result = try runProcess(builtProduct("casino"), arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.standardError.contains(message))
        #expect(result.standardError.contains("--help"))
        #expect(!result.standardError.dropLast().contains { $0.isNewline || $0 == "\u{1B}" })
    }

    @Test func oddsPrintsTheClassicFigures() throws {
        let result = try casino("odds")
        #expect(result.status == 0)
        let text = result.standardOutput
        #expect(text.contains("Hit frequency           12/1728 = 1 in 144 (0.694 %)"))
        #expect(text.contains("Return to player        7.64 %"))
        #expect(text.contains("House edge              92.36 %"))
        #expect(text.contains("Std deviation per spin  0.9135 × bet"))
        #expect(text.contains("Bet 10: the money runs out with probability 100.00 %; 10.83 spins"))
        #expect(text.contains("Bet 20: the money runs out with probability 100.00 %; 5.41 spins"))
    }

    @Test func oddsForTheEasyRulesShowTheFirstReleasesGenerousReturn() throws {
        let text = try casino("odds", "--rules", "easy").standardOutput
        #expect(text.contains("408/1728"))
        #expect(text.contains("Return to player        259.72 %"))
        #expect(text.contains("2 of a kind   396"))
        #expect(text.contains("a game may never end"))
    }

    @Test func oddsAsJSONCarryTheSameFigures() throws {
        let result = try casino("odds", "--json")
        #expect(result.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
                as? [String: Any])
        #expect(json["rules"] as? String == "classic")
        #expect(json["winningOutcomes"] as? Int == 12)
        #expect(abs((json["returnToPlayer"] as? Double ?? 0) - 11.0 / 144) < 1e-12)
        let lengths = try #require(json["gameLength"] as? [[String: Any]])
        #expect(lengths.count == 2)
        #expect(abs((lengths[0]["expectedSpins"] as? Double ?? 0) - 1440.0 / 133) < 1e-9)
    }
}
