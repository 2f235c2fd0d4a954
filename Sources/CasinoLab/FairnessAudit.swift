import CasinoEngine

/// The statistics of a fairness audit, gathered spin by spin so an audit of a billion spins
/// needs no more memory than one of a thousand.
///
/// Every test asks one question a player or regulator would ask: is each reel uniform, are
/// the reels independent of each other, is a spin independent of the spin before it, and is
/// the result independent of the bet and of the previous result?
package struct FairnessAudit: Sendable {
    package static let maximumLag = 10

    package let rules: Rules
    package private(set) var spins = 0
    /// `reelCounts[reel][stop]`.
    var reelCounts: [[Int]]
    var outcomeCounts: [Int]
    /// `pairCounts[reel][a·symbols + b]` for non-overlapping pairs of spins (1, 2), (3, 4), …,
    /// so every pair is independent of the others and the chi-square has exactly
    /// symbols² − 1 degrees of freedom.
    var pairCounts: [[Int]]
    var pendingPair: [Int]?
    var wins = 0
    var runs = 0
    var previousWin: Bool?
    var correlation = SerialCorrelation(maximumLag: FairnessAudit.maximumLag)
    /// Rows: previous spin lost, won. Columns: this spin lost, won.
    var resultAfterResult = [[0, 0], [0, 0]]
    /// Rows: previous spin lost, won. Columns: reel 1's stop.
    var reelAfterResult: [[Int]]
    /// Rows: each bet option. Columns: this spin lost, won.
    var resultByBet: [[Int]]
    /// Rows: each bet option. Columns: reel 1's stop.
    var reelByBet: [[Int]]

    package init(rules: Rules) {
        self.rules = rules
        let symbols = rules.symbols.count
        func zeros(_ rows: Int, _ columns: Int) -> [[Int]] {
            Array(repeating: Array(repeating: 0, count: columns), count: rows)
        }
        reelCounts = zeros(rules.reelCount, symbols)
        outcomeCounts = Array(repeating: 0, count: rules.outcomeCount)
        pairCounts = zeros(rules.reelCount, symbols * symbols)
        reelAfterResult = zeros(2, symbols)
        resultByBet = zeros(rules.betOptions.count, 2)
        reelByBet = zeros(rules.betOptions.count, symbols)
    }

    package mutating func record(stops: [Int], bet: Int, isWin: Bool) {
        precondition(stops.count == rules.reelCount, "one stop per reel")
        let symbols = rules.symbols.count
        spins += 1
        for (reel, stop) in stops.enumerated() { reelCounts[reel][stop] += 1 }
        let outcome = rules.outcome(forStops: stops)
        outcomeCounts[outcome] += 1
        if let first = pendingPair {
            for reel in 0..<rules.reelCount {
                pairCounts[reel][first[reel] * symbols + stops[reel]] += 1
            }
            pendingPair = nil
        } else {
            pendingPair = stops
        }
        if isWin { wins += 1 }
        if isWin != previousWin { runs += 1 }
        if let previousWin {
            let row = previousWin ? 1 : 0
            resultAfterResult[row][isWin ? 1 : 0] += 1
            reelAfterResult[row][stops[0]] += 1
        }
        previousWin = isWin
        correlation.add(outcome)
        if let betRow = rules.betOptions.firstIndex(of: bet) {
            resultByBet[betRow][isWin ? 1 : 0] += 1
            reelByBet[betRow][stops[0]] += 1
        }
    }

    /// Every test, in the order the audit prints them.
    package func results() -> [TestResult] {
        let reels = 0..<rules.reelCount
        var results = reels.map { reel in
            ChiSquare.uniform("Reel \(reel + 1) stops uniform", counts: reelCounts[reel])
        }
        results.append(
            ChiSquare.uniform("All \(rules.outcomeCount) outcomes uniform", counts: outcomeCounts))
        results += reels.map { reel in
            ChiSquare.uniform(
                "Reel \(reel + 1), consecutive-spin pairs uniform", counts: pairCounts[reel])
        }
        results.append(
            RunsTest.result(
                "Runs of wins and losses", runs: runs, first: wins, second: spins - wins))
        results += (1...Self.maximumLag).map { lag in
            correlation.result("Serial correlation of outcomes, lag \(lag)", lag: lag)
        }
        return results + [
            ChiSquare.independence(
                "Result independent of previous result", table: resultAfterResult),
            ChiSquare.independence("Reel 1 independent of previous result", table: reelAfterResult),
            ChiSquare.independence("Result independent of bet", table: resultByBet),
            ChiSquare.independence("Reel 1 independent of bet", table: reelByBet),
        ]
    }
}
