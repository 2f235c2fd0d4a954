import CasinoEngine
import CasinoPersistence
import Foundation
import Testing

/// A spin's record in the save file: the engine keeps its time as a number, the file as the
/// ISO 8601 text it has always had.
@Suite struct SpinRecordCodingTests {
    @Test func aRecordFromAnOlderFileKnowsAWinByItsPrize() throws {
        let json = #"""
            {"time": 0, "bet": 10, "stops": [4, 4, 4], "prize": 100, "moneyBefore": 100,
             "moneyAfter": 200, "isNewHighScore": true}
            """#
        let record = try JSONDecoder().decode(SpinRecord.self, from: Data(json.utf8))
        #expect(record.isWin)
    }

    @Test func theTimeIsWrittenAsISO8601AndReadBackExactly() throws {
        let record = SpinRecord(
            time: WallTime(secondsSince1970: 1_800_000_000), bet: 10, stops: [1, 2, 3], prize: 0,
            moneyBefore: 100, moneyAfter: 90, isNewHighScore: false)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(text.contains(#""time":"2027-01-15T08:00:00Z""#))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(SpinRecord.self, from: Data(text.utf8)) == record)
    }

    /// The file's time holds whole seconds; the decoder reads a fraction too, which the next
    /// write would drop, so a reloaded save would differ from the one loaded (found by the
    /// save-file fuzz target: Tests/Fuzz/Corpus/save-file/crash-fractional-second-time.json).
    @Test(arguments: ["2027-01-15T08:00:00.7Z", "2027-01-15T08:0:0.999Z"])
    func aFractionOfASecondIsDroppedAsTheFileIsRead(_ time: String) throws {
        let json = """
            {"time": "\(time)", "bet": 10, "stops": [4, 4, 4], "prize": 100,
             "moneyBefore": 100, "moneyAfter": 200, "isNewHighScore": true}
            """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let record = try decoder.decode(SpinRecord.self, from: Data(json.utf8))
        #expect(record.time == WallTime(secondsSince1970: 1_800_000_000))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        #expect(try decoder.decode(SpinRecord.self, from: encoder.encode(record)) == record)
    }
}
