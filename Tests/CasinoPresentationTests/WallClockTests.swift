import CasinoEngine
import CasinoPresentation
import Foundation
import Testing

@Suite struct WallClockTests {
    private let midnight1970 = Date(timeIntervalSince1970: 0)

    /// A spin's stamp at `date`.
    private func stamp(_ date: Date) -> WallTime {
        WallTime(secondsSince1970: date.timeIntervalSince1970)
    }

    @Test func aClockAheadOfUTCShowsTheLaterHour() {
        let melbourne = WallClock.fixed(secondsEastOfUTC: 11 * 3600)
        #expect(melbourne.timeOfDay(stamp(midnight1970 + 3 * 3600 + 5 * 60 + 9)) == "14:05:09")
    }

    @Test func aClockBehindUTCGoesBackToTheDayBefore() {
        let newYork = WallClock.fixed(secondsEastOfUTC: -5 * 3600)
        #expect(newYork.timeOfDay(stamp(midnight1970 + 60)) == "19:01:00")
        #expect(newYork.timeOfDay(stamp(midnight1970 - 0.5)) == "18:59:59", "before 1970 as well")
    }

    @Test func utcIsTheSavedInstantsOwnTime() {
        let instant = try! Date("2026-12-01T23:59:59Z", strategy: .iso8601)
        #expect(WallClock.utc.timeOfDay(stamp(instant)) == "23:59:59")
        #expect(WallClock.utc.timeOfDay(stamp(instant + 1)) == "00:00:00")
    }
}
