/// One picture on a reel strip.
///
/// The raw values are the spec's icon indices (its `icons` array), so a stop number read
/// from a save file or a replay names the same picture on every front end.
package enum Symbol: Int, CaseIterable, Sendable, Codable {
    case apple, bar, cherry, clover, diamond, grape, heart, horseshoe, lemon, melon, money, orange

    /// The spec's asset name, which is the case's own, also used for the monochrome terminal
    /// rendering and sounds' logs.
    package var name: String { String(describing: self) }
}
