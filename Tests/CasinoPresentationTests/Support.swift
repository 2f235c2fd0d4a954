import CasinoEngine
import CasinoPresentation
import Foundation

/// A generator that makes the engine draw chosen outcomes, in order, so a test can ask for a
/// win or a loss without searching for a seed.
struct ScriptedGenerator: RandomNumberGenerator {
    var outcomes: [Int]
    var outcomeCount = Rules.classic.outcomeCount

    /// A word that the engine's multiply-shift mapping turns into `outcome`.
    mutating func next() -> UInt64 {
        let outcome = outcomes.isEmpty ? 0 : outcomes.removeFirst()
        return UInt64((Double(outcome) + 0.5) / Double(outcomeCount) * 18_446_744_073_709_551_616.0)
    }
}

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

    struct SaveFailure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    var environment: PlayEnvironment {
        PlayEnvironment(
            save: { game, settings in
                if self.failSaves { throw SaveFailure() }
                self.events.append(
                    .saved(
                        coins: game.coins, highScore: game.highScore, bet: game.bet,
                        muted: settings.muted, reducedMotion: settings.reducedMotion))
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
    game: Game = Game(), outcomes: [Int] = [], settings: PlayerSettings = PlayerSettings(),
    recorder: Recorder = Recorder(), notice: String? = nil
) -> PlayController {
    PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(outcomes: outcomes),
        environment: recorder.environment, now: 0, notice: notice)
}
