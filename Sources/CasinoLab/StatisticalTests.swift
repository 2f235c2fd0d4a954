/// The result of one statistical test of the reels, in the form the audit prints.
package struct TestResult: Sendable, Hashable, Encodable {
    package enum Kind: String, Sendable, Encodable {
        case chiSquare = "chi-square"
        case normal = "z"
    }

    package var name: String
    package var kind: Kind
    /// The chi-square statistic, or the standard normal z.
    package var statistic: Double
    package var degreesOfFreedom: Int?
    package var pValue: Double
    /// For chi-square tests, the smallest expected cell count: below 5 the chi-square
    /// approximation is not trusted and the test is reported as inconclusive.
    package var smallestExpectedCount: Double?
    /// An extra figure to show, such as the correlation coefficient.
    package var detail: String?

    /// Whether the sample is large enough for the test's approximation.
    package var isValid: Bool { (smallestExpectedCount ?? .infinity) >= 5 && pValue.isFinite }

    /// Passes at significance level `alpha` (0.01 for the audit's 99 %).
    package func passes(at alpha: Double = 0.01) -> Bool { isValid && pValue >= alpha }

    private enum CodingKeys: String, CodingKey {
        case name, kind, statistic, degreesOfFreedom, pValue, smallestExpectedCount, detail
    }

    /// Every field, numbers that do not exist (NaN, infinity: a test with too few spins)
    /// as `null`; the report's verdict beside it says why.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(finite(statistic), forKey: .statistic)
        try container.encode(degreesOfFreedom, forKey: .degreesOfFreedom)
        try container.encode(finite(pValue), forKey: .pValue)
        try container.encode(finite(smallestExpectedCount), forKey: .smallestExpectedCount)
        try container.encode(detail, forKey: .detail)
    }
}

/// Pearson's chi-square tests.
package enum ChiSquare {
    /// Goodness of fit to equal cell probabilities, `counts.count − 1` degrees of freedom.
    package static func uniform(_ name: String, counts: [Int]) -> TestResult {
        let total = Double(counts.reduce(0, +))
        let expected = total / Double(counts.count)
        let statistic = counts.reduce(0.0) { sum, count in
            let difference = Double(count) - expected
            return sum + difference * difference / expected
        }
        let df = counts.count - 1
        return TestResult(
            name: name, kind: .chiSquare, statistic: statistic, degreesOfFreedom: df,
            pValue: expected > 0 ? PValue.chiSquare(statistic, degreesOfFreedom: df) : .nan,
            smallestExpectedCount: expected)
    }

    /// Independence of rows and columns in a contingency table, (r − 1)(c − 1) degrees of
    /// freedom. Empty rows and columns carry no information and are left out.
    package static func independence(_ name: String, table: [[Int]]) -> TestResult {
        let rows = table.filter { $0.reduce(0, +) > 0 }
        let columnCount = rows.first?.count ?? 0
        let keptColumns = (0..<columnCount).filter { column in
            rows.contains { $0[column] > 0 }
        }
        let cells = rows.map { row in keptColumns.map { Double(row[$0]) } }
        let rowTotals = cells.map { $0.reduce(0, +) }
        let columnTotals = keptColumns.indices.map { column in cells.reduce(0) { $0 + $1[column] } }
        let total = rowTotals.reduce(0, +)
        let df = (cells.count - 1) * (keptColumns.count - 1)
        guard df > 0 else {
            return TestResult(
                name: name, kind: .chiSquare, statistic: 0, degreesOfFreedom: 0, pValue: .nan,
                smallestExpectedCount: 0)
        }
        var statistic = 0.0
        var smallest = Double.infinity
        for (row, rowTotal) in zip(cells, rowTotals) {
            for (observed, columnTotal) in zip(row, columnTotals) {
                let expected = rowTotal * columnTotal / total
                smallest = min(smallest, expected)
                statistic += (observed - expected) * (observed - expected) / expected
            }
        }
        return TestResult(
            name: name, kind: .chiSquare, statistic: statistic, degreesOfFreedom: df,
            pValue: PValue.chiSquare(statistic, degreesOfFreedom: df),
            smallestExpectedCount: smallest)
    }
}

