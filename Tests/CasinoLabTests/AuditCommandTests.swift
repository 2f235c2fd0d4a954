import CasinoCLI
import CasinoEngine
import CasinoLab
import CasinoRandom
import Foundation
import Testing

struct AuditCommandTests {
    /// The dump is the production path: the same stops `Game.send` commits, one spin a
    /// line, three numbers 0–11 separated by spaces.
    @Test func dumpStopsWritesTheGamesSpins() {
        let (status, out, error) = runCasino([
            "audit", "--dump-stops", "2000", "--generator", "fast", "--seed", "77",
        ])
        #expect(status == .success && error.isEmpty)
        let lines = out.split(separator: "\n")
        #expect(lines.count == 2000)
        #expect(
            lines.allSatisfy { line in
                let numbers = line.split(separator: " ").compactMap { Int($0) }
                return numbers.count == 3 && numbers.allSatisfy { (0..<12).contains($0) }
            })
        // Replaying the game by hand with the same generator gives the same lines.
        var generator = Xoshiro256StarStar(seed: 77)
        var game = Game(rules: .classic)
        let now = WallTime(secondsSince1970: 0)
        var expected: [String] = []
        for _ in 0..<2000 {
            if game.isGameOver { _ = game.send(.newGameButtonTapped, using: &generator, at: now) }
            let spin = game.send(.spinButtonTapped, using: &generator, at: now).spin!
            expected.append(spin.stops.map(String.init).joined(separator: " "))
        }
        #expect(lines.map(String.init) == expected)
    }

    /// The default dump is the game's system generator: new spins every run. It cannot be
    /// seeded; the fast generator's seeded dump repeats.
    @Test func theSystemDumpDrawsAfreshAndOnlyTheFastOneIsSeeded() {
        let (_, first, _) = runCasino(["audit", "--dump-stops", "50"])
        let (_, second, _) = runCasino(["audit", "--dump-stops", "50", "--generator", "system"])
        #expect(first.split(separator: "\n").count == 50 && first != second)
        let (status, out, error) = runCasino(["audit", "--dump-stops", "50", "--seed", "4"])
        #expect(status == .usage && out.isEmpty)
        #expect(
            error.contains("--seed needs --generator fast: the system generator cannot be seeded"))
        let seeded = ["audit", "--dump-stops", "50", "--generator", "fast", "--seed", "4"]
        #expect(runCasino(seeded).1 == runCasino(seeded).1)
    }

    @Test func statsPrintEveryTestWithItsVerdict() throws {
        let (status, out, _) = runCasino([
            "audit", "--stats", "30000", "--generator", "fast", "--seed", "12",
        ])
        #expect(status == .success)
        #expect(out.contains("Reel 1 stops uniform"))
        #expect(out.contains("All 1728 outcomes uniform"))
        #expect(out.contains("Runs of wins and losses"))
        #expect(out.contains("Serial correlation of outcomes, lag 10"))
        #expect(out.contains("Result independent of bet"))
        #expect(out.contains("identical stops on all 30,000 spins"))
        let (_, json, _) = runCasino([
            "audit", "--stats", "30000", "--generator", "fast", "--seed", "12", "--json",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect((object["lines"] as! [Any]).count == 22)
        #expect(object["betReplayIdentical"] as? Bool == true)
        #expect(object["spins"] as? Int == 30_000)
    }

    @Test(arguments: [
        (["audit"], "audit needs exactly one of --stats N, --dump-stops N and --raw BYTES"),
        (["audit", "--stats", "10", "--dump-stops", "10"], "exactly one of"),
        (["audit", "--dump-stops", "0"], "--dump-stops expects a whole number from 1"),
        (["audit", "--dump-stops", "5", "--json"], "--json applies to --stats only"),
        (["audit", "--stats", "100", "--generator", "dice"], "--generator expects one of"),
    ])
    func badOptionsExit64(arguments: [String], message: String) {
        let (status, out, error) = runCasino(arguments)
        #expect(status == .usage && out.isEmpty)
        #expect(error.contains(message))
    }
}
