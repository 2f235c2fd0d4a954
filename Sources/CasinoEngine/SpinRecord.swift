/// One committed spin, as the history screen and the save file remember it.
///
/// Its `Codable` conformance is CasinoPersistence's, which writes ``time`` as a `Date`.
///
/// Public only as a type: ``Game``'s public initializer takes a history of them; its members stay
/// in the package.
public struct SpinRecord: Sendable, Hashable {
    package var time: WallTime
    package var bet: Int
    /// Each reel's stop, reel 0 first; an index into ``Rules/symbols``.
    package var stops: [Int]
    /// Coins the spin added (the stake is kept on a win); 0 for a loss.
    package var prize: Int
    package var moneyBefore: Int
    package var moneyAfter: Int
    package var isNewHighScore: Bool
    /// The reels matched. Usually the same as a prize above 0, but a win at ``Money/limit``
    /// pays only what still fits, which may be nothing: the stake is kept all the same.
    package var isWin: Bool

    /// Whether every amount is one a game can reach (see ``Money/limit``).
    package var isReachable: Bool {
        [bet, prize, moneyBefore, moneyAfter].allSatisfy(Money.isReachable)
    }

    package init(
        time: WallTime, bet: Int, stops: [Int], prize: Int, moneyBefore: Int, moneyAfter: Int,
        isNewHighScore: Bool, isWin: Bool? = nil
    ) {
        self.time = time
        self.bet = bet
        self.stops = stops
        self.prize = prize
        self.moneyBefore = moneyBefore
        self.moneyAfter = moneyAfter
        self.isNewHighScore = isNewHighScore
        self.isWin = isWin ?? (prize > 0)
    }
}

/// What the player has done over the life of the save file (Reset keeps it).
///
/// `totalStaked` counts every bet placed and `totalWon` everything paid back (a win returns
/// the stake plus the prize), so return-to-player is `totalWon / totalStaked`.
///
/// Public only as a type and its empty initializer: ``Game``'s public initializer takes figures and
/// defaults to new ones.
public struct Statistics: Sendable, Hashable, Codable {
    package var spins = 0
    package var wins = 0
    package var totalStaked = 0
    package var totalWon = 0
    package var biggestWin = 0
    /// The spins under each rule set, for the wins the odds expect (``expectedWins(current:)``);
    /// nil in a save from before it was kept.
    package var spinsByRules: [RuleSetID: Int]? = nil

    /// No spins yet, every count zero: a new game's figures.
    public init() {}

    /// Whether every figure is one a game can reach (see ``Money/limit``).
    package var isReachable: Bool {
        ([spins, wins, totalStaked, totalWon, biggestWin] + (spinsByRules ?? [:]).values)
            .allSatisfy(Money.isReachable)
    }

    /// Counts one spin under `rules`; each figure holds at ``Money/limit`` rather than overflow.
    mutating func record(_ spin: SpinRecord, rules: RuleSetID) {
        spins = Money.adding(spins, 1)
        spinsByRules = (spinsByRules ?? [:]).merging([rules: 1], uniquingKeysWith: Money.adding)
        totalStaked = Money.adding(totalStaked, spin.bet)
        if spin.isWin {
            wins = Money.adding(wins, 1)
            totalWon = Money.adding(totalWon, Money.adding(spin.bet, spin.prize))
            biggestWin = max(biggestWin, spin.prize)
        }
    }
}

extension Statistics {
    /// The wins the exact odds expect for these spins: each rule set's spins times its chance
    /// of a win, which no bet changes. Spins counted before the save kept its rule sets count
    /// under `current`, the rules in force.
    package func expectedWins(current: Rules) -> Double {
        var counts = spinsByRules ?? [:]
        counts[current.id, default: 0] += max(0, spins - counts.values.reduce(0, +))
        return counts.reduce(0) { sum, entry in
            let odds = Odds(rules: entry.key == current.id ? current : .named(entry.key))
            return sum + Double(entry.value * odds.winningOutcomes) / Double(odds.outcomeCount)
        }
    }
}
