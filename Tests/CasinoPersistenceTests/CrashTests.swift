import CasinoEngine
import CasinoPersistence
import CasinoRandom
import Foundation
import TestSupport
import Testing

/// Kills real processes with SIGKILL while they save, and checks what they leave behind.
@Suite(.serialized) struct CrashTests {
    /// Starts `save-torture` and returns it with a reader of its `committed` lines.
    private func startTorture(in folder: URL, seed: UInt64, rules: RuleSetID) throws -> (
        Process, Pipe
    ) {
        let process = Process()
        process.executableURL = builtProduct("save-torture")
        process.arguments = [folder.path, String(seed), rules.rawValue]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    private func kill(_ process: Process, after milliseconds: Int) {
        usleep(useconds_t(milliseconds * 1000))
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The `committed` lines a killed child printed: spins, money, high score.
    private func committed(_ pipe: Pipe) -> [[Int]] {
        String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n")
            .filter { $0.hasPrefix("committed ") }
            .map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
            .filter { $0.count == 3 }
    }

    @Test func aProcessKilledWhileSavingLeavesTheLastCommittedGame() throws {
        var delays = Xoshiro256StarStar(seed: 99)
        for round in 0..<12 {
            let folder = makeTemporaryDirectory("crash")
            let seed = UInt64(round) + 1000
            let (process, output) = try startTorture(in: folder, seed: seed, rules: .classic)
            kill(process, after: 30 + Int(delays.uniform(below: 150)))
            #expect(process.terminationReason == .uncaughtSignal)
            let lines = committed(output)

            let loaded = SaveStore(directory: folder).load()
            #expect(loaded.notice == nil, "round \(round): \(loaded.notice ?? "")")
            let saved = try #require(loaded.saved, "round \(round): nothing saved")
            let spins = saved.game.statistics.spins
            // The file may hold one spin more than was announced: the kill can land between
            // the rename and the print. It never holds less.
            let announced = lines.last?[0] ?? 0
            #expect(spins == announced || spins == announced + 1, "round \(round)")

            var replay = Game(rules: .classic)
            var generator = Xoshiro256StarStar(seed: seed)
            for _ in 0..<spins { TortureStep.advance(&replay, using: &generator) }
            #expect(saved.game == replay, "round \(round): the file is not the committed game")
        }
    }

    @Test func twoGamesSavingAtOnceNeverLowerTheHighScore() throws {
        let folder = makeTemporaryDirectory("race")
        let (first, firstOutput) = try startTorture(in: folder, seed: 1, rules: .easy)
        let (second, secondOutput) = try startTorture(in: folder, seed: 2, rules: .easy)
        usleep(400_000)
        kill(first, after: 0)
        kill(second, after: 0)
        let announced = committed(firstOutput) + committed(secondOutput)
        let best = try #require(announced.map { $0[2] }.max())
        #expect(announced.count > 20, "the writers barely ran")
        let saved = try #require(SaveStore(directory: folder).load().saved)
        #expect(saved.game.highScore >= best)
    }
}
