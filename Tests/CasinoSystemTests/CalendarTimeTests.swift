import CasinoSystem
import Testing

/// The save's corrupt-file names and the history's clock read the C library's calendar. The
/// local offset is checked where the player sees it, with `TZ` set in a game of its own
/// (`PlainPipeTests`: the history's hour ten hours east of UTC).
@Suite struct CalendarTimeTests {
    @Test func anInstantIsItsCalendarDateInUTC() {
        // 2026-11-30 06:15:02 UTC, and a leap day.
        let format = "%Y-%m-%d %H:%M:%S"
        #expect(
            CalendarTime.utc(Date(timeIntervalSince1970: 1_796_019_302), format: format)
                == "2026-11-30 06:15:02")
        #expect(
            CalendarTime.utc(Date(timeIntervalSince1970: 1_709_164_800), format: "%d") == "29")
    }
}
