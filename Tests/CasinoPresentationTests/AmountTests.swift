import CasinoPresentation
import Testing

@Test func numbersThatFitKeepEveryDigit() {
    #expect(Amount.text(1_234_567, width: 7) == "1234567")
    #expect(Amount.text(0, width: 7) == "0")
    #expect(Amount.text(-30, width: 7) == "−30")
}

@Test func theIssuesNumberIsShortenedToItsRealValue() {
    #expect(Amount.text(12_345_678_901, width: 7) == "12.34 B")
    #expect(Amount.text(12_345_678_901, width: 6) == "12.3 B")
    #expect(Amount.text(12_345_678, width: 7) == "12.34 M")
    #expect(Amount.text(Int.max, width: 7) == "9.22 Qi")
}

@Test func aShortenedFigureIsNeverMoreThanThereIs() {
    #expect(Amount.text(12_399_999_999, width: 7) == "12.39 B", "cut, not rounded up to 12.40")
    #expect(Amount.text(999_999_999, width: 7) == "999.9 M", "not 1000.0 M or 1 B")
    #expect(Amount.text(1_000_000, width: 6) == "1.00 M")
}

/// What a shortened figure stands for: the least value it can be read as.
private func readBack(_ text: String) -> Double? {
    let suffixes = ["K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12, "Qa": 1e15, "Qi": 1e18]
    let parts = text.replacingOccurrences(of: "−", with: "-").split(separator: " ")
    guard let number = Double(parts[0]) else { return nil }
    return parts.count == 1 ? number : suffixes[String(parts[1])].map { number * $0 }
}

@Test(arguments: [7, 8, 9, 12])
func everyValueFitsItsRoomAndReadsBackAsAtMostItself(width: Int) {
    var value = 1
    var values: [Int] = []
    while value <= Int.max / 10 {
        values += [value, value * 7 - 1, value * 3 + 1]
        value *= 10
    }
    values += [Int.max, Int.max - 1]
    for value in values {
        let text = Amount.text(value, width: width)
        #expect(text.unicodeScalars.count <= width, "\(value) → \(text)")
        let shown = readBack(text) ?? .infinity
        #expect(shown <= Double(value), "\(value) shown as \(text)")
        #expect(shown >= Double(value) * 0.99, "\(value) shown as \(text): off by more than 1 %")
    }
}
