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

    @Test(arguments: [
        (["simulate"], "simulate needs --spins N, --sessions K or both"),
        (["simulate", "--spins", "0"], "--spins expects a whole number from 1"),
        (["simulate", "--spins", "10", "--bet", "15"], "--bet expects one of 10, 20, not '15'"),
        (
            ["simulate", "--spins", "10", "--generator", "dice"],
            "--generator expects one of fast, secure"
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
