import CasinoEngine
import CasinoSystem

/// Turns the instant of a spin into the time on the player's wall clock, for the history's
/// "14:05:09" column in every front end.
///
/// The C library answers for the player's own clock (``CalendarTime``). Tests pass a fixed
/// offset instead.
package struct WallClock: Sendable {
    /// Seconds east of UTC at an instant (summer time changes it).
    private let offset: @Sendable (Date) -> Int

    /// The player's clock, as the C library reads it.
    package static let local = WallClock(offset: CalendarTime.localOffset(at:))

    /// Coordinated universal time, for tests and pictures that must not depend on the machine.
    package static let utc = WallClock.fixed(secondsEastOfUTC: 0)

    /// A clock a whole number of seconds ahead of UTC, all year round.
    package static func fixed(secondsEastOfUTC seconds: Int) -> WallClock {
        WallClock { _ in seconds }
    }

    /// "14:05:09": the clock time of `time` (a spin's stamp), hours, minutes and seconds on
    /// this clock, two digits each.
    package func timeOfDay(_ time: WallTime) -> String {
        let date = Date(timeIntervalSince1970: time.secondsSince1970)
        let secondsPerDay = 86_400
        let since1970 = Int(date.timeIntervalSince1970.rounded(.down)) + offset(date)
        let second = (since1970 % secondsPerDay + secondsPerDay) % secondsPerDay
        return [second / 3600, second / 60 % 60, second % 60].map { printfFormat("%02d", $0) }
            .joined(separator: ":")
    }
}
