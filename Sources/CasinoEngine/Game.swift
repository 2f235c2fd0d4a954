/// The whole state of a game and its rules: a value with no clock, no I/O and no randomness
/// of its own, so any sequence of actions can be replayed exactly from a seed.
///
/// Public: the Apple app's previews start the model on a game of their own.
public struct Game: Sendable, Hashable {
    /// How many spins the history keeps (the save file's "last 10 spins").
    package static let historyLimit = 10

    package private(set) var rules: Rules
    package private(set) var coins: Int
    package private(set) var bet: Int
    /// The most money this player has held: NEW GAME keeps it, only a Reset clears it.
    public private(set) var highScore = 0
    /// What the reels show now, reel 0 first.
    package private(set) var stops: [Int]
    package private(set) var statistics = Statistics()
    /// The most recent spins, oldest first, at most ``historyLimit``.
    package private(set) var history: [SpinRecord] = []
    /// How many times the player has reset money and high score. A save file compares it
    /// with the file on disk, so a Reset may lower the high score while a stale second game
    /// may not.
    package private(set) var resetCount = 0

    /// Game over: the money cannot cover the smallest bet (the spec's "coins ≤ 0", for bets
    /// that do not divide the money too), so NEW GAME is the only way on.
    package var isGameOver: Bool { rules.isGameOver(coins: coins) }

    /// A fresh game: starting money, default bet, high score 0.
    public init(rules: Rules = .classic) {
        self.rules = rules
        coins = rules.startingMoney
        bet = rules.defaultBet
        stops = rules.startingStops
    }

    /// A game restored from saved values. Values no game could reach are repaired rather than
    /// trusted: money, high score and reset count are brought into `0...Money.limit`, an
    /// unknown bet becomes the default bet, a bet the
    /// money does not cover becomes the largest affordable option, bad stops become the
    /// starting stops, and history entries with bad stops are dropped (front ends index the
    /// symbols with them).
    public init(
        rules: Rules, coins: Int, bet: Int, highScore: Int, stops: [Int]? = nil,
        statistics: Statistics = Statistics(), history: [SpinRecord] = [], resetCount: Int = 0
    ) {
        self.init(rules: rules)
        self.coins = Money.clamped(coins)
        self.highScore = Money.clamped(highScore)
        self.bet = rules.betOptions.contains(bet) ? bet : rules.defaultBet
        if let stops, rules.isValid(stops: stops) {
            self.stops = stops
        }
        self.statistics = statistics
        self.history = Array(
            history.filter { rules.isValid(stops: $0.stops) }.suffix(Self.historyLimit))
        self.resetCount = Money.clamped(resetCount)
        if let affordable = affordableBet(), affordable < self.bet { self.bet = affordable }
    }

    /// Plays the rules of the game for one action.
    ///
    /// A spin is decided and committed here, in one step: the front end saves the new state
    /// and only then animates towards a result that already happened.
    package mutating func send(
        _ action: Action, using generator: inout some RandomNumberGenerator, at now: WallTime
    ) -> Feedback {
        switch action {
        case .spinButtonTapped:
            return spin(using: &generator, at: now)
        case .betSelected(let amount):
            return selectBet(amount)
        case .newGameButtonTapped:
            guard isGameOver else { return .ignored }
            coins = rules.startingMoney
            return Feedback(cues: [.stopMusic, .play(.ringUp)], changedState: true)
        case .resetConfirmed:
            let wasOver = isGameOver
            coins = rules.startingMoney
            highScore = 0
            bet = rules.defaultBet
            resetCount = Money.adding(resetCount, 1)
            let cues: [Cue] = wasOver ? [.stopMusic, .play(.ringUp)] : [.play(.ringUp)]
            return Feedback(cues: cues, changedState: true)
        case .infoButtonTapped:
            return Feedback(cues: [.play(.drumMusic)])
        case .infoDismissed:
            return Feedback(cues: [.stopMusic])
        }
    }

    /// Changes the rule set, keeping the player's money and high score.
    package mutating func switchRules(to newRules: Rules) {
        self = Game(
            rules: newRules, coins: coins, bet: bet, highScore: highScore, stops: stops,
            statistics: statistics, history: history, resetCount: resetCount)
    }

    /// Takes a higher high score that another game running at the same time saved, so two
    /// windows on one save file never lower each other's record.
    package mutating func adoptHighScore(_ stored: Int) {
        highScore = max(highScore, Money.clamped(stored))
    }

    private mutating func spin(
        using generator: inout some RandomNumberGenerator, at now: WallTime
    ) -> Feedback {
        guard !isGameOver, bet <= coins else { return .ignored }
        let newStops = rules.stops(forOutcome: rules.drawOutcome(using: &generator))
        // At the limit a win pays what still fits: the record and the screen show that.
        let prize = min(rules.prize(for: newStops, bet: bet), Money.limit - coins)
        let before = coins
        let stake = bet
        var cues: [Cue] = [.play(.spin)]

        stops = newStops
        var isNewHighScore = false
        if rules.isWin(newStops) {
            coins += prize
            cues.append(.haptic(.success))
            if coins > highScore {
                highScore = coins
                isNewHighScore = true
                cues += [.play(.highscore), .haptic(.success)]
            } else {
                cues.append(.play(.winning))
            }
        } else {
            coins -= stake
            cues.append(.haptic(.error))
            if !isGameOver, let affordable = affordableBet(), affordable < stake {
                cues.append(.betLowered(from: stake, to: affordable))
                bet = affordable
            }
        }
        if isGameOver {
            cues += [.play(.gameover), .play(.drumMusic)]
        }

        let record = SpinRecord(
            time: now, bet: stake, stops: newStops, prize: prize, moneyBefore: before,
            moneyAfter: coins, isNewHighScore: isNewHighScore, isWin: rules.isWin(newStops))
        statistics.record(record, rules: rules.id)
        history.append(record)
        if history.count > Self.historyLimit { history.removeFirst() }
        return Feedback(cues: cues, spin: record, changedState: true)
    }

    private mutating func selectBet(_ amount: Int) -> Feedback {
        guard !isGameOver, rules.betOptions.contains(amount) else { return .ignored }
        guard amount <= coins else { return Feedback(cues: [.betUnaffordable(amount)]) }
        bet = amount
        return Feedback(cues: [.play(.betChip)], changedState: true)
    }

    /// The largest bet option the balance covers, if any.
    private func affordableBet() -> Int? {
        rules.betOptions.last { $0 <= coins }
    }
}
