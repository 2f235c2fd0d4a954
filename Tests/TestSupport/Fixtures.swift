import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import Foundation

// The games, controllers and screens the tests of every front end start from, kept once:
// the presentation, terminal and window drawing tests all build on these.

/// An outcome number whose reels show these stops.
package func outcome(_ stops: [Int], rules: Rules = .classic) -> Int {
    rules.outcome(forStops: stops)
}

/// Everything a controller did to the outside world, in order. Its save reports the high
/// score back as a real save does (or a higher one another game saved meanwhile), and its
/// clock is fixed, as ``PlayEnvironment/silent(date:)``'s is, so frames never change by day.
package final class Recorder {
    package enum Event: Equatable {
        case saved(coins: Int, highScore: Int, bet: Int, muted: Bool, reducedMotion: Bool)
        case cues([Cue])
        case muted(Bool)
    }

    package var events: [Event] = []
    package var failSaves = false
    /// A high score another game saved meanwhile, which the save reports back.
    package var highScoreOnDisk = 0

    package init() {}

    package struct SaveFailure: Error, CustomStringConvertible {
        package var description: String { "disk full" }
    }

    package var environment: PlayEnvironment {
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
            perform: { cues, _ in self.events.append(.cues(cues)) },
            setMuted: { muted in self.events.append(.muted(muted)) },
            date: { Date(timeIntervalSince1970: 1_767_225_600) })
    }

    package var cues: [[Cue]] {
        events.compactMap {
            if case .cues(let cues) = $0 { return cues }
            return nil
        }
    }
}

/// A controller at time 0 over a game, drawing the scripted outcomes; what it does to the
/// outside world goes to `recorder`.
package func makeController(
    game: Game = Game(), outcomes: [Int] = [], settings: Preferences = Preferences(),
    recorder: Recorder = Recorder(), notices: [Message] = [], language: Language = .english
) -> PlayController {
    PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(outcomes: outcomes),
        environment: recorder.environment, now: 0, notices: notices, language: language)
}

/// Hand-built screens, for the window's golden images and drawing tests.
package enum Scenes {
    package static let rules = Rules.named(.classic)
    /// A fixed wall clock for the history's times, shown in UTC.
    package static let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// The main screen at rest; `bet` is the rules' default unless given.
    package static func main(
        coins: Int = 100, highScore: Int = 250, bet: Int? = nil, rules: Rules = Scenes.rules
    ) -> Screen {
        Screen(
            playing: rules, reels: [0, 1, 2].map { ReelFrame(stop: $0) }, coins: coins,
            highScore: highScore, bet: bet ?? rules.defaultBet, sessionElapsed: 125)
    }

    /// `elapsed` seconds into the spec's spin from apple, bar, cherry to three diamonds.
    package static func spin(at elapsed: Double) -> Screen {
        var scene = main()
        scene.reels = zip([0, 1, 2], [4, 4, 4]).map {
            SpinTimeline.spec.frame(from: $0, to: $1, elapsed: elapsed)
        }
        scene.isSpinning = elapsed < SpinTimeline.spec.duration
        if !scene.isSpinning {
            scene.coins = 190
            scene.outcome = .win(prize: 100)
            scene.pulse = PulseFrame(kind: .win, strength: 0.8)
        }
        return scene
    }

    package static func gameOver() -> Screen {
        var scene = main(coins: 0, highScore: 250)
        scene.reels = [3, 7, 9].map { ReelFrame(stop: $0) }
        scene.panel = PanelFrame(panel: .gameOver, presence: 1)
        return scene
    }

    package static func info(presence: Double) -> Screen {
        var scene = main()
        scene.panel = PanelFrame(panel: .info, presence: presence)
        return scene
    }

    package static func history() -> Screen {
        var scene = main(coins: 180, highScore: 250)
        var money = 100
        scene.history = (0..<10).map { index in
            let win = index == 6
            let stops = win ? [5, 5, 5] : [index % 12, (index * 5 + 1) % 12, (index * 7 + 2) % 12]
            let before = money
            money += win ? 100 : -10
            return SpinRecord(
                time: WallTime(start.addingTimeInterval(Double(index) * 7)), bet: 10,
                stops: stops,
                prize: win ? 100 : 0, moneyBefore: before, moneyAfter: money,
                isNewHighScore: false)
        }
        scene.coins = money
        scene.statistics = Statistics(
            spins: 24, wins: 1, totalStaked: 240, totalWon: 110, biggestWin: 100)
        scene.panel = PanelFrame(panel: .history, presence: 1)
        return scene
    }

    package static func resetConfirm() -> Screen {
        var scene = main()
        scene.panel = PanelFrame(panel: .resetConfirm, presence: 1)
        return scene
    }
}
