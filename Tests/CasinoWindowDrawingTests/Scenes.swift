import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import Foundation

/// Hand-built scenes for the golden images and the drawing tests.
enum Scenes {
    static let rules = Rules.named(.classic)
    /// A fixed wall clock for the history's times, shown in UTC.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    /// The classic game with bets of 5 and 25, which no shipped rule set has (TestSupport's
    /// `Rules.fiveAndTwentyFive`, which this target does not link).
    static let fiveAndTwentyFive = Rules(
        id: rules.id, symbols: rules.symbols, reelCount: rules.reelCount, betOptions: [5, 25],
        defaultBet: 5, startingMoney: rules.startingMoney, startingStops: rules.startingStops,
        winCondition: rules.winCondition, prizeMultiplier: rules.prizeMultiplier)

    static func main(
        coins: Int = 100, highScore: Int = 250, bet: Int = 10, rules: Rules = Scenes.rules
    ) -> Screen {
        Screen(
            playing: rules, reels: [0, 1, 2].map { ReelFrame(stop: $0) }, coins: coins,
            highScore: highScore, bet: bet, sessionElapsed: 125)
    }

    /// `elapsed` seconds into the spec's spin from apple, bar, cherry to three diamonds.
    static func spin(at elapsed: Double) -> Screen {
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

    static func gameOver() -> Screen {
        var scene = main(coins: 0, highScore: 250)
        scene.reels = [3, 7, 9].map { ReelFrame(stop: $0) }
        scene.panel = PanelFrame(panel: .gameOver, presence: 1)
        return scene
    }

    static func info(presence: Double) -> Screen {
        var scene = main()
        scene.panel = PanelFrame(panel: .info, presence: presence)
        return scene
    }

    static func history() -> Screen {
        var scene = main(coins: 180, highScore: 250)
        var money = 100
        scene.history = (0..<10).map { index in
            let win = index == 6
            let stops = win ? [5, 5, 5] : [index % 12, (index * 5 + 1) % 12, (index * 7 + 2) % 12]
            let before = money
            money += win ? 100 : -10
            return SpinRecord(
                time: WallTime(start.addingTimeInterval(Double(index) * 7)), bet: 10, stops: stops,
                prize: win ? 100 : 0, moneyBefore: before, moneyAfter: money,
                isNewHighScore: false)
        }
        scene.coins = money
        scene.statistics = Statistics(
            spins: 24, wins: 1, totalStaked: 240, totalWon: 110, biggestWin: 100)
        scene.panel = PanelFrame(panel: .history, presence: 1)
        return scene
    }

    static func resetConfirm() -> Screen {
        var scene = main()
        scene.panel = PanelFrame(panel: .resetConfirm, presence: 1)
        return scene
    }
}
