import CasinoEngine
import CasinoRandom
import Testing

@testable import CasinoLab

/// The audit of the generator every player's game draws from, through `Game.send`.
struct SystemAuditTests {
    /// The system generator cannot be seeded, so each run audits new spins; at 10⁻¹² for each
    /// of the 22 p-values a fair generator fails once in more than 4·10¹⁰ runs. 200,000 spins
    /// make every test valid: the sparsest table, a win after a win, expects 9.6 spins.
    @Test func theSystemGeneratorPassesEveryAuditTest() {
        let play = AuditPlay(
            rules: .classic, plan: GeneratorPlan(kind: .system, seed: nil), varyBets: true)
        var audit = FairnessAudit(rules: .classic)
        play.play(spins: 200_000) { spin in
            audit.record(stops: spin.stops, bet: spin.bet, isWin: spin.isWin)
        }
        let results = audit.results()
        #expect(results.count == 22)
        for result in results {
            #expect(result.isValid && result.pValue > 1e-12, "\(result.name): \(result.pValue)")
        }
    }

    /// A copy of the system generator draws afresh, so the bet replay records the words
    /// and plays them back: it still finds the stops identical at every bet.
    @Test(arguments: [GeneratorPlan(kind: .system, seed: nil), GeneratorPlan(kind: .fast, seed: 6)])
    func theBetReplayPlaysTheSameWordsAtEveryBet(plan: GeneratorPlan) {
        let play = AuditPlay(rules: .classic, plan: plan, varyBets: false)
        #expect(play.stopsIgnoreTheBet(spins: 5_000))
    }

    /// A bet that drew more words than the first would have changed the reels: the playback
    /// says so, and goes on with words a rejection loop accepts rather than zeros.
    @Test func playbackReportsRunningOut() {
        var recorder = RecordingGenerator(base: Xoshiro256StarStar(seed: 4))
        let recorded = (0..<3).map { _ in recorder.next() }
        #expect(recorder.words == recorded)
        var playback = PlaybackGenerator(words: recorder.words)
        #expect((0..<3).map { _ in playback.next() } == recorded && !playback.ranOut)
        #expect(playback.next() != 0 && playback.ranOut)
    }
}
