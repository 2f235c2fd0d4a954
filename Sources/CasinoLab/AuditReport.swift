import CasinoSystem

/// What `casino audit --stats` reports: every test with its p-value and verdict at 99 %.
package struct AuditReport: Sendable, JSONReport {
    package struct Line: Sendable, Encodable {
        package var test: TestResult
        /// "pass", "FAIL", or "too few spins" when the approximation does not hold.
        package var verdict: String
    }

    package var rules: String
    package var spins: Int
    package var generatorDescription: String
    package var reproducible: Bool
    package var lines: [Line]
    /// Spins replayed with the same generator words at each bet option.
    package var betReplaySpins: Int
    package var betReplayIdentical: Bool
    package var passed: Int
    package var failed: Int
    package var inconclusive: Int
    package var seconds: Double

    package init(
        audit: FairnessAudit, plan: GeneratorPlan, betReplaySpins: Int, betReplayIdentical: Bool,
        seconds: Double
    ) {
        rules = audit.rules.id.rawValue
        spins = audit.spins
        generatorDescription = plan.description
        reproducible = plan.isReproducible
        lines = audit.results().map { test in
            Line(
                test: test,
                verdict: !test.isValid
                    ? "too few spins" : test.passes() ? "pass" : "FAIL")
        }
        self.betReplaySpins = betReplaySpins
        self.betReplayIdentical = betReplayIdentical
        passed = lines.filter { $0.verdict == "pass" }.count
        failed = lines.filter { $0.verdict == "FAIL" }.count
        inconclusive = lines.count - passed - failed
        self.seconds = seconds
    }

    package func text() -> String {
        var output = [
            "RMIT Casino fairness audit: \(counted(spins, "spin")) through Game.send, \(rules) rules, "
                + "bet chosen at random each spin",
            "Generator: \(generatorDescription)",
            "",
            "Test".padded(52) + "Statistic".leftPadded(12) + "df".leftPadded(6)
                + "p-value".leftPadded(11) + "  At 99 %",
        ]
        for line in lines {
            let test = line.test
            let statistic = (test.kind == .normal ? "z = " : "") + format(test.statistic, 2)
            let df = test.degreesOfFreedom.map(String.init) ?? ""
            let p = test.pValue.isNaN ? "—" : pValueText(test.pValue)
            var row =
                test.name.padded(52) + statistic.leftPadded(12) + df.leftPadded(6)
                + p.leftPadded(11) + "  " + line.verdict
            if let detail = test.detail { row += "  (\(detail))" }
            output.append(row)
        }
        output += [
            "",
            "Bet replay: the same generator words played at every bet gave "
                + (betReplayIdentical ? "identical" : "DIFFERENT")
                + " stops on all \(counted(betReplaySpins, "spin")).",
            "\(passed) of \(lines.count) tests pass at the 99 % level"
                + (failed > 0 ? ", \(failed) fail" : "")
                + (inconclusive > 0
                    ? ", \(inconclusive) need\(inconclusive == 1 ? "s" : "") more spins" : "")
                + ".",
            "Each test fails by chance 1 time in 100 for a fair machine: across \(lines.count) "
                + "tests, about one audit in \(max(1, Int((1 / (1 - pow(0.99, Double(lines.count)))).rounded()))) "
                + "shows a single failure. Repeat with "
                + (reproducible ? "another seed" : "new draws")
                + " before suspecting the reels.",
            "",
            "Time: \(format(seconds, 2)) s",
        ]
        return output.joined(separator: "\n")
    }

    private func pValueText(_ p: Double) -> String {
        p >= 0.0001 ? format(p, 4) : printfFormat("%.1e", p)
    }
}
