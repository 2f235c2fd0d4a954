import CasinoEngine

extension Texts {
    /// Our addition to the Info sheet: the exact odds, read from the rules being played.
    public var oddsHeader: String { localized(english: "Odds", vietnamese: "Tỷ lệ thắng") }

    /// The odds rows, label and value, for the rules being played.
    package func oddsLines(_ rules: Rules) -> [(label: String, value: String)] {
        let odds = Odds(rules: rules)
        let oneIn =
            odds.outcomeCount % odds.winningOutcomes == 0
            ? number(odds.outcomeCount / odds.winningOutcomes)
            : decimal(Double(odds.outcomeCount) / Double(odds.winningOutcomes), places: 2)
        let chance = "\(oneIn) (\(percent(odds.hitFrequency)))"
        var lines: [(String, String)] = localized(
            english: [
                ("Rules", name(of: rules.id)), ("Chance to win", "1 in \(chance)"),
                ("Return to player", percent(odds.returnToPlayer)),
                ("House edge", percent(odds.houseEdge)),
            ],
            vietnamese: [
                ("Luật chơi", name(of: rules.id)), ("Khả năng thắng", "1 trên \(chance)"),
                ("Tỷ lệ hoàn trả", percent(odds.returnToPlayer)),
                ("Lợi thế nhà cái", percent(odds.houseEdge)),
            ])
        for bet in rules.betOptions {
            guard let length = odds.gameLength(bet: bet) else { continue }
            let (money, stake) = (number(rules.startingMoney), number(bet))
            if let spins = length.expectedSpins {
                let label = localized(
                    english: "Spins from \(money) at bet \(stake)",
                    vietnamese: "Số lượt quay từ \(money) khi cược \(stake)")
                lines.append((label, decimal(spins, places: 1)))
            } else {
                // A generous rule set may never end: say how likely the money runs out instead.
                let label = localized(
                    english: "Chance to go broke at bet \(stake)",
                    vietnamese: "Khả năng hết tiền khi cược \(stake)")
                lines.append((label, percent(length.ruinProbability)))
            }
        }
        return lines
    }
}
