import CasinoEngine

/// One step of `save-torture`'s loop; the crash tests replay a seed through it too.
package enum TortureStep {
    package static func advance(
        _ game: inout Game, using generator: inout some RandomNumberGenerator
    ) {
        let time = WallTime(secondsSince1970: Double(game.statistics.spins))
        if game.isGameOver {
            _ = game.send(.newGameButtonTapped, using: &generator, at: time)
        }
        _ = game.send(.spinButtonTapped, using: &generator, at: time)
    }
}
