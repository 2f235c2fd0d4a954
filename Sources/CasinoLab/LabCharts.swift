import CasinoEngine

// The charts `--svg FILE` writes: the same figures as the text reports, drawn.

extension SessionSummary {
    /// `casino simulate --sessions`: how long games last and how high the money got. Games
    /// still going at `spinCap` spins were stopped there; their bar is marked as the cap.
    package func charts(rules: Rules, bet: Int, spinCap: Int) -> [BarChart] {
        let games = "\(grouped(sessions)) games from \(rules.startingMoney) coins at bet \(bet)"
        let capped = (lengths[spinCap] ?? 0) > 0
        let stopped = capped ? "; ≥ \(grouped(spinCap)): still playing when stopped there" : ""
        return [
            BarChart(
                title: "Game length", caption: "\(games): spins until the money ran out\(stopped)",
                distribution: Distribution(counts: lengths), cap: spinCap),
            BarChart(
                title: "Peak money", caption: "\(games): the most coins held during the game",
                distribution: Distribution(counts: peaks),
                step: rules.betOptions.min() ?? 1),
        ]
    }
}

extension FairnessAudit {
    /// `casino audit --stats`: each reel's count of every symbol, against the count a fair
    /// reel gives on average (the dashed marks).
    package func reelCharts() -> [BarChart] {
        let expected = Double(spins) / Double(rules.symbols.count)
        return reelCounts.enumerated().map { reel, counts in
            BarChart(
                title: "Reel \(reel + 1)",
                caption:
                    "\(grouped(spins)) spins: stops per symbol; dashed, \(grouped(Int(expected.rounded()))) each if fair",
                bars: zip(rules.symbols, counts).map { symbol, count in
                    BarChart.Bar(label: symbol.name, value: Double(count), expected: expected)
                })
        }
    }
}
