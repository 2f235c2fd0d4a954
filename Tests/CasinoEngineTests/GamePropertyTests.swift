import CasinoEngine
import CasinoRandom
import Foundation
import Testing

/// Invariants that must hold after any sequence of actions, checked over 100 000 random
/// sequences from a fixed seed.
@Suite struct GamePropertyTests {
    static let sequences = 100_000

    @Test(arguments: [RuleSetID.classic, .easy])
    func invariantsHoldOverRandomActionSequences(_ id: RuleSetID) {
        var random = Xoshiro256StarStar(seed: 2026)
        let actions: [Action] = [
            .spinButtonTapped, .spinButtonTapped, .spinButtonTapped, .spinButtonTapped,
            .betSelected(10), .betSelected(20), .newGameButtonTapped, .resetConfirmed,
            .infoButtonTapped, .infoDismissed,
        ]
        var failures = 0
        for sequence in 0..<Self.sequences {
            // Every other game starts from any amount a save may hold (1–9 coins included).
            let startMoney = sequence.isMultiple(of: 2) ? nil : Int(random.uniform(below: 300))
            var game =
                startMoney.map { Game(rules: .named(id), coins: $0, bet: 10, highScore: 0) }
                ?? Game(rules: .named(id))
            var gameStartMoney = game.coins
            var gameStartWon = 0
            var gameStartStaked = 0
            var previousSpin: SpinRecord?
            let length = Int(random.uniform(below: 30)) + 1
            for step in 0..<length {
                let action = actions[Int(random.uniform(below: UInt64(actions.count)))]
                let highBefore = game.highScore
                let couldPlay = !game.isGameOver
                let time = WallTime(secondsSince1970: Double(sequence * 100 + step))
                let feedback = game.send(action, using: &random, at: time)

                var ok = game.coins >= 0
                // Game over exactly when no bet is affordable: never a game that cannot spin.
                ok = ok && game.isGameOver == (game.coins < game.rules.smallestBet)
                ok = ok && (game.isGameOver || game.bet <= game.coins)
                ok = ok && (action != .spinButtonTapped || !couldPlay || feedback.spin != nil)
                ok = ok && (game.highScore >= highBefore || action == .resetConfirmed)
                if action == .newGameButtonTapped || action == .resetConfirmed,
                    feedback.changedState
                {
                    gameStartMoney = game.coins
                    gameStartWon = game.statistics.totalWon
                    gameStartStaked = game.statistics.totalStaked
                    previousSpin = nil
                }
                ok = ok && (game.coins - gameStartMoney) % 10 == 0
                let won = game.statistics.totalWon - gameStartWon
                let staked = game.statistics.totalStaked - gameStartStaked
                ok = ok && gameStartMoney + won - staked == game.coins
                if let spin = feedback.spin {
                    ok = ok && spin.moneyBefore == (previousSpin?.moneyAfter ?? gameStartMoney)
                    ok = ok && spin.moneyAfter == game.coins && game.history.last == spin
                    previousSpin = spin
                }
                if !ok {
                    failures += 1
                    Issue.record(
                        "sequence \(sequence) step \(step) after \(action): coins \(game.coins), bet \(game.bet)"
                    )
                    break
                }
            }
            if failures > 3 { break }
        }
        #expect(failures == 0)
    }
}
