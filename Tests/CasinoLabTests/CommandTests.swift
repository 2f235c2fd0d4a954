import CasinoCLI
import Foundation
import Synchronization
import Testing

/// Collects what a command writes, as a terminal would show it.
final class Captured: Sendable {
    let out = Mutex("")
    let error = Mutex("")

    func console(errorIsTerminal: Bool = false) -> Console {
        Console(
            writeOutBytes: { bytes in
                self.out.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
            },
            writeError: { text in self.error.withLock { $0 += text } },
            errorIsTerminal: errorIsTerminal)
    }

    var standardOutput: String { out.withLock { $0 } }
    var standardError: String { error.withLock { $0 } }
}

func runCasino(_ arguments: [String]) -> (ExitCode, String, String) {
    let captured = Captured()
    let status = CasinoCommandLine.run(arguments, console: captured.console())
    return (status, captured.standardOutput, captured.standardError)
}

struct SimulateCommandTests {
    @Test func simulatePrintsTheFiguresBesideTheExactOdds() {
        let (status, out, error) = runCasino([
            "simulate", "--spins", "200000", "--seed", "42", "--threads", "2",
        ])
        #expect(status == .success)
        #expect(error.isEmpty)
        #expect(out.contains("classic rules, bet 10"))
        #expect(out.contains("xoshiro256** seeded with 42; 2 threads"))
        #expect(out.contains("Spins             200,000"))
        #expect(out.contains("0.6944 %    yes"))
        #expect(out.contains("7.639 %     yes"))
    }

    @Test func jsonIsReproducibleForTheSameSeed() throws {
        let arguments = [
            "simulate", "--spins", "100000", "--sessions", "500", "--rules", "easy", "--bet",
            "20", "--seed", "9", "--json",
        ]
        let (status, first, _) = runCasino(arguments)
        let (_, second, _) = runCasino(arguments + ["--threads", "3"])
        #expect(status == .success)
        // Everything but the timing and the thread count is the same, to the last digit.
        func figures(_ text: String) -> [Substring] {
            text.split(separator: "\n").filter {
                !$0.contains("\"seconds\"") && !$0.contains("\"threads\"")
            }
        }
        #expect(figures(first) == figures(second))
        let a = try JSONSerialization.jsonObject(with: Data(first.utf8)) as! [String: Any]
        let spins = a["spins"] as! [String: Any]
        #expect(spins["spins"] as? Int == 100_000)
        #expect(abs(spins["exactReturnToPlayer"] as! Double - 408.0 * 11 / 1728) < 1e-12)
        #expect(spins["exactReturnToPlayerInsideInterval"] as? Bool == true)
        let sessions = a["sessions"] as! [String: Any]
        #expect(sessions["sessions"] as? Int == 500)
        #expect(a["reproducible"] as? Bool == true && a["generator"] as? String == "fast")
    }

    @Test func aMissingSeedIsDrawnAndShown() {
        let (status, out, _) = runCasino(["simulate", "--spins", "1000"])
        #expect(status == .success)
        #expect(out.contains("xoshiro256** seeded with "))
    }

    /// The game's own generator simulates too, on every thread, and the report says the run
    /// cannot be repeated rather than showing a seed.
    @Test func theSystemGeneratorSimulatesWithoutASeed() throws {
        let (status, out, _) = runCasino([
            "simulate", "--spins", "100000", "--sessions", "200", "--generator", "system",
            "--threads", "2", "--json",
        ])
        #expect(status == .success)
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        #expect(object["generator"] as? String == "system")
        #expect(object["reproducible"] as? Bool == false && object["seed"] is NSNull)
        #expect(
            object["generatorDescription"] as? String
                == "the operating system's generator, as in the game")
        #expect((object["spins"] as! [String: Any])["spins"] as? Int == 100_000)
        #expect((object["sessions"] as! [String: Any])["sessions"] as? Int == 200)
    }

    @Test(arguments: [
        (["simulate"], "simulate needs --spins N, --sessions K or both"),
        (["simulate", "--spins", "0"], "--spins expects a whole number from 1"),
        (["simulate", "--spins", "10", "--bet", "15"], "--bet expects one of 10, 20, not '15'"),
        (
            ["simulate", "--spins", "10", "--generator", "dice"],
            "--generator expects one of fast, system"
        ),
        (
            ["simulate", "--spins", "10", "--generator", "system", "--seed", "1"],
            "--seed needs --generator fast: the system generator cannot be seeded"
        ),
        (["simulate", "--spins", "10", "--threads", "0"], "--threads expects a whole number"),
        (["simulate", "--spins", "10", "--seed", "-1"], "--seed expects a whole number"),
    ])
    func badOptionsExit64WithOneLine(arguments: [String], message: String) {
        let (status, out, error) = runCasino(arguments)
        #expect(status == .usage)
        #expect(out.isEmpty)
        #expect(error.contains(message))
        #expect(error.split(separator: "\n").count == 1)
    }

    /// A short run on a terminal prints no progress bar (it appears after a second).
    @Test func aQuickRunDrawsNoProgressBar() {
        let captured = Captured()
        let status = CasinoCommandLine.run(
            ["simulate", "--spins", "1000", "--seed", "1"],
            console: captured.console(errorIsTerminal: true))
        #expect(status == .success)
        #expect(captured.standardError.isEmpty)
    }
}

