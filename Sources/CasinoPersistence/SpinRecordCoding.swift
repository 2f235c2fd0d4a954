import CasinoEngine
import CasinoSystem

/// A spin's time goes into the save file as a `Date`, so the file's encoder writes it as
/// ISO 8601 ("2027-01-15T08:00:00Z"), as it did when the record held a `Date` itself.
extension SpinRecord: Codable {
    /// The record as the file holds it: the same fields, the time as a `Date`.
    private struct Stored: Codable {
        var time: Date
        var bet: Int
        var stops: [Int]
        var prize: Int
        var moneyBefore: Int
        var moneyAfter: Int
        var isNewHighScore: Bool
        /// Absent from files written before it was stored: they say it through the prize.
        var isWin: Bool?
    }

    /// The time is kept to the whole second, the most the file's ISO 8601 holds: the
    /// decoder also reads a fraction ("00:00:00.7Z"), which the encoder would drop, so the
    /// save would come back from its next write changed (found by the save-file fuzz target).
    public init(from decoder: any Decoder) throws {
        let stored = try Stored(from: decoder)
        self.init(
            time: WallTime(secondsSince1970: stored.time.timeIntervalSince1970.rounded(.down)),
            bet: stored.bet, stops: stored.stops, prize: stored.prize,
            moneyBefore: stored.moneyBefore, moneyAfter: stored.moneyAfter,
            isNewHighScore: stored.isNewHighScore, isWin: stored.isWin)
    }

    /// Writes ``SpinRecord/time`` as a `Date`, so the file keeps the ISO 8601 text it had when the
    /// record held a `Date` itself.
    public func encode(to encoder: any Encoder) throws {
        try Stored(
            time: Date(timeIntervalSince1970: time.secondsSince1970), bet: bet, stops: stops,
            prize: prize, moneyBefore: moneyBefore, moneyAfter: moneyAfter,
            isNewHighScore: isNewHighScore, isWin: isWin
        ).encode(to: encoder)
    }
}
