import CasinoEngine
import CasinoPersistence
import CasinoRandom
import Foundation
import TestSupport
import Testing

/// Kills real processes with SIGKILL while they save, and checks what they leave behind.
@Suite(.serialized, .endToEndTimeLimit) struct CrashTests {
    /// Starts `save-torture` and returns it with a reader of its `committed` lines.
    private func startTorture(in folder: URL, seed: UInt64, rules: RuleSetID) throws -> (
        Process, Announcements
    ) {
        let process = Process()
        process.executableURL = builtProduct("save-torture")
        process.arguments = [folder.path, String(seed), rules.rawValue]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, Announcements(output))
    }

    /// Kills `process` `milliseconds` from now. The delay is no wait for an effect: it is
    /// where in the save loop the kill lands, drawn at random, and the test holds for any.
    private func kill(_ process: Process, after milliseconds: Int) {
        usleep(useconds_t(milliseconds * 1000))
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func aProcessKilledWhileSavingLeavesTheLastCommittedGame() throws {
        var delays = Xoshiro256StarStar(seed: 99)
        for round in 0..<12 {
            let folder = makeTemporaryDirectory("crash")
            let seed = UInt64(round) + 1000
            let (process, output) = try startTorture(in: folder, seed: seed, rules: .classic)
            // Start the clock at the first commit, however long a busy machine takes to
            // launch the child; the random delay then lands the kill anywhere in the loop.
            output.wait(forCommits: 1)
            kill(process, after: Int(delays.uniform(below: 150)))
            #expect(process.terminationReason == .uncaughtSignal)
            let lines = output.all()

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
        // Both writers race for a while, counted in saves rather than in time.
        firstOutput.wait(forCommits: 100)
        secondOutput.wait(forCommits: 100)
        kill(first, after: 0)
        kill(second, after: 0)
        let announced = firstOutput.all() + secondOutput.all()
        let best = try #require(announced.map { $0[2] }.max())
        #expect(announced.count >= 200, "a writer stopped before its hundredth save")
        let saved = try #require(SaveStore(directory: folder).load().saved)
        #expect(saved.game.highScore >= best)
    }
}

/// The `committed <spins> <money> <high score>` lines a `save-torture` child prints, read as
/// they arrive so a test can wait for progress instead of sleeping for a guessed time.
private final class Announcements {
    private let pipe: Pipe
    private var output = Data()

    init(_ pipe: Pipe) { self.pipe = pipe }

    /// Blocks until the child has announced at least `count` commits, or has exited.
    func wait(forCommits count: Int) {
        while lines().count < count {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { return }
            output += chunk
        }
    }

    /// Every commit the child announced, read to the end: call once it is dead.
    func all() -> [[Int]] {
        output += pipe.fileHandleForReading.readDataToEndOfFile()
        return lines()
    }

    private func lines() -> [[Int]] {
        // The piece after the last newline is empty or still being written: leave it out.
        String(decoding: output, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .filter { $0.hasPrefix("committed ") }
            .map { $0.split(separator: " ").dropFirst().compactMap { Int($0) } }
            .filter { $0.count == 3 }
    }
}
