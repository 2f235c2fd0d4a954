import CasinoEngine
import Foundation

extension WallTime {
    /// The wall time of `date`, for tests that stamp spins from a `Date`: the game reads the
    /// clock through its environment (PlayEnvironment.wallTime), so no product needs this.
    package init(_ date: Date) { self.init(secondsSince1970: date.timeIntervalSince1970) }
}
