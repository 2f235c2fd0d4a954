import CasinoSystem

extension Texts {
    /// What each language puts between groups of three digits ("12.345") and before the
    /// decimals ("7,64"). English writes the spec's bare digits ("12345"), as it always has.
    package var groupSeparator: String { localized(english: "", vietnamese: ".") }

    package var decimalSeparator: String { localized(english: ".", vietnamese: ",") }

    /// The true minus sign every number is written with.
    package static let minus = "−"

    /// A whole number in this language's form: "12345" / "12.345", "−30".
    package func number(_ value: Int) -> String {
        (value < 0 ? Self.minus : "") + digits(value.magnitude)
    }

    /// The digits of `magnitude`, grouped by three from the right as this language groups them.
    package func digits(_ magnitude: UInt) -> String {
        let digits = Array(String(magnitude))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += groupSeparator }
            grouped.append(digit)
        }
        return grouped
    }

    /// `value` with `places` decimals, rounded as printf rounds: "10.8" / "10,8".
    package func decimal(_ value: Double, places: Int) -> String {
        let written = printfFormat("%.\(places)f", value)
        let negative = written.hasPrefix("-")
        let unsigned = negative ? String(written.dropFirst()) : written
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        let whole = Int(parts[0]).map(number) ?? String(parts[0])
        let fraction = parts.count > 1 ? decimalSeparator + parts[1] : ""
        return (negative ? Self.minus : "") + whole + fraction
    }

    /// "7.64 %" / "−159.72 %" / "7,64 %": two decimals and a true minus sign.
    package func percent(_ fraction: Double) -> String {
        decimal(fraction * 100, places: 2) + " %"
    }

    /// "+40" / "−30" / "0", with a true minus sign.
    package func signed(_ value: Int) -> String {
        value > 0 ? "+" + number(value) : number(value)
    }
}

extension Texts {
    /// The names a shortened amount uses for powers of a thousand, smallest first: the short
    /// scale's K, M, B … in English; nghìn (K, as Vietnamese prices write it), triệu, tỷ and
    /// their compounds in Vietnamese.
    package var amountScales: [(suffix: String, power: Int)] {
        localized(
            english: [("K", 3), ("M", 6), ("B", 9), ("T", 12), ("Qa", 15), ("Qi", 18)],
            vietnamese: [("K", 3), ("Tr", 6), ("Tỷ", 9), ("KTỷ", 12), ("TrTỷ", 15), ("TỷTỷ", 18)])
    }
}
