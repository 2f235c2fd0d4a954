import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import Foundation
import TestSupport

func outcome(_ stops: [Int]) -> Int { Rules.classic.outcome(forStops: stops) }

/// A controller with no saving and no sound, started at time 0.
func makeController(
    game: Game = Game(), outcomes: [Int] = [], settings: Preferences = Preferences()
) -> PlayController {
    PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(outcomes: outcomes),
        environment: .silent(), now: 0)
}
