import CasinoAppModel
import CasinoEngine
import CasinoPersistence
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct PersistenceTests {
    @Test func moneyBetAndHighScoreSurviveARestartInTheSharedSaveFormat() async throws {
        let directory = makeTemporaryDirectory("app-model")
        let defaults = InMemoryKeyValueStore()
        let first = Harness(directory: directory, keyValues: defaults, stops: [cherries])
        first.model.chooseBet20()
        first.model.spinReels()
        // Saved from the press on, on the save queue, and on disk before anything is shown:
        // quitting mid-spin loses nothing.
        await first.saved()
        let onDisk = SaveStore(directory: directory).load().saved
        #expect(onDisk?.game.coins == 300)
        #expect(onDisk?.game.bet == 20)
        #expect(defaults.values["highscore"] == 300, "the guide's @AppStorage key")

        let second = Harness(directory: directory, keyValues: defaults)
        #expect(second.model.coins == 300)
        #expect(second.model.betAmount == 20)
        #expect(second.model.highscore == 300)
        #expect(second.model.reels == cherries)
    }

    @Test func theGuidesHighScoreKeyIsKeptWhenThereIsNoSaveFile() {
        let directory = makeTemporaryDirectory("app-model")
        let defaults = InMemoryKeyValueStore(["highscore": 420])
        let harness = Harness(directory: directory, keyValues: defaults)
        #expect(harness.model.highscore == 420)
        #expect(harness.model.coins == 100)
    }

    @Test func theSaveFileDecidesOverAStaleKeyAfterAReset() async {
        let directory = makeTemporaryDirectory("app-model")
        let defaults = InMemoryKeyValueStore(["highscore": 500])
        let first = Harness(directory: directory, keyValues: defaults)
        first.model.resetButtonTapped()
        first.model.confirmReset()
        await first.saved()
        #expect(defaults.values["highscore"] == 0)
        defaults.set(500, forKey: "highscore")  // as if the key had not been written
        let second = Harness(directory: directory, keyValues: defaults)
        #expect(second.model.highscore == 0, "a reset is not undone by the key")
    }

    @Test func aDamagedSaveFileIsToldInThePlayersLanguage() throws {
        let directory = makeTemporaryDirectory("app-model")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("save.json"))
        let harness = Harness(
            directory: directory, keyValues: InMemoryKeyValueStore([:]), language: .vietnamese)
        let notice = try #require(harness.model.notice)
        #expect(notice.hasPrefix("Không dùng được tệp lưu vì tệp trống; đã cất riêng thành "))
        #expect(notice.hasSuffix(" và bắt đầu ván mới."))
    }

    @Test func aDamagedSaveFileIsKeptAsideAndThePlayerIsTold() throws {
        let directory = makeTemporaryDirectory("app-model")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent("save.json"))
        let defaults = InMemoryKeyValueStore(["highscore": 250])
        let harness = Harness(directory: directory, keyValues: defaults)
        #expect(harness.model.notice?.hasPrefix("Your save file could not be used") == true)
        #expect(harness.model.highscore == 250, "the high score under the key is not lost")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(kept.contains { $0.hasPrefix("save.json.corrupt-") })
        #expect(harness.output.announcements.first?.hasPrefix("Your save file") == true)
    }

    @Test func aFailedSaveIsReportedOnceAndPlayGoesOn() {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        let harness = Harness(stops: [appleBarCherry], save: { _ in throw DiskFull() })
        harness.spinAndLand()
        #expect(harness.model.coins == 90)
        #expect(
            harness.model.notice == "Can't save the game (disk full); playing on without saving.")
    }

    @Test func aSpinIsRevealedOnlyOnceItsSaveIsWritten() throws {
        let saves = HeldSaveWorker()
        let harness = Harness(stops: [cherries], saves: saves)
        harness.model.spinReels()
        let won = try #require(saves.waiting.first?.game.coins, "handed over at the press")
        #expect(won > 100)
        harness.clock.advance(to: 1)
        #expect(harness.model.isSpinning && harness.model.coins == 100, "held: not on disk yet")
        #expect(harness.output.sounds == [.spin], "no win heard before it is saved")
        saves.finishOne()
        #expect(!harness.model.isSpinning && harness.model.coins == won)
        #expect(harness.output.sounds.count > 1, "the win plays once it is on disk")
    }

    @Test func aSaveThatFailsInTheBackgroundIsReported() {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }
        let saves = HeldSaveWorker()
        let harness = Harness(stops: [appleBarCherry], saves: saves)
        harness.model.chooseBet20()
        #expect(harness.model.notice == nil, "nothing is known until the save answers")
        saves.failOne(DiskFull())
        #expect(
            harness.model.notice == "Can't save the game (disk full); playing on without saving.")
    }

    @Test func theAppKeepsItsSaveFileInApplicationSupport() {
        let directory = SaveStore.applicationSupportDirectory()
        #expect(directory.lastPathComponent == "RMIT Casino")
        #if os(macOS) || os(iOS)
            #expect(
                directory.deletingLastPathComponent().lastPathComponent == "Application Support")
        #endif
    }
}
