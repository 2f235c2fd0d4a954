import CasinoEngine
import CasinoPresentation
import Foundation

/// Makes the engine draw chosen outcomes, in order.
struct ScriptedGenerator: RandomNumberGenerator {
    var outcomes: [Int]

    mutating func next() -> UInt64 {
        let outcome = outcomes.isEmpty ? 0 : outcomes.removeFirst()
        return UInt64((Double(outcome) + 0.5) / 1728 * 18_446_744_073_709_551_616.0)
    }
}

func outcome(_ stops: [Int]) -> Int { Rules.classic.outcome(forStops: stops) }

/// A controller with no saving and no sound, started at time 0.
func makeController(
    game: Game = Game(), outcomes: [Int] = [], settings: PlayerSettings = PlayerSettings()
) -> PlayController {
    PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(outcomes: outcomes),
        environment: .silent(), now: 0)
}
