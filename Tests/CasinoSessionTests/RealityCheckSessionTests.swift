import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSession
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

/// `--reality-check` as a session starts: it is the player's choice, so it is kept in the save,
/// and `off` takes a saved check away; with a seed the player's save is not touched.
@Suite(.serialized) struct RealityCheckSessionTests {
    let state = makeTemporaryDirectory("session")
    var store: SaveStore { SaveStore(directory: state.appendingPathComponent("rmit-casino")) }

    private func play(_ minutes: Int??, seed: UInt64? = nil, minute: String? = nil) throws
        -> PlayController
    {
        var environment = ["XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "PATH": "/x"]
        environment["CASINO_REALITY_CHECK_MINUTE"] = minute
        let session = try PlaySession.start(
            options: PlayOptions(seed: seed, realityCheckMinutes: minutes),
            environment: environment, now: 0)
        defer { session.shutdown() }
        var controller = session.controller
        controller.handle(.spin, at: 0)
        controller.advance(to: 5)
        return controller
    }

    @Test func theFlagIsKeptOffTakesItAwayAndNoFlagLeavesIt() throws {
        #expect(try play(30).settings.realityCheckMinutes == 30)
        #expect(store.load().saved?.settings.realityCheckMinutes == 30)
        #expect(try play(nil).settings.realityCheckMinutes == 30, "no flag: the saved choice")
        #expect(store.load().saved?.settings.realityCheckMinutes == 30)
        _ = try play(.some(nil))
        #expect(store.load().saved?.settings.realityCheckMinutes == nil)
        _ = try play(5, seed: 9)
        #expect(store.load().saved?.settings.realityCheckMinutes == nil, "a replay saves apart")
    }

    @Test func theMinuteComesFromTheEnvironmentForTests() throws {
        // Played to 5 s: a minute of 2 s is up, a minute of 60 is not.
        #expect(try play(1, minute: "2").screen(at: 5).panel?.panel == .realityCheck)
        #expect(try play(1).screen(at: 5).panel == nil)
    }
}
