import CasinoEngine

/// The history panel's words: its title, column heads, the empty state and the lifetime
/// line with its return-to-player and plurals, written once for every front end.
extension Texts {
    package var historyTitle: String {
        localized(english: "LAST SPINS", vietnamese: "LƯỢT QUAY GẦN ĐÂY")
    }

    package var historyEmpty: String {
        localized(
            english: "No spins yet: press Space to play.",
            vietnamese: "Chưa quay lượt nào: nhấn Space để chơi.")
    }

    /// A history table's column heads: time, bet, reels, result, money after.
    package typealias HistoryColumns = (
        time: String, bet: String, reels: String, result: String, money: String
    )

    /// The history table's column heads.
    package var historyColumns: HistoryColumns {
        localized(
            english: ("Time", "Bet", "Reels", "Result", "Money"),
            vietnamese: ("Giờ", "Cược", "Các cuộn", "Kết quả", "Tiền"))
    }

    /// The window's column heads, which have less room: the result is what was won.
    package var historyShortColumns: HistoryColumns {
        localized(
            english: ("TIME", "BET", "REELS", "WON", "MONEY"),
            vietnamese: ("GIỜ", "ĐẶT", "CUỘN", "THẮNG", "TIỀN"))
    }

    /// "All time: 12 spins, 1 win; the odds expect 0.1. Biggest win 100, 45.8 % of stakes
    /// returned", the odds those of `rules`, the rules in force; nil before the first spin.
    package func lifetime(_ statistics: Statistics, rules: Rules) -> String? {
        guard statistics.spins > 0 else { return nil }
        // Everything paid back per everything staked, in tenths of a percent rounded half up
        // (0 before any stake): whole numbers, so every front end prints the same digits.
        let staked = statistics.totalStaked
        let tenths = staked > 0 ? (statistics.totalWon * 1000 + staked / 2) / staked : 0
        let returned = decimal(Double(tenths) / 10, places: 1)
        let biggest = number(statistics.biggestWin)
        let wins = winsAgainstOdds(statistics, rules: rules)
        return localized(
            english: "All time: \(spins(statistics.spins)), \(wins). Biggest win "
                + "\(biggest), \(returned) % of stakes returned",
            vietnamese:
                "Từ trước đến nay: \(spins(statistics.spins)), \(wins). Thắng lớn "
                + "nhất \(biggest), hoàn trả \(returned) % tiền cược")
    }

    /// "1 spin", "2 spins" / "2 lượt quay" (Vietnamese nouns do not change with the count).
    package func spins(_ count: Int) -> String {
        localized(
            english: "\(number(count)) spin\(count == 1 ? "" : "s")",
            vietnamese: "\(number(count)) lượt quay")
    }

    /// "1 win", "2 wins" / "2 lần thắng".
    package func wins(_ count: Int) -> String {
        localized(
            english: "\(number(count)) win\(count == 1 ? "" : "s")",
            vietnamese: "\(number(count)) lần thắng")
    }

    /// A spin's result as the history shows it: "+100", "−10".
    package func result(_ record: SpinRecord) -> String {
        record.isWin ? signed(record.prize) : signed(-record.bet)
    }
}
