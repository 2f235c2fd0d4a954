import Foundation

/// One committed spin, as the history screen and the save file remember it.
public struct SpinRecord: Sendable, Hashable, Codable {
    public var time: Date
    public var bet: Int
    /// Each reel's stop, reel 0 first; an index into ``Rules/symbols``.
    public var stops: [Int]
    /// Coins the spin added (the stake is kept on a win); 0 for a loss.
    public var prize: Int
    public var moneyBefore: Int
    public var moneyAfter: Int
    public var isNewHighScore: Bool

    public var isWin: Bool { prize > 0 }

    public init(
        time: Date, bet: Int, stops: [Int], prize: Int, moneyBefore: Int, moneyAfter: Int,
        isNewHighScore: Bool
    ) {
        self.time = time
        self.bet = bet
        self.stops = stops
        self.prize = prize
        self.moneyBefore = moneyBefore
        self.moneyAfter = moneyAfter
        self.isNewHighScore = isNewHighScore
    }
}

/// What the player has done over the life of the save file (Reset keeps it).
///
/// `totalStaked` counts every bet placed and `totalWon` everything paid back (a win returns
/// the stake plus the prize), so return-to-player is `totalWon / totalStaked`.
public struct Statistics: Sendable, Hashable, Codable {
    public var spins = 0
    public var wins = 0
    public var totalStaked = 0
    public var totalWon = 0
    public var biggestWin = 0

    public init() {}

    public init(spins: Int, wins: Int, totalStaked: Int, totalWon: Int, biggestWin: Int) {
        self.spins = spins
        self.wins = wins
        self.totalStaked = totalStaked
        self.totalWon = totalWon
        self.biggestWin = biggestWin
    }

    mutating func record(_ spin: SpinRecord) {
        spins += 1
        totalStaked += spin.bet
        if spin.isWin {
            wins += 1
            totalWon += spin.bet + spin.prize
            biggestWin = max(biggestWin, spin.prize)
        }
    }
}