/// The Wald–Wolfowitz runs test: too few runs of wins and losses means results clump, too
/// many means they alternate; either way the spins would not be independent.
package enum RunsTest {
    /// `runs` maximal runs of equal results among `first` of one kind and `second` of the
    /// other; z compares the count with its mean 2·n₁·n₂/n + 1.
    package static func result(
        _ name: String, runs: Int, first n1: Int, second n2: Int
    ) -> TestResult {
        let a = Double(n1)
        let b = Double(n2)
        let n = a + b
        let mean = 2 * a * b / n + 1
        let variance = 2 * a * b * (2 * a * b - n) / (n * n * (n - 1))
        let z = variance > 0 ? (Double(runs) - mean) / variance.squareRoot() : .nan
        return TestResult(
            name: name, kind: .normal, statistic: z, degreesOfFreedom: nil,
            pValue: variance > 0 ? PValue.normalTwoSided(z) : .nan,
            detail: "\(counted(runs, "run")), expected \(format(mean, 1))")
    }
}

/// Serial correlation of a sequence at lags 1…`maximumLag`, accumulated as the values
/// arrive (the audit never stores its millions of spins), in exact integer sums.
///
/// r_k = Σᵢ (xᵢ − x̄)(xᵢ₊ₖ − x̄) / Σᵢ (xᵢ − x̄)². For independent values r_k is close to
/// normal with mean −1/n and variance 1/n, so z = (r_k + 1/n)·√n.
package struct SerialCorrelation: Sendable {
    package let maximumLag: Int
    package private(set) var count = 0
    var sum = 0
    var sumOfSquares = 0
    /// `lagProducts[k − 1]` = Σ xᵢ·xᵢ₊ₖ.
    var lagProducts: [Int]
    var first: [Int] = []
    /// The last `maximumLag` values, oldest first.
    var recent: [Int] = []

    package init(maximumLag: Int) {
        precondition(maximumLag > 0, "at least lag 1")
        self.maximumLag = maximumLag
        lagProducts = Array(repeating: 0, count: maximumLag)
    }

    package mutating func add(_ value: Int) {
        for (lag, earlier) in zip(1..., recent.reversed()) {
            lagProducts[lag - 1] += earlier * value
        }
        recent.append(value)
        if recent.count > maximumLag { recent.removeFirst() }
        if first.count < maximumLag { first.append(value) }
        count += 1
        sum += value
        sumOfSquares += value * value
    }

    /// The coefficient r at `lag`, or nil when there are too few values or no variation.
    package func coefficient(lag: Int) -> Double? {
        precondition((1...maximumLag).contains(lag), "lag out of range")
        guard count > lag else { return nil }
        let n = Double(count)
        let mean = Double(sum) / n
        let denominator = Double(sumOfSquares) - n * mean * mean
        guard denominator > 0 else { return nil }
        let headSum = Double(sum - recent.suffix(lag).reduce(0, +))  // x₁ … x_{n−k}
        let tailSum = Double(sum - first.prefix(lag).reduce(0, +))  // x_{k+1} … x_n
        let products = Double(lagProducts[lag - 1])  // Σ xᵢ·xᵢ₊ₖ
        let numerator = products - mean * (headSum + tailSum) + Double(count - lag) * mean * mean
        return numerator / denominator
    }

    package func result(_ name: String, lag: Int) -> TestResult {
        guard let r = coefficient(lag: lag) else {
            return TestResult(
                name: name, kind: .normal, statistic: .nan, degreesOfFreedom: nil, pValue: .nan)
        }
        let n = Double(count)
        let z = (r + 1 / n) * n.squareRoot()
        return TestResult(
            name: name, kind: .normal, statistic: z, degreesOfFreedom: nil,
            pValue: PValue.normalTwoSided(z), detail: "r = \(format(r, 5))")
    }
}
