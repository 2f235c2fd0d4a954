/// When something happened on the wall clock, in seconds since 1970-01-01 00:00 UTC: the
/// time a spin is stamped with.
///
/// A number rather than Foundation's `Date`, because the engine imports nothing but the
/// standard library; the save file writes it as ISO 8601 and front ends show it through
/// `Date` (CasinoPersistence converts both ways).
package struct WallTime: Sendable, Hashable {
    package var secondsSince1970: Double

    package init(secondsSince1970: Double) { self.secondsSince1970 = secondsSince1970 }
}
