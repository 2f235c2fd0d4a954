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

    /// No spins yet, every count zero: a new game's figures.
    public init() {}

    /// Whether every figure is one a game can reach (see ``Money/limit``).
    package var isReachable: Bool {
        [spins, wins, totalStaked, totalWon, biggestWin].allSatisfy(Money.isReachable)
    }

    /// Counts one spin; each figure holds at ``Money/limit`` rather than overflow.
    mutating func record(_ spin: SpinRecord) {
        spins = Money.adding(spins, 1)
        totalStaked = Money.adding(totalStaked, spin.bet)
        if spin.isWin {
            wins = Money.adding(wins, 1)
            totalWon = Money.adding(totalWon, Money.adding(spin.bet, spin.prize))
            biggestWin = max(biggestWin, spin.prize)
        }
    }
}
