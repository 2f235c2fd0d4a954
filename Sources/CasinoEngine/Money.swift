/// The most coins any count in a game may hold: money, high score, a prize and every lifetime
/// statistic.
///
/// No real game comes near it (a trillion coins is five billion wins at the largest prize,
/// centuries of play at a spin a second), yet it leaves so much room below `Int.max` that no
/// sum of two capped values can overflow. Values above it in a save file are damage; arithmetic
/// on them saturates here, so no money operation can trap.
package enum Money {
    package static let limit = 1_000_000_000_000

    /// `value` brought into `0...limit`.
    package static func clamped(_ value: Int) -> Int {
        min(max(value, 0), limit)
    }

    /// The sum of two counts, each first brought into `0...limit`, held at ``limit`` instead
    /// of overflowing. Only for adding to a count: a stake is taken by plain subtraction from
    /// money that covers it.
    package static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = clamped(a).addingReportingOverflow(clamped(b))
        return overflow ? limit : clamped(sum)
    }

    /// Whether `value` is a count a game can reach.
    package static func isReachable(_ value: Int) -> Bool {
        (0...limit).contains(value)
    }
}
