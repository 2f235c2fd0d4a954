import CasinoEngine

extension Rules {
    /// The classic game with bets of 5 and 25, which no shipped rule set has: a front end that
    /// shows or chooses 10 and 20 from anywhere but the rules fails with it.
    package static let fiveAndTwentyFive = Rules(
        id: classic.id, symbols: classic.symbols, reelCount: classic.reelCount,
        betOptions: [5, 25], defaultBet: 5, startingMoney: classic.startingMoney,
        startingStops: classic.startingStops, winCondition: classic.winCondition,
        prizeMultiplier: classic.prizeMultiplier)
}
