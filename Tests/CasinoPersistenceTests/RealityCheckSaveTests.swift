import CasinoEngine
import CasinoRandom
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

@testable import CasinoPersistence

/// The reality check's interval and the spins counted by rule set are kept in the save, and a
/// save from before either was kept still loads.
@Suite struct RealityCheckSaveTests {
    let folder = makeTemporaryDirectory("save")
    var store: SaveStore { SaveStore(directory: folder) }
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func theIntervalAndTheSpinsByRuleSetAreSavedAndReadBack() throws {
        var game = Game(rules: .classic)
        var generator = Xoshiro256StarStar(seed: 3)
        for _ in 0..<3 { TortureStep.advance(&game, using: &generator) }
        game.switchRules(to: .easy)
        for _ in 0..<2 { TortureStep.advance(&game, using: &generator) }
        let data = SaveData(game: game, settings: Preferences(realityCheckMinutes: 30))
        try store.save(data)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL))
                as? [String: Any])
        let settings = try #require(json["settings"] as? [String: Any])
        #expect(settings["realityCheckMinutes"] as? Int == 30)
        let statistics = try #require(json["statistics"] as? [String: Any])
        let counted = try #require(statistics["spinsByRules"] as? [String: Int])
        #expect(counted.values.reduce(0, +) == game.statistics.spins)
        let loaded = try #require(store.load(now: now).saved)
        #expect(loaded == data)
        #expect(loaded.settings.realityCheckMinutes == 30)
    }

    @Test func aSaveWithoutThemLoadsWithNoCheckAndItsSpinsUnderItsRules() throws {
        try Data(SaveStoreTests.validJSON.utf8).write(to: store.fileURL)
        let loaded = try #require(store.load(now: now).saved)
        #expect(loaded.settings.realityCheckMinutes == nil)
        #expect(loaded.game.statistics.spinsByRules == nil)
        #expect(loaded.game.statistics.expectedWins(current: .classic) == 1.0 / 144)
    }
}
