/// Money and scores in the room a front end has for them: the one rule for shortening a
/// number, so the terminal and the window abbreviate alike and neither shows a wrong value.
package enum Amount {
    /// `value` in at most `width` characters (Unicode scalars): every digit when they fit,
    /// else scaled to thousands, millions, … with as many decimals as fit
    /// (12 345 678 901 → "12.34 B" or "12.3 B").
    ///
    /// Digits are cut, never rounded up, so a shortened figure is never more than the value
    /// (a player must not read 12.4 B where there is 12.39… B). A `width` too small for any
    /// form gets the shortest form there is; callers keep at least ``minimumWidth``.
    package static func text(_ value: Int, width: Int, texts: Texts = .english) -> String {
        text(value, fitting: width, texts: texts) { $0.unicodeScalars.count }
    }

    /// `value` in at most `room`, as `measure` counts it (characters in a terminal, pixels
    /// of a pixel font in the window): the first of ``forms(_:)`` that fits, else the
    /// shortest there is. One rule for every front end, whatever its unit.
    package static func text(
        _ value: Int, fitting room: Int, texts: Texts = .english, measure: (String) -> Int
    ) -> String {
        let forms = forms(value, texts: texts)
        if let fitting = forms.first(where: { measure($0) <= room }) { return fitting }
        return forms.min { measure($0) < measure($1) } ?? forms[0]
    }

    /// Every way of writing `value`, longest first: all its digits, then scaled with two,
    /// one and no decimals ("12.34 B", "12.3 B", "12 B"), then the last without its space
    /// ("12B"). Values under a thousand have only their digits.
    /// In `texts`' language: Vietnamese groups the digits ("12.345") and writes decimals
    /// after a comma ("12,34 Tỷ").
    package static func forms(_ value: Int, texts: Texts = .english) -> [String] {
        let sign = value < 0 ? Texts.minus : ""
        let magnitude = value.magnitude
        let exact = sign + texts.digits(magnitude)
        guard
            let scale = texts.amountScales.last(where: { power(of: $0.power) <= magnitude })
        else { return [exact] }
        let divisor = power(of: scale.power)
        let whole = magnitude / divisor
        let rest = magnitude % divisor
        var forms = [exact]
        for places in [2, 1, 0] {
            var text = sign + String(whole)
            if places > 0 {
                let fraction = rest / (divisor / power(of: places))
                let digits = String(fraction)
                text +=
                    texts.decimalSeparator + String(repeating: "0", count: places - digits.count)
                    + digits
            }
            forms.append(text + " " + scale.suffix)
        }
        // No room even for "123 M": drop the space.
        forms.append(forms[forms.count - 1].replacing(" ", with: ""))
        return forms
    }

    /// The narrowest room every value fits in: "−9.2 Qi" (Int.min) needs 7, and so does
    /// "−9TỷTỷ".
    package static let minimumWidth = 7

    private static func power(of exponent: Int) -> UInt {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }
}
