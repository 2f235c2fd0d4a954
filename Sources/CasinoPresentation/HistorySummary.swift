import CasinoEngine
import CasinoSystem

/// The history panel's words: its title, column heads, the empty state and the lifetime
/// line with its return-to-player and plurals, written once for every front end.
package enum HistorySummary {
    package static let title = "LAST SPINS"
    package static let empty = "No spins yet: press Space to play."

    /// "All time: 12 spins, 1 win, biggest win 100, 45.8 % of stakes returned", or nil
    /// before the first spin.
    package static func lifetime(_ statistics: Statistics) -> String? {
        guard statistics.spins > 0 else { return nil }
        let tenths = returnedTenthsOfAPercent(statistics)
        return "All time: \(counted(statistics.spins, "spin")), "
            + "\(counted(statistics.wins, "win")), biggest win \(statistics.biggestWin), "
            + "\(tenths / 10).\(tenths % 10) % of stakes returned"
    }

    /// Everything paid back per everything staked, in tenths of a percent rounded half up
    /// (0 before any stake): whole numbers, so every front end prints the same digits.
    static func returnedTenthsOfAPercent(_ statistics: Statistics) -> Int {
        guard statistics.totalStaked > 0 else { return 0 }
        return (statistics.totalWon * 1000 + statistics.totalStaked / 2) / statistics.totalStaked
    }

    /// "1 spin", "2 spins".
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A spin's result as the history shows it: "+100", "−10".
    package static func result(_ record: SpinRecord) -> String {
        record.isWin ? Texts.signed(record.prize) : Texts.signed(-record.bet)
    }

    /// The clock time of a spin, "14:05:09", on the player's `clock`.
    package static func time(_ record: SpinRecord, clock: WallClock) -> String {
        clock.timeOfDay(Date(timeIntervalSince1970: record.time.secondsSince1970))
    }
}
