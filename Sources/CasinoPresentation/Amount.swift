/// Money and scores in the room a front end has for them: the one rule for shortening a
/// number, so the terminal and the window abbreviate alike and neither shows a wrong value.
package enum Amount {
    /// The short scale's names for powers of a thousand, smallest first.
    static let scales: [(suffix: String, power: Int)] = [
        ("K", 3), ("M", 6), ("B", 9), ("T", 12), ("Qa", 15), ("Qi", 18),
    ]

    /// Decimals tried after the point of a scaled number, most first.
    static let decimals = [2, 1, 0]

    /// `value` in at most `width` characters (Unicode scalars): every digit when they fit,
    /// else scaled to thousands, millions, … with as many decimals as fit
    /// (12 345 678 901 → "12.34 B" or "12.3 B").
    ///
    /// Digits are cut, never rounded up, so a shortened figure is never more than the value
    /// (a player must not read 12.4 B where there is 12.39… B). A `width` too small for any
    /// form gets the shortest form there is; callers keep at least ``minimumWidth``.
    package static func text(_ value: Int, width: Int) -> String {
        let sign = value < 0 ? "−" : ""
        let magnitude = value.magnitude
        let exact = sign + String(magnitude)
        if exact.unicodeScalars.count <= width { return exact }
        guard
            let scale = scales.last(where: { power(of: $0.power) <= magnitude })
        else { return exact }
        let divisor = power(of: scale.power)
        let whole = magnitude / divisor
        let rest = magnitude % divisor
        var shortest = exact
        for places in decimals {
            var text = sign + String(whole)
            if places > 0 {
                let fraction = rest / (divisor / power(of: places))
                let digits = String(fraction)
                text += "." + String(repeating: "0", count: places - digits.count) + digits
            }
            text += " " + scale.suffix
            if text.unicodeScalars.count <= width { return text }
            shortest = text
        }
        // No room even for "123 M": drop the space.
        let tight = shortest.replacing(" ", with: "")
        return tight.unicodeScalars.count < exact.unicodeScalars.count ? tight : exact
    }

    /// The narrowest room every value fits in: "−9.2 Qi" (Int.min) needs 7.
    package static let minimumWidth = 7

    private static func power(of exponent: Int) -> UInt {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }
}
