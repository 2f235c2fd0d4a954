/// A distribution of whole numbers given as value → count, with the summary figures and the
/// text histogram `casino simulate --sessions` prints.
package struct Distribution: Sendable {
    /// Distinct values, smallest first, with how often each occurred.
    package let values: [(value: Int, count: Int)]
    package let count: Int

    package init(counts: [Int: Int]) {
        values = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
            (value: $0.key, count: $0.value)
        }
        count = values.reduce(0) { $0 + $1.count }
    }

    package var minimum: Int? { values.first?.value }
    package var maximum: Int? { values.last?.value }

    package var mean: Double {
        guard count > 0 else { return 0 }
        return values.reduce(0.0) { $0 + Double($1.value) * Double($1.count) } / Double(count)
    }

    /// The sample standard deviation.
    package var standardDeviation: Double {
        guard count > 1 else { return 0 }
        let mean = mean
        let squares = values.reduce(0.0) {
            $0 + (Double($1.value) - mean) * (Double($1.value) - mean) * Double($1.count)
        }
        return (squares / Double(count - 1)).squareRoot()
    }

    /// A 99 % confidence interval for the mean (normal approximation), or `nil` when the
    /// sample cannot give one: fewer than two values, or all of them equal (a handful of
    /// classic games often all last 10 spins, and a zero-width interval at 10 would claim
    /// the exact 10.83 is ruled out).
    package var meanInterval: ClosedRange<Double>? {
        guard count > 1, standardDeviation > 0 else { return nil }
        let half = SpinTally.z99 * standardDeviation / Double(count).squareRoot()
        return (mean - half)...(mean + half)
    }

    /// Why ``meanInterval`` is `nil`, in words for reports.
    package static let noMeanIntervalReason = "needs at least two different values"

    /// The smallest value with at least a fraction `q` of the observations at or below it.
    package func quantile(_ q: Double) -> Int? {
        guard count > 0 else { return nil }
        let target = max(1, Int((q * Double(count)).rounded(.up)))
        var seen = 0
        for (value, number) in values {
            seen += number
            if seen >= target { return value }
        }
        return values.last?.value
    }

    /// One bar of the histogram: the values in `range` and how many observations fell there.
    package struct Bin: Sendable, Hashable, Encodable {
        package var range: ClosedRange<Int>
        /// True for the last bin when it gathers the long tail (everything above `range`).
        package var isTail: Bool
        package var count: Int

        private enum CodingKeys: String, CodingKey { case from, to, count }

        /// In a JSON report: `from`, `to` (left out for the tail, which has no upper end) and
        /// `count`.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(range.lowerBound, forKey: .from)
            try container.encodeIfPresent(isTail ? nil : range.upperBound, forKey: .to)
            try container.encode(count, forKey: .count)
        }

        /// `≥ low` for the tail (and for a bin at a `cap` the run stopped games at), the value
        /// for a bin one `step` wide, else `low–high`; `number` writes each figure.
        package func label(step: Int, cap: Int? = nil, _ number: (Int) -> String) -> String {
            let low = range.lowerBound
            if isTail || low == cap { return "≥ " + number(low) }
            // A bin one money step wide holds one value: label it by that value.
            if range.count <= step { return number(low) }
            return number(low) + "–" + number(range.upperBound)
        }
    }

    /// The histogram's bins, up to the 99th percentile, and one more for the tail above it,
    /// so a few very long games do not squeeze every other bar flat.
    ///
    /// When at most `maximumBins` distinct values lie below the cut, each gets its own bin
    /// (game lengths of the classic rules come in steps of 11 spins, and equal-width bins
    /// would be mostly empty); otherwise the range is cut into at most `maximumBins` bins of
    /// equal width, a multiple of `step` (money moves in steps of 10 coins).
    package func bins(maximumBins: Int = 12, step: Int = 1) -> [Bin] {
        guard let low = minimum, let high = maximum, let cut = quantile(0.99) else { return [] }
        let step = max(1, step)
        var bins: [Bin] = []
        let body = values.filter { $0.value <= cut }
        if body.count <= maximumBins {
            bins = body.map { Bin(range: $0.value...$0.value, isTail: false, count: $0.count) }
        } else {
            let perBin = max(1, (cut - low + step + maximumBins - 1) / maximumBins)
            let width = (perBin + step - 1) / step * step
            var start = low
            while start <= cut {
                // The last bin stops at the cut, where the tail begins.
                bins.append(
                    Bin(range: start...min(start + width - 1, cut), isTail: false, count: 0))
                start += width
            }
            for (value, number) in body {
                bins[(value - low) / width].count += number
            }
        }
        if high > cut {
            let tail = values.filter { $0.value > cut }
            bins.append(
                Bin(
                    range: tail.first!.value...high, isTail: true,
                    count: tail.reduce(0) { $0 + $1.count }))
        }
        return bins
    }

    /// The histogram of `bins` (a distribution's ``bins(maximumBins:step:)`` at `step`) as
    /// text lines: range, bar, count and share.
    package static func histogram(_ bins: [Bin], step: Int, barWidth: Int = 40) -> [String] {
        let count = bins.reduce(0) { $0 + $1.count }
        guard let largest = bins.map(\.count).max(), largest > 0 else { return [] }
        let labels = bins.map { $0.label(step: step, String.init) }
        let labelWidth = labels.map(\.count).max() ?? 0
        let countWidth = bins.map { String($0.count).count }.max() ?? 0
        return zip(labels, bins).map { label, bin in
            let eighths = Int(
                (Double(bin.count) / Double(largest) * Double(barWidth * 8)).rounded())
            var bar = String(repeating: "█", count: eighths / 8)
            if eighths % 8 > 0 { bar.append(Self.partialBlocks[eighths % 8]) }
            if bar.isEmpty && bin.count > 0 { bar = "▏" }
            let share = Double(bin.count) / Double(count) * 100
            let shareText = share >= 0.1 || share == 0 ? format1(share) : "<0.1"
            return "  " + label.leftPadded(labelWidth) + "  "
                + bar.padded(toLength: barWidth + 1)
                + String(bin.count).leftPadded(countWidth) + "  " + shareText.leftPadded(5) + " %"
        }
    }

    static let partialBlocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    private static func format1(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
