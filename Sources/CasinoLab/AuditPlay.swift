import CasinoEngine
import CasinoRandom

/// Spins played through the engine exactly as the player's game plays them: `Game.send`
/// with the chosen generator, New Game whenever the money runs out. The audit's numbers are
/// therefore about the code path that decides real spins, not about a copy of it.
package struct AuditPlay: Sendable {
    package let rules: Rules
    package let plan: GeneratorPlan
    /// When true, each spin's bet is picked at random among the rules' options (by a
    /// separate generator, so the audited stream is untouched), to test that the outcome
    /// does not depend on the bet.
    package let varyBets: Bool

    package init(rules: Rules, plan: GeneratorPlan, varyBets: Bool) {
        self.rules = rules
        self.plan = plan
        self.varyBets = varyBets
    }

    /// Plays `spins` spins and hands each committed spin to `visit`, in order; an error
    /// thrown by `visit` (output that cannot be written) ends the play and is rethrown.
    package func play<Failure: Error>(
        spins: Int, progress: ProgressCounter? = nil,
        _ visit: @escaping (SpinRecord) throws(Failure) -> Void
    ) throws(Failure) {
        // The bet chooser is seeded apart from the audited generator: from the complement of
        // the seed when there is one (so runs repeat), otherwise from the operating system.
        let betSeed = plan.seed.map { ~$0 } ?? GeneratorPlan.drawSeed()
        var work = Work(
            play: self, spins: spins, betChooser: Xoshiro256StarStar(seed: betSeed),
            progress: progress, visit: visit)
        try plan.forEachUnit(CollectionOfOne(0), &work)
    }

    struct Work<Failure: Error>: UnitWork {
        let play: AuditPlay
        let spins: Int
        var betChooser: Xoshiro256StarStar
        let progress: ProgressCounter?
        let visit: (SpinRecord) throws(Failure) -> Void

        mutating func run<Generator: RandomNumberGenerator>(
            unit: Int, generator: inout Generator
        ) throws(Failure) {
            let options = play.rules.betOptions
            var game = Game(rules: play.rules)
            var sinceReport = 0
            defer { progress?.add(sinceReport) }
            for _ in 0..<spins {
                let bet =
                    play.varyBets
                    ? options[Int(betChooser.uniform(below: UInt64(options.count)))] : nil
                try visit(AuditPlay.spin(&game, at: bet, using: &generator))
                sinceReport += 1
                if sinceReport == 1 << 14 {
                    progress?.add(sinceReport)
                    sinceReport = 0
                }
            }
        }
    }

    /// One spin as the player plays it: New Game if the money has run out, then `bet` if it is
    /// not the game's bet already, then Spin.
    static func spin(
        _ game: inout Game, at bet: Int?, using generator: inout some RandomNumberGenerator
    ) -> SpinRecord {
        let now = WallTime(secondsSince1970: 0)
        if game.isGameOver { _ = game.send(.newGameButtonTapped, using: &generator, at: now) }
        if let bet, bet != game.bet { _ = game.send(.betSelected(bet), using: &generator, at: now) }
        guard let spin = game.send(.spinButtonTapped, using: &generator, at: now).spin else {
            preconditionFailure("a game with money always spins")
        }
        return spin
    }

    /// Plays the same generator words once at every bet option held throughout, and reports
    /// whether every spin's stops came out the same: an exact demonstration that the bet
    /// cannot influence the reels.
    ///
    /// The words are recorded at the first bet and played back at the others, rather than
    /// replayed from a copy of the generator: a copy of the system generator draws afresh.
    package func stopsIgnoreTheBet(spins: Int) -> Bool {
        var work = ReplayWork(rules: rules, spins: spins)
        plan.forEachUnit(CollectionOfOne(0), &work)
        return work.identical
    }

    struct ReplayWork: UnitWork {
        let rules: Rules
        let spins: Int
        var identical = false

        mutating func run<Generator: RandomNumberGenerator>(
            unit: Int, generator: inout Generator
        ) {
            var recorder = RecordingGenerator(base: generator)
            let first = outcomes(bet: rules.betOptions[0], using: &recorder)
            identical = rules.betOptions.dropFirst().allSatisfy { bet in
                var playback = PlaybackGenerator(words: recorder.words)
                return outcomes(bet: bet, using: &playback) == first && !playback.ranOut
            }
        }

        /// The outcome of each of `spins` spins at `bet`, a new game whenever the money runs out.
        func outcomes(bet: Int, using generator: inout some RandomNumberGenerator) -> [Int] {
            var game = Game(rules: rules)
            return (0..<spins).map { _ in
                rules.outcome(forStops: AuditPlay.spin(&game, at: bet, using: &generator).stops)
            }
        }
    }
}

/// Keeps every word it hands on, so another bet can be played with exactly the same words.
struct RecordingGenerator<Base: RandomNumberGenerator>: RandomNumberGenerator {
    var base: Base
    var words: [UInt64] = []

    mutating func next() -> UInt64 {
        let word = base.next()
        words.append(word)
        return word
    }
}

/// Hands back recorded words. A bet that needs more words than the first one drew has
/// changed how the reels are drawn, which `ranOut` reports; it then gets arbitrary words
/// (not zeros, which a rejection loop could refuse for ever) so the replay still ends.
struct PlaybackGenerator: RandomNumberGenerator {
    let words: [UInt64]
    var index = 0
    var ranOut = false
    var beyond = SplitMix64(seed: 0)

    mutating func next() -> UInt64 {
        guard index < words.count else {
            ranOut = true
            return beyond.next()
        }
        defer { index += 1 }
        return words[index]
    }
}