/// Runs of a handful of spins or games report intervals that hold, in valid JSON.
struct TinySimulationTests {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let (status, out, error) = runCasino(arguments + ["--json"])
        #expect(status == .success, "\(error)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    }

    @Test(arguments: [1, 2, 100, 300, 1000])
    func aTinySpinRunHasValidJSONAndIntervalsThatHold(spins: Int) throws {
        for seed in 1...5 {
            let object = try json(["simulate", "--spins", "\(spins)", "--seed", "\(seed)"])
            let figures = try #require(object["spins"] as? [String: Any])
            let hits = try #require(figures["hitFrequencyInterval99"] as? [Double])
            let rtp = try #require(figures["returnToPlayerInterval99"] as? [Double])
            #expect(hits[0] >= 0 && hits[0] < hits[1] && hits[1] <= 1)
            #expect(rtp[0] >= 0 && rtp[0] < rtp[1])
            // The sizes: with these seeds the exact odds lie inside (a 99 % interval
            // misses now and then, as seed 2 does at 1,000 spins with 15 wins).
            if spins <= 300 {
                #expect(figures["exactHitFrequencyInsideInterval"] as? Bool == true)
                #expect(figures["exactReturnToPlayerInsideInterval"] as? Bool == true)
            }
        }
    }

    @Test func aHundredSpinsWithoutAWinStillContainTheExactOdds() {
        let (status, out, _) = runCasino(["simulate", "--spins", "100", "--seed", "1"])
        #expect(status == .success)
        #expect(out.contains("Hit frequency     0.0000 % [0.0000 %, 6.2221 %]"))
        #expect(out.contains("0.6944 %    yes"))
        #expect(out.contains("7.639 %     yes"))
        #expect(!out.contains("−"))
    }

    /// One game has no spread to build an interval from: the JSON says null and why.
    @Test func oneGameHasNoMeanIntervalAndSaysWhy() throws {
        let object = try json(["simulate", "--sessions", "1", "--seed", "1"])
        let sessions = try #require(object["sessions"] as? [String: Any])
        let length = try #require(sessions["length"] as? [String: Any])
        #expect(length.keys.contains("meanInterval99") && length["meanInterval99"] is NSNull)
        #expect(
            length["meanInterval99Unavailable"] as? String == "needs at least two different values")
        #expect(sessions["exactMeanLengthInsideInterval"] is NSNull)
        #expect(sessions["exactMeanLengthNotCompared"] as? String != nil)
        let (_, text, _) = runCasino(["simulate", "--sessions", "1", "--seed", "1"])
        #expect(text.contains("inside the 99 % interval of the simulated mean: n/a (the interval"))
    }

    /// A test without enough spins has no p-value: JSON null, not the string "nan".
    @Test func anAuditTooShortForATestGivesNullPValues() throws {
        let (status, out, _) = runCasino([
            "audit", "--stats", "10", "--generator", "fast", "--seed", "1", "--json",
        ])
        #expect(status == .success)
        #expect(!out.contains("nan") && !out.contains("inf"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let lines = try #require(object["lines"] as? [[String: Any]])
        let tests = lines.compactMap { $0["test"] as? [String: Any] }
        #expect(tests.count == lines.count)
        #expect(tests.contains { $0["pValue"] is NSNull })
        #expect(tests.allSatisfy { $0["pValue"] is NSNull || $0["pValue"] is Double })
    }
}
