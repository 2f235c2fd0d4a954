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

extension Rules {
    /// The classic game with a third bet of 50, the first change a newcomer was asked to
    /// make: a front end must draw every bet the rules give, or refuse them, never leave one
    /// out.
    package static let threeBets = Rules(
        id: classic.id, symbols: classic.symbols, reelCount: classic.reelCount,
        betOptions: [10, 20, 50], defaultBet: 10, startingMoney: classic.startingMoney,
        startingStops: classic.startingStops, winCondition: classic.winCondition,
        prizeMultiplier: classic.prizeMultiplier)
}
