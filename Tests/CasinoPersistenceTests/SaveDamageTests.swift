import CasinoEngine
import Foundation
import TestSupport
import Testing

@testable import CasinoPersistence

private let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

/// Save files no game could have written: kept aside with one line that says what is wrong.
@Suite struct SaveDamageTests {
    let folder = makeTemporaryDirectory("damage")
    var store: SaveStore { SaveStore(directory: folder) }
    var aside: URL { folder.appendingPathComponent("save.json.corrupt-20270115-080000") }

    private func valid(replacing old: String, with new: String) -> Data {
        let json = SaveStoreTests.validJSON
        precondition(json.contains(old), "the fixture has no \(old)")
        return Data(json.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test(
        arguments: [
            // The save, which crashed the game on its first win.
            ("\"money\" : 90", "\"money\" : 9223372036854775800"),
            ("\"highscore\" : 200", "\"highscore\" : 1000000000001"),
            ("\"totalStaked\" : 10", "\"totalStaked\" : 9223372036854775807"),
            ("\"resetCount\" : 0", "\"resetCount\" : 9223372036854775807"),
            ("\"history\" : []", Self.hugeHistory),
        ])
    func anAmountAboveTheMoneyLimitIsDamageKeptAside(_ old: String, _ new: String) throws {
        let bytes = valid(replacing: old, with: new)
        try bytes.write(to: store.fileURL)
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        let notice = try #require(loaded.notice)
        #expect(notice.contains("no game reaches (below 0 or above 1000000000000)"))
        #expect(notice.contains(aside.path))
        #expect(try Data(contentsOf: aside) == bytes)
    }

    @Test func theLimitItselfStillLoads() throws {
        try valid(replacing: "\"money\" : 90", with: "\"money\" : 1000000000000")
            .write(to: store.fileURL)
        #expect(store.load(now: now).saved?.game.coins == Money.limit)
    }

    @Test func aSaveLinkedToDevNullIsReportedEmptyNotAsAPermissionProblem() throws {
        try FileManager.default.createSymbolicLink(
            atPath: store.fileURL.path, withDestinationPath: "/dev/null")
        let loaded = store.load(now: now)
        #expect(loaded.saved == nil)
        let notice = try #require(loaded.notice)
        #expect(notice.contains("because it is empty"), "\(notice)")
        #expect(!notice.contains("ermission"))
        // The link itself was moved aside; /dev/null is untouched.
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: aside.path)
        #expect(target == "/dev/null")
    }

    @Test func aSaveLinkedToAnEndlessDeviceIsTooLargeAndDoesNotExhaustMemory() throws {
        try FileManager.default.createSymbolicLink(
            atPath: store.fileURL.path, withDestinationPath: "/dev/zero")
        let notice = try #require(store.load(now: now).notice)
        #expect(notice.contains("larger than any save file"), "\(notice)")
    }

    static let hugeHistory = """
        "history" : [{"time": "2027-01-15T08:00:00Z", "bet": 10, "stops": [0, 1, 2],
          "prize": 0, "moneyBefore": 9223372036854775807, "moneyAfter": 90,
          "isNewHighScore": false}]
        """
}
