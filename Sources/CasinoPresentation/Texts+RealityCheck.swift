import CasinoEngine

/// The reality check's words, the goodbye and the luck the odds expect: how long the player
/// played, for how much, against what odds. Public where the Apple app shows them.
extension Texts {
    /// The reality check panel's title.
    public var realityCheckTitle: String {
        localized(english: "REALITY CHECK", vietnamese: "NHẮC GIỜ CHƠI")
    }

    /// "Played 14 min:", "83 spins, net −620 coins.": the session so far, as the reality check
    /// shows it; in one line, the goodbye.
    public func played(elapsed: Double, spins: Int, net: Int) -> [String] {
        [
            localized(english: "Played", vietnamese: "Đã chơi") + " \(duration(elapsed)):",
            "\(self.spins(spins)), \(netCoins(net)).",
        ]
    }

    /// The line a game ends with: "Played 14 min: 83 spins, net −620 coins."
    package func goodbye(elapsed: Double, spins: Int, net: Int) -> String {
        played(elapsed: elapsed, spins: spins, net: net).joined(separator: " ")
    }

    /// Plain mode's reality check, said before its next answer.
    package func realityCheckSentence(elapsed: Double, spins: Int, net: Int) -> String {
        Self.sentenceCase(realityCheckTitle.lowercased()) + ". "
            + goodbye(elapsed: elapsed, spins: spins, net: net)
    }

    /// The button that answers the check and plays on.
    public var playOn: String { localized(english: "PLAY ON", vietnamese: "CHƠI TIẾP") }

    /// The words of a panel drawn as the spec's Game Over: its own, or the reality check's,
    /// which stops play until it is answered as Game Over does, where q quits.
    package func modal(_ scene: Screen) -> (title: String, lines: [String], button: String) {
        guard scene.panel?.panel == .realityCheck else {
            return (gameOverTitle, gameOverMessage, newGame)
        }
        let question = localized(
            english: "Play on, or press q to quit?", vietnamese: "Chơi tiếp, hay nhấn q để thoát?")
        let lines = played(
            elapsed: scene.sessionElapsed, spins: scene.sessionSpins, net: scene.sessionNet)
        return (realityCheckTitle, lines + [question], playOn)
    }

    /// A session's net: "net −620 coins"; in Vietnamese in words, so a screen reader says it
    /// ("lỗ 620 xu", "lãi 40 xu", "hòa vốn").
    package func netCoins(_ net: Int) -> String {
        switch language {
        case .english: "net \(signed(net)) coin\(net.magnitude == 1 ? "" : "s")"
        case .vietnamese:
            net == 0 ? "hòa vốn" : "\(net < 0 ? "lỗ" : "lãi") \(coinCount(Int(net.magnitude)))"
        }
    }

    /// The Info sheet's row for the check's setting, with the key that changes it.
    public func realityCheckRow(minutes: Int?) -> (label: String, value: String) {
        let off = localized(english: "off", vietnamese: "tắt")
        let value = minutes.map { duration(Double($0) * 60) } ?? off
        return (localized(english: "Reality check (c)", vietnamese: "Nhắc giờ chơi (c)"), value)
    }

    /// "12 wins; the odds expect 11.8": the wins against what the exact odds of the rules
    /// played expect for these spins (``Statistics/expectedWins(current:)``).
    package func winsAgainstOdds(_ statistics: Statistics, rules: Rules) -> String {
        // Two digits that mean something however few the spins: 11.8, 0.21, 0.007.
        let expected = statistics.expectedWins(current: rules)
        let digits = decimal(expected, places: expected >= 1 ? 1 : expected >= 0.1 ? 2 : 3)
        return localized(
            english: "\(wins(statistics.wins)); the odds expect \(digits)",
            vietnamese: "\(wins(statistics.wins)); theo xác suất là \(digits) lần")
    }
}
