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

    /// `date` in UTC as strftime(3) writes it by `format` ("%Y%m%d-%H%M%S" gives
    /// "20261130-061502"); nil if the C library cannot say it.
    package static func utc(_ date: Date, format: String) -> String? {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        // Room for any date and time the game writes, and strftime's terminating NUL.
        let text = String(unsafeUninitializedCapacity: 64) { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                strftime($0.baseAddress, $0.count, format, &parts)
            }
        }
        return text.isEmpty ? nil : text
    }
}
