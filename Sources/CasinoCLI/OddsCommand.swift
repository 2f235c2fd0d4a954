import CasinoEngine
import CasinoLab

/// `casino odds`: the exact paytable figures of a rule set.
enum OddsCommand {
    static let json = FlagOption("--json", help: "Print the figures as JSON.")

    static let command = Command(
        name: "odds",
        summary: "Print the exact odds of a rule set, from every possible outcome.",
        options: [LabSetup.rulesOption, json]
    ) { options, console in
        let rules = try LabSetup.rules(options)
        let odds = Odds(rules: rules)
        try console.print(options.flag(OddsCommand.json) ? try json(odds) : report(odds))
        return .success
    }

    /// The figures as a person reads them.
    static func report(_ odds: Odds) -> String {
        let rules = odds.rules
        var lines = [
            "RMIT Casino odds: \(rules.id.rawValue) rules, exact over all \(odds.outcomeCount) outcomes",
            "",
            "Paytable",
            "  Match         Outcomes  Chance         Pays",
        ]
        for line in odds.paytable {
            let chance = "1 in \(ratio(odds.outcomeCount, line.outcomes))"
            lines.append(
                "  " + "\(line.matchingReels) of a kind".padded(14) + "\(line.outcomes)".padded(10)
                    + chance.padded(15) + "\(line.prizeMultiplier) × bet, stake kept")
        }
        lines += ["  Anything else: the bet is lost.", ""]
        let oneIn = ratio(odds.outcomeCount, odds.winningOutcomes)
        // A figure per coin bet, then what it comes to at each bet.
        func perBet(_ figure: Double) -> String {
            "\(format(figure, 4)) × bet"
                + rules.betOptions.map { ", \(format(figure * Double($0), 2)) at bet \($0)" }
                .joined()
        }
        lines += [
            "Hit frequency           \(odds.winningOutcomes)/\(odds.outcomeCount) = 1 in \(oneIn) (\(percent(odds.hitFrequency, 3)))",
            "Return to player        \(percent(odds.returnToPlayer, 2))",
            "House edge              \(percent(odds.houseEdge, 2))",
            "Mean change per spin    " + perBet(odds.meanChangePerBet),
            "Std deviation per spin  " + perBet(odds.standardDeviationPerBet),
            "",
            "Game length from \(rules.startingMoney) coins",
        ]
        for length in rules.betOptions.compactMap(odds.gameLength(bet:)) {
            let spins =
                length.expectedSpins.map { "\(format($0, 2)) spins on average" }
                ?? "a game may never end"
            lines.append(
                "  Bet \(length.bet): the money runs out with probability \(percent(length.ruinProbability, 2)); \(spins)"
            )
        }
        return lines.joined(separator: "\n")
    }

    struct Figures: JSONReport {
        struct Line: Encodable {
            var matchingReels: Int
            var outcomes: Int
            var probability: Double
            var prizeMultiplier: Int
        }
        var rules: String
        var outcomes: Int
        var winningOutcomes: Int
        var hitFrequency: Double
        var returnToPlayer: Double
        var houseEdge: Double
        var meanChangePerBet: Double
        var standardDeviationPerBet: Double
        var startingMoney: Int
        var paytable: [Line]
        var gameLength: [Odds.GameLength]
    }

    static func json(_ odds: Odds) throws -> String {
        let figures = Figures(
            rules: odds.rules.id.rawValue, outcomes: odds.outcomeCount,
            winningOutcomes: odds.winningOutcomes, hitFrequency: odds.hitFrequency,
            returnToPlayer: odds.returnToPlayer, houseEdge: odds.houseEdge,
            meanChangePerBet: odds.meanChangePerBet,
            standardDeviationPerBet: odds.standardDeviationPerBet,
            startingMoney: odds.rules.startingMoney,
            paytable: odds.paytable.map {
                .init(
                    matchingReels: $0.matchingReels, outcomes: $0.outcomes,
                    probability: Double($0.outcomes) / Double(odds.outcomeCount),
                    prizeMultiplier: $0.prizeMultiplier)
            },
            gameLength: odds.rules.betOptions.compactMap(odds.gameLength(bet:)))
        return try figures.json()
    }
}

/// `a / b` as a whole number when it is one, else with two decimals.
func ratio(_ a: Int, _ b: Int) -> String {
    a % b == 0 ? "\(a / b)" : format(Double(a) / Double(b), 2)
}
