import CasinoCLI
import Foundation
import TestSupport
import Testing

/// The command line says the same thing the same way everywhere.
@Suite(.endToEndTimeLimit) struct ConsistencyTests {
    func casino(_ arguments: [String], environment: [String: String] = [:]) throws
        -> ProcessResult
    {
        try runProcess(builtProduct("casino"), arguments, environment: environment)
    }

    /// An unknown option on `casino` points to `casino --help`, so that page lists what
    /// `casino` itself accepts.
    @Test func helpListsThePlayOptions() throws {
        let text = try casino(["--help"]).standardOutput
        for option in ["--seed N", "--rules NAME", "--mute", "--reduced-motion"] {
            #expect(text.contains("  " + option + " "), "\(option)")
        }
    }

    @Test(arguments: ["0", "15", "-10", "ten", "1e1"])
    func everyBadBetIsRefusedInTheSameWords(_ bet: String) throws {
        let result = try casino(["simulate", "--spins", "10", "--bet", bet])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("casino: --bet expects one of 10, 20, not '\(bet)'"))
    }

    /// One number parser: what `--spins` accepts, `--seed` accepts too.
    @Test func underscoresGroupDigitsInEveryNumber() throws {
        let grouped = try casino(["simulate", "--spins", "1_000", "--seed", "1_000", "--json"])
        let plain = try casino(["simulate", "--spins", "1000", "--seed", "1000", "--json"])
        #expect(grouped.status == 0 && plain.status == 0)
        func figures(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter { !$0.contains("\"seconds\"") }
        }
        #expect(figures(grouped.standardOutput) == figures(plain.standardOutput))
        let audit = try casino([
            "audit", "--dump-stops", "3", "--generator", "fast", "--seed", "1_000",
        ])
        #expect(audit.status == 0)
        // The game's own --seed gets past parsing (and stops only for want of a terminal).
        let play = try casino(["--seed", "1_000"])
        #expect(play.status == 2)
    }

    @Test(arguments: ["_1", "1_", "1__0", "+5", "1,000", " 1", ""])
    func otherSpellingsAreRefused(_ text: String) throws {
        #expect(ParsedOptions.wholeNumber(text, as: Int.self) == nil)
        let result = try casino(["simulate", "--spins", "10", "--seed", text])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--seed expects a whole number from 0 to"))
    }

    @Test func oneOfAnythingIsSingular() throws {
        let sessions = try casino(["simulate", "--sessions", "1", "--seed", "1", "--threads", "1"])
        #expect(sessions.standardOutput.contains("Sessions: 1 game from the starting money"))
        #expect(sessions.standardOutput.contains("1 thread"))
        #expect(!sessions.standardOutput.contains("1 threads"))
        let many = try casino(["simulate", "--sessions", "2", "--seed", "1"])
        #expect(many.standardOutput.contains("Sessions: 2 games from"))
        // Two losing spins are a single run of losses.
        let audit = try casino(["audit", "--stats", "2", "--generator", "fast", "--seed", "1"])
        #expect(audit.standardOutput.contains("(1 run, expected 1.0)"))
        #expect(!audit.standardOutput.contains("1 runs"))
    }

    @Test func anUnknownColourSettingIsNamedInOneLine() throws {
        let result = try casino([], environment: ["CASINO_COLOR": "bogus"])
        let lines = result.standardError.split(separator: "\n").map(String.init)
        let expected =
            "casino: CASINO_COLOR='bogus' is not one of truecolor, 256, 16, mono; "
            + "detecting the terminal's colours instead"
        #expect(lines.first == expected)
        // The game goes on (here it stops only because the test has no terminal).
        #expect(result.status == 2)
        #expect(lines.count == 2)
        let known = try casino([], environment: ["CASINO_COLOR": "mono"])
        #expect(!known.standardError.contains("CASINO_COLOR"))
        // Plain mode draws no colours: the warning does not concern it (issue 25).
        let plain = try casino(
            ["play", "--plain", "--mute"],
            environment: [
                "CASINO_COLOR": "bogus", "CASINO_AUDIO": "off",
                "XDG_STATE_HOME": makeTemporaryDirectory().path,
            ])
        #expect(plain.status == 0 && plain.standardError.isEmpty, "\(plain.standardError)")
    }
}
