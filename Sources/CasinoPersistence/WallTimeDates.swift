import CasinoEngine
import CasinoSystem

/// The engine's ``WallTime`` as Foundation's `Date`, for the save file and the front ends:
/// the engine itself imports nothing but the standard library.
extension WallTime {
    package init(_ date: Date) { self.init(secondsSince1970: date.timeIntervalSince1970) }

    package var date: Date { Date(timeIntervalSince1970: secondsSince1970) }
}

/// A spin's time goes into the save file as a `Date`, so the file's encoder writes it as
/// ISO 8601 ("2027-01-15T08:00:00Z"), as it did when the record held a `Date` itself.
extension SpinRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case time, bet, stops, prize, moneyBefore, moneyAfter, isNewHighScore, isWin
    }

    /// Files written before `isWin` was stored say it through the prize.
    ///
    /// The time is kept to the whole second, the most the file's ISO 8601 holds: the
    /// decoder also reads a fraction ("00:00:00.7Z"), which the encoder would drop, so the
    /// save would come back from its next write changed (found by the save-file fuzz target).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let prize = try container.decode(Int.self, forKey: .prize)
        let time = try container.decode(Date.self, forKey: .time).timeIntervalSince1970
        self.init(
            time: WallTime(secondsSince1970: time.rounded(.down)),
            bet: try container.decode(Int.self, forKey: .bet),
            stops: try container.decode([Int].self, forKey: .stops), prize: prize,
            moneyBefore: try container.decode(Int.self, forKey: .moneyBefore),
            moneyAfter: try container.decode(Int.self, forKey: .moneyAfter),
            isNewHighScore: try container.decode(Bool.self, forKey: .isNewHighScore),
            isWin: try container.decodeIfPresent(Bool.self, forKey: .isWin))
    }

    /// Writes ``SpinRecord/time`` as a `Date`, so the file keeps the ISO 8601 text it had when the
    /// record held a `Date` itself.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time.date, forKey: .time)
        try container.encode(bet, forKey: .bet)
        try container.encode(stops, forKey: .stops)
        try container.encode(prize, forKey: .prize)
        try container.encode(moneyBefore, forKey: .moneyBefore)
        try container.encode(moneyAfter, forKey: .moneyAfter)
        try container.encode(isNewHighScore, forKey: .isNewHighScore)
        try container.encode(isWin, forKey: .isWin)
    }
}
