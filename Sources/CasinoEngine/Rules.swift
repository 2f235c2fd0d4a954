/// Everything that makes one variant of the game: the reel strip, the bets, the starting
/// money and the win condition.
///
/// Odds, the simulator and the game all read the same value, so the figures the game prints
/// about itself are the figures of the game it plays.
///
/// Public: the Apple app's previews build games on ``classic``.
public struct Rules: Sendable, Hashable {
    /// The name a player types (`--rules classic`) and the save file stores.
    package var id: RuleSetID
    /// The reel strip: every reel draws uniformly from these symbols.
    package var symbols: [Symbol]
    package var reelCount: Int
    /// The bets the player may choose between, smallest first.
    package var betOptions: [Int]
    /// The bet a new game starts with, one of ``betOptions``.
    public var defaultBet: Int
    package var startingMoney: Int
    /// What the reels show before the first spin (the spec starts at icons 0, 1, 2).
    package var startingStops: [Int]
    package var winCondition: WinCondition
    /// A win adds this many times the bet; the stake is kept.
    package var prizeMultiplier: Int

    package init(
        id: RuleSetID, symbols: [Symbol], reelCount: Int, betOptions: [Int], defaultBet: Int,
        startingMoney: Int, startingStops: [Int], winCondition: WinCondition, prizeMultiplier: Int
    ) {
        precondition(!symbols.isEmpty && reelCount > 0, "a machine needs symbols and reels")
        precondition(startingStops.count == reelCount, "one starting stop per reel")
        precondition(betOptions.contains(defaultBet), "the default bet must be an option")
        self.id = id
        self.symbols = symbols
        self.reelCount = reelCount
        self.betOptions = betOptions.sorted()
        self.defaultBet = defaultBet
        self.startingMoney = startingMoney
        self.startingStops = startingStops
        self.winCondition = winCondition
        self.prizeMultiplier = prizeMultiplier
    }

    /// The spec's game: three equal symbols win ten times the bet.
    public static let classic = Rules(
        id: .classic, symbols: Symbol.allCases, reelCount: 3, betOptions: [10, 20], defaultBet: 10,
        startingMoney: 100, startingStops: [0, 1, 2], winCondition: .allReelsMatch,
        prizeMultiplier: 10)

    /// The first release of RMIT Casino: any two matching reels win.
    package static let easy: Rules = {
        var rules = Rules.classic
        rules.id = .easy
        rules.winCondition = .anyTwoReelsMatch
        return rules
    }()

    /// The rule set a name stands for.
    package static func named(_ id: RuleSetID) -> Rules {
        switch id {
        case .classic: .classic
        case .easy: .easy
        }
    }

    /// The smallest bet on offer: a player with less can no longer play.
    package var smallestBet: Int { betOptions[0] }

    /// Game over: the money no longer covers the smallest bet, so no spin is possible.
    package func isGameOver(coins: Int) -> Bool { coins < smallestBet }

    /// How many equally likely results one spin has: symbols to the power of reels.
    @usableFromInline package var outcomeCount: Int {
        (0..<reelCount).reduce(1) { product, _ in product * symbols.count }
    }

    /// The stops of each reel for one outcome, reel 0 first.
    ///
    /// Outcomes are numbered in base `symbols.count` with reel 0 as the lowest digit, so one
    /// uniform draw in `0..<outcomeCount` gives every reel an independent uniform stop.
    package func stops(forOutcome outcome: Int) -> [Int] {
        precondition((0..<outcomeCount).contains(outcome), "outcome out of range")
        var rest = outcome
        return (0..<reelCount).map { _ in
            defer { rest /= symbols.count }
            return rest % symbols.count
        }
    }

    /// The outcome number of a set of stops; the inverse of ``stops(forOutcome:)``.
    package func outcome(forStops stops: [Int]) -> Int {
        precondition(stops.count == reelCount, "one stop per reel")
        return stops.reversed().reduce(0) { $0 * symbols.count + $1 }
    }

    /// Whether `stops` could come from this machine: one stop per reel, each on the strip.
    func isValid(stops: [Int]) -> Bool {
        stops.count == reelCount && stops.allSatisfy { symbols.indices.contains($0) }
    }

    /// Whether these stops win under this rule set.
    package func isWin(_ stops: [Int]) -> Bool {
        winCondition.isMet(by: stops.map { symbols[$0] })
    }

    /// The coins a spin adds to the balance when it wins (the stake is kept), or 0.
    package func prize(for stops: [Int], bet: Int) -> Int {
        isWin(stops) ? prizeMultiplier * bet : 0
    }
}

/// The names of the rule sets we ship; a key of a JSON object in the save
/// (``Statistics/spinsByRules``).
package enum RuleSetID: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable {
    case classic
    case easy
}

/// When a set of symbols on the pay line wins.
package enum WinCondition: Sendable, Hashable {
    /// Every reel shows the same symbol (the spec).
    case allReelsMatch
    /// At least two reels show the same symbol (the first release).
    case anyTwoReelsMatch

    package func isMet(by symbols: [Symbol]) -> Bool {
        switch self {
        case .allReelsMatch:
            return symbols.allSatisfy { $0 == symbols.first }
        case .anyTwoReelsMatch:
            return Set(symbols).count < symbols.count
        }
    }
}
