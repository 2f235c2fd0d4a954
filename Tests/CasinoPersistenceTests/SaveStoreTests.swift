import CasinoEngine
import CasinoRandom
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

@testable import CasinoPersistence

private let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

/// A game with some history, statistics and a high score, as a player would have.
private func playedGame(seed: UInt64 = 7, spins: Int = 25, rules: Rules = .easy) -> Game {
    var game = Game(rules: rules)
    var generator = Xoshiro256StarStar(seed: seed)
    for _ in 0..<spins { TortureStep.advance(&game, using: &generator) }
    return game
}

@Suite struct SaveStoreTests {
    let folder = makeTemporaryDirectory("save")
    var store: SaveStore { SaveStore(directory: folder) }

    @Test func aFirstRunFindsNoSaveAndSaysNothing() {
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        #expect(loaded.notice == nil)
    }

    @Test func everythingThePlayerOwnsSurvivesARoundTrip() throws {
        let game = playedGame()
        #expect(game.history.count == 10 && game.highScore > 0)
        let data = SaveData(game: game, settings: Preferences(muted: true, reducedMotion: true))
        try store.save(data)
        let loaded = store.load(now: now)
        #expect(loaded.notice == nil)
        #expect(loaded.saved == data)
    }

    @Test func theFileUsesTheSpecsHighscoreKeyAndIsPrivateToThePlayer() throws {
        try store.save(SaveData(game: playedGame()))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL))
                as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["highscore"] as? Int == playedGame().highScore)
        #expect(json["money"] as? Int == playedGame().coins)
        #expect(json["rules"] as? String == "easy")
        let mode =
            try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[
                .posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test(
        arguments: [
            ("garbage", Data([0xFF, 0x00, 0x13, 0x37])),
            ("truncated", Data(#"{"schemaVersion": 1, "highscore": 500, "mon"#.utf8)),
            ("empty", Data()),
            ("future", Data(#"{"schemaVersion": 99, "highscore": 500}"#.utf8)),
            ("wrong types", Data(#"{"schemaVersion": 1, "highscore": "lots"}"#.utf8)),
            (
                "negative",
                Data(
                    Self.validJSON.replacingOccurrences(
                        of: "\"money\" : 90", with: "\"money\" : -5"
                    ).utf8)
            ),
            (
                "no bet",
                Data(
                    Self.validJSON.replacingOccurrences(of: "\"bet\" : 10", with: "\"bet\" : 0")
                        .utf8)
            ),
        ])
    func aDamagedFileIsKeptAsideAndThePlayerIsTold(_ name: String, bytes: Data) throws {
        try bytes.write(to: store.fileURL)
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        let aside = folder.appendingPathComponent("save.json.corrupt-20270115-080000")
        let notice = try #require(loaded.notice)
        #expect(notice.contains(aside.path))
        #expect(!notice.contains("\n"))
        #expect(try Data(contentsOf: aside) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

        // Playing on writes a new file and leaves the damaged one where it was put.
        try store.save(SaveData(game: Game()))
        #expect(store.load(now: now).saved?.game == Game())
        #expect(try Data(contentsOf: aside) == bytes)
    }

    @Test func aFileANewerCasinoWroteSinceLoadingIsKeptAsideNotOverwritten() throws {
        try store.save(SaveData(game: playedGame()))
        let newer = Data(#"{"schemaVersion": 2, "highscore": 9000}"#.utf8)
        try newer.write(to: store.fileURL)
        try store.save(SaveData(game: Game()), now: now)
        let aside = folder.appendingPathComponent("save.json.corrupt-20270115-080000")
        #expect(try Data(contentsOf: aside) == newer)
        #expect(store.load(now: now).saved?.game == Game())
    }

    @Test func aNewerFileSaysWhichVersionItIs() throws {
        try Data(#"{"schemaVersion": 3}"#.utf8).write(to: store.fileURL)
        #expect(store.load(now: now).notice?.contains("save format 3") == true)
    }

    @Test func twoDamagedFilesInOneSecondAreBothKept() throws {
        try Data("first".utf8).write(to: store.fileURL)
        _ = store.load(now: now)
        try Data("second".utf8).write(to: store.fileURL)
        _ = store.load(now: now)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("save.json.corrupt-") }
        #expect(
            kept.sorted() == [
                "save.json.corrupt-20270115-080000", "save.json.corrupt-20270115-080000-2",
            ])
    }

    @Test func anUnreadableFileIsKeptAside() throws {
        // A folder where the file should be cannot be read as a file, even by root.
        try FileManager.default.createDirectory(
            at: store.fileURL, withIntermediateDirectories: false)
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        #expect(loaded.notice?.contains("cannot be read (it is a folder)") == true)
    }

    @Test func anUnwritableLocationThrowsOneLineAndLeavesNothingBehind() throws {
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = SaveStore(directory: blocker.appendingPathComponent("rmit-casino"))
        // No save file can exist under a file: a first run, not a damaged save.
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        #expect(loaded.notice == nil)
        let error = #expect(throws: SaveError.self) { try store.save(SaveData(game: Game())) }
        #expect(
            error
                == .failed(SystemFailure(.createFolder, path: store.directory.path, code: ENOTDIR)))
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test func aStaleGameNeverLowersTheStoredHighScore() throws {
        let winner = Game(rules: .classic, coins: 700, bet: 10, highScore: 700)
        let stale = Game(rules: .classic, coins: 90, bet: 10, highScore: 100)
        try store.save(SaveData(game: winner))
        let stored = try store.save(SaveData(game: stale))
        #expect(stored == 700)
        let loaded = try #require(store.load(now: now).saved)
        #expect(loaded.game.highScore == 700)
        #expect(loaded.game.coins == 90)
    }

    @Test func aResetDoesLowerTheStoredHighScore() throws {
        var game = Game(rules: .classic, coins: 700, bet: 10, highScore: 700)
        try store.save(SaveData(game: game))
        var generator = Xoshiro256StarStar(seed: 1)
        _ = game.send(.resetConfirmed, using: &generator, at: WallTime(now))
        #expect(try store.save(SaveData(game: game)) == 0)
        #expect(store.load(now: now).saved?.game.highScore == 0)
    }

    @Test func theFolderFollowsXDGStateHome() {
        #expect(
            SaveStore.defaultDirectory(
                environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"], convention: .xdg
            )
            .path == "/x/state/rmit-casino")
        #expect(
            SaveStore.defaultDirectory(environment: ["HOME": "/home/ana"], convention: .xdg).path
                == "/home/ana/.local/state/rmit-casino")
        #expect(
            SaveStore.defaultDirectory(
                environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"], convention: .xdg
            )
            .path == "/h/.local/state/rmit-casino")
    }

    @Test func onApplePlatformsTheFolderIsApplicationSupport() {
        let support = SaveStore.applicationSupportDirectory()
        #expect(support.lastPathComponent == "RMIT Casino")
        #expect(
            SaveStore.defaultDirectory(
                environment: ["HOME": "/Users/ana"], convention: .applicationSupport) == support)
        // Tests and scripts on a Mac isolate their saves the same way as on Linux.
        #expect(
            SaveStore.defaultDirectory(
                environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/Users/ana"],
                convention: .applicationSupport
            ).path == "/x/state/rmit-casino")
        #if canImport(Darwin)
            #expect(SaveFolderConvention.current == .applicationSupport)
        #else
            #expect(SaveFolderConvention.current == .xdg)
        #endif
    }

    static let validJSON = """
        {
          "bet" : 10, "highscore" : 200, "history" : [], "money" : 90, "resetCount" : 0,
          "rules" : "classic", "schemaVersion" : 1,
          "settings" : { "muted" : false, "reducedMotion" : false },
          "statistics" : { "biggestWin" : 0, "spins" : 1, "totalStaked" : 10, "totalWon" : 0,
            "wins" : 0 },
          "stops" : [0, 1, 2]
        }
        """

    @Test func aHandWrittenVersionOneFileLoads() throws {
        try Data(Self.validJSON.utf8).write(to: store.fileURL)
        let game = try #require(store.load(now: now).saved?.game)
        #expect(game.coins == 90)
        #expect(game.highScore == 200)
    }
}
