import CasinoSystem

// How the lab's reports and the CLI's other figures write numbers and JSON, in one place,
// so `casino odds`, `casino simulate`, `casino audit` and the benchmarks print the same
// figure the same way.

/// 1234567 as "1,234,567".
package func grouped<Number: BinaryInteger>(_ number: Number) -> String {
    var digits = String(number.magnitude)
    // From the right, so the offsets still to come stay where they were.
    for offset in stride(from: digits.count - 3, to: 0, by: -3) {
        digits.insert(",", at: digits.index(digits.startIndex, offsetBy: offset))
    }
    return (number < 0 ? "−" : "") + digits
}

/// A count with its noun, singular for one: "1 game", "2,000 games".
package func counted<Number: BinaryInteger>(_ number: Number, _ singular: String) -> String {
    grouped(number) + " " + (number == 1 ? singular : singular + "s")
}

/// A number with a fixed count of decimals, the minus sign as a true minus.
package func format(_ value: Double, _ decimals: Int) -> String {
    printfFormat("%.\(decimals)f", value).replacing("-", with: "−")
}

/// A fraction as a percentage with a fixed count of decimals: `7.64 %`.
package func percent(_ fraction: Double, _ decimals: Int) -> String {
    format(fraction * 100, decimals) + " %"
}

extension String {
    /// Left-aligned in a column of `width`, always followed by at least one space.
    package func padded(_ width: Int) -> String {
        count >= width ? self + " " : padded(toLength: width)
    }

    /// Right-aligned in a column of `width` (numbers line up on their last digit).
    package func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Figures that `--json` prints: `odds`', `simulate`'s and `audit`'s, in one format.
package protocol JSONReport: Encodable {}

extension JSONReport {
    /// The figures as JSON, indented and with sorted keys, so two runs' outputs compare line
    /// by line.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
