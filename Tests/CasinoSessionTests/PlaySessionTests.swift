import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSession
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

/// A fixed wall clock, so damaged files kept aside get a known name.
private let date = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

/// Sessions on a temporary save folder, with the sound off.
@Suite(.serialized) struct PlaySessionTests {
    let state = makeTemporaryDirectory("session")
    var environment: [String: String] {
        ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "PATH": "/nonexistent"]
    }
    var store: SaveStore { SaveStore(directory: state.appendingPathComponent("rmit-casino")) }

    private func start(_ options: PlayOptions = PlayOptions()) throws -> PlaySession {
        try PlaySession.start(
            options: options, environment: environment, now: 0, date: { date })
    }

    /// Spins once and lets the reels land; the controller saved before returning.
    private func spin(_ controller: inout PlayController, at now: Double) {
        controller.handle(.spin, at: now)
        controller.advance(to: now + 5)
    }

    private func savePlayedGame(money: Int = 500, muted: Bool = false) throws {
        let game = Game(rules: .classic, coins: money, bet: 20, highScore: 800)
        try store.save(SaveData(game: game, settings: Preferences(muted: muted)))
    }

    @Test func aTerminalSessionKeepsTheWindowsSizeInTheSave() throws {
        let size = WindowSize(width: 720, height: 640)
        try store.save(SaveData(game: Game(), settings: Preferences(windowSize: size)))
        let session = try start(PlayOptions(muted: true))
        defer { session.shutdown() }
        var controller = session.controller
        #expect(controller.settings.windowSize == size)
        spin(&controller, at: 0)
        #expect(store.load().saved?.settings.windowSize == size)
        session.keepWindowSize(WindowSize(width: 540, height: 960), of: controller)
        #expect(
            store.load().saved?.settings == Preferences(windowSize: .init(width: 540, height: 960)))
    }

    @Test func aSessionPlaysTheSavedGameAndSavesEverySpin() throws {
        try savePlayedGame()
        let session = try start()
        defer { session.shutdown() }
        var controller = session.controller
        #expect(controller.committedGame.coins == 500 && controller.committedGame.highScore == 800)
        spin(&controller, at: 0)
        let saved = try #require(store.load().saved?.game)
        #expect(saved == controller.committedGame)
        #expect(saved.statistics.spins == 1)
    }

    @Test func aSecondSessionOnTheSameSaveIsRefusedUntilTheFirstEnds() throws {
        let first = try start()
        let error = #expect(throws: SessionError.self) { try start() }
        #expect(error == .alreadyRunning(pid: getpid(), savePath: store.fileURL.path))
        #expect(error?.message(.english).contains("a game is already running on this save") == true)
        #expect(error?.message(.english).contains("process \(getpid())") == true)
        first.shutdown()
        try start().shutdown()
    }

    @Test func aSeededSessionIsAFreshReplayThatNeverTouchesTheSave() throws {
        try savePlayedGame()
        let before = try Data(contentsOf: store.fileURL)
        let holder = try start()  // a replay needs no claim: it may run beside the real game
        defer { holder.shutdown() }
        let scratch = SaveStore(directory: store.directory.appendingPathComponent("replay"))
        var outcomes: [Game] = []
        for _ in 0..<2 {
            let replay = try start(PlayOptions(rules: .easy, seed: 20))
            var controller = replay.controller
            #expect(
                controller.committedGame == Game(rules: .easy), "fresh, though a replay ran before")
            #expect(
                controller.screen(at: 0).notice
                    == "Replay of seed 20: a fresh game; your save is not touched.")
            #expect(controller.screen(at: 0).replaySeed == 20, "on screen for the whole replay")
            for turn in 0..<5 { spin(&controller, at: Double(turn) * 10) }
            controller.handle(.toggleMute, at: 60)
            outcomes.append(controller.committedGame)
            // The scratch save holds the replay as it went, for a bug report.
            #expect(scratch.load().saved?.game == controller.committedGame)
            replay.shutdown()
        }
        #expect(outcomes[0] == outcomes[1], "a replay of one seed plays the same spins")
        #expect(outcomes[0].statistics.spins == 5)
        #expect(try Data(contentsOf: store.fileURL) == before)
    }

    @Test func aMuteFlagLastsOneSessionAndTheMKeyLastsForGood() throws {
        try savePlayedGame(muted: false)
        let session = try start(PlayOptions(muted: true))
        var controller = session.controller
        #expect(controller.settings.muted)
        #expect(session.audio.isMuted)
        spin(&controller, at: 0)
        #expect(store.load().saved?.settings.muted == false)
        controller.handle(.toggleMute, at: 10)  // sound on: the player's choice
        controller.handle(.toggleMute, at: 11)  // and off again, on purpose
        #expect(store.load().saved?.settings.muted == true)
        session.shutdown()
    }

    @Test func anotherRuleSetPlaysThisSessionAndTheSaveKeepsItsOwnRules() throws {
        try savePlayedGame()
        let easy = try start(PlayOptions(rules: .easy))
        var controller = easy.controller
        #expect(controller.committedGame.rules == .easy && controller.committedGame.coins == 500)
        spin(&controller, at: 0)
        let coins = controller.committedGame.coins
        easy.shutdown()

        let plain = try start()
        defer { plain.shutdown() }
        #expect(plain.controller.committedGame.rules == .classic)
        #expect(plain.controller.committedGame.coins == coins)
        #expect(plain.controller.committedGame.statistics.spins == 1)
    }

    @Test func aFirstRunUnderAnotherRuleSetSavesTheDefaultRules() throws {
        let easy = try start(PlayOptions(rules: .easy))
        var controller = easy.controller
        #expect(controller.committedGame.rules == .easy)
        spin(&controller, at: 0)
        easy.shutdown()
        let saved = try #require(store.load().saved?.game)
        #expect(saved.rules == .classic && saved.coins == controller.committedGame.coins)
    }

    @Test func aSaveWithLessThanTheSmallestBetOpensOnGameOverAndNewGameRestarts() throws {
        try store.save(SaveData(game: Game(rules: .easy, coins: 5, bet: 10, highScore: 300)))
        let session = try start()
        defer { session.shutdown() }
        var controller = session.controller
        #expect(controller.screen(at: 0).isGameOver)
        #expect(controller.visiblePanel(at: 0) == .gameOver)
        controller.handle(.newGame, at: 1)
        #expect(controller.committedGame.coins == 100 && !controller.screen(at: 1).isGameOver)
        #expect(store.load().saved?.game.coins == 100)
    }

    @Test func aDamagedSaveIsReportedOnScreen() throws {
        try FileManager.default.createDirectory(
            at: store.directory, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: store.fileURL)
        let session = try start()
        defer { session.shutdown() }
        let notice = try #require(session.controller.screen(at: 0).notice)
        #expect(notice.contains("save.json.corrupt-20270115-080000"))
        #expect(session.controller.committedGame == Game())
    }

    @Test func aSaveThatCannotBeClaimedPlaysOnAndSaysWhy() throws {
        let blocker = state.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let session = try PlaySession.start(
            options: PlayOptions(),
            environment: ["XDG_STATE_HOME": blocker.path, "CASINO_AUDIO": "off"], now: 0)
        defer { session.shutdown() }
        var controller = session.controller
        spin(&controller, at: 0)
        let notice = try #require(controller.screen(at: 0).notice)
        #expect(notice.hasPrefix("Can't save the game (cannot create \(blocker.path)/rmit-casino"))
        #expect(controller.committedGame.statistics.spins == 1)
    }
}
