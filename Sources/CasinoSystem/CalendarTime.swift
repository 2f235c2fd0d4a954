/// The C library's calendar, because without ICU (a program that imports only
/// FoundationEssentials) Foundation's `TimeZone.current` knows nothing but GMT and
/// `TimeZone(identifier: "UTC")` is nil, which once made a damaged save crash the game.
package enum CalendarTime {
    /// Seconds east of UTC on the player's clock at `date` (`TZ`, else `/etc/localtime`;
    /// summer time changes it), as `localtime_r` reads it; 0 if it cannot.
    package static func localOffset(at date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    /// The calendar date and time of `date` in UTC, from `gmtime_r`; nil if it cannot.
    package static func utc(_ date: Date) -> Parts? {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        return Parts(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
            hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }

    /// A date and time of day, the month and day counted from 1.
    package struct Parts: Equatable, Sendable {
        package var year, month, day, hour, minute, second: Int
    }
}
