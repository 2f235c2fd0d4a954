import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import Foundation
import TestSupport

/// An outcome number whose reels show these stops.
func outcome(_ stops: [Int], rules: Rules = .classic) -> Int {
    rules.outcome(forStops: stops)
}

/// Everything the controller did to the outside world, in order.
final class Recorder {
    enum Event: Equatable {
        case saved(coins: Int, highScore: Int, bet: Int, muted: Bool, reducedMotion: Bool)
        case cues([Cue])
        case muted(Bool)
    }

    var events: [Event] = []
    var failSaves = false
    /// A high score another game saved meanwhile, which the save reports back.
    var highScoreOnDisk = 0

    struct SaveFailure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    var environment: PlayEnvironment {
        PlayEnvironment(
            save: { data in
                if self.failSaves { throw SaveFailure() }
                self.events.append(
                    .saved(
                        coins: data.game.coins, highScore: data.game.highScore,
                        bet: data.game.bet, muted: data.settings.muted,
                        reducedMotion: data.settings.reducedMotion))
                return max(data.game.highScore, self.highScoreOnDisk)
            },
            perform: { cues in self.events.append(.cues(cues)) },
            setMuted: { muted in self.events.append(.muted(muted)) },
            date: { Date(timeIntervalSince1970: 1_767_225_600) })
    }

    var cues: [[Cue]] {
        events.compactMap {
            if case .cues(let cues) = $0 { return cues }
            return nil
        }
    }
}

/// A controller at time 0 over a game, drawing the scripted outcomes.
func makeController(
    game: Game = Game(), outcomes: [Int] = [], settings: Preferences = Preferences(),
    recorder: Recorder = Recorder(), notice: String? = nil
) -> PlayController {
    PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(outcomes: outcomes),
        environment: recorder.environment, now: 0, notice: notice)
}
