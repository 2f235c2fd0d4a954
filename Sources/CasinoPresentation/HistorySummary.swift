import CasinoEngine
import Foundation

/// The history panel's words: its title, column heads, the empty state and the lifetime
/// line with its return-to-player and plurals, written once for every front end.
public enum HistorySummary {
    public static let title = "LAST SPINS"
    public static let empty = "No spins yet: press Space to play."

    /// "All time: 12 spins, 1 win, biggest win 100, 45.8 % of stakes returned", or nil
    /// before the first spin.
    public static func lifetime(_ statistics: Statistics) -> String? {
        guard statistics.spins > 0 else { return nil }
        return "All time: \(counted(statistics.spins, "spin")), "
            + "\(counted(statistics.wins, "win")), biggest win \(statistics.biggestWin), "
            + "\(String(format: "%.1f", returnedPercent(statistics))) % of stakes returned"
    }

    /// Everything paid back as a percentage of everything staked (0 before any stake).
    public static func returnedPercent(_ statistics: Statistics) -> Double {
        statistics.totalStaked > 0
            ? Double(statistics.totalWon) / Double(statistics.totalStaked) * 100 : 0
    }

    /// "1 spin", "2 spins".
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// A spin's result as the history shows it: "+100", "−10".
    public static func result(_ record: SpinRecord) -> String {
        record.isWin ? Texts.signed(record.prize) : Texts.signed(-record.bet)
    }

    /// The clock time of a spin, "14:05:09", in `timeZone`.
    public static func time(_ record: SpinRecord, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        formatter.timeZone = timeZone
        return formatter.string(from: record.time)
    }
}
