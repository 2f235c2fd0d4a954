import CasinoEngine
import CasinoLab
import CasinoRandom
import Foundation

/// `casino audit`: the reels' fairness, tested through the very code that plays the game.
enum AuditCommand {
    /// Spins replayed at each bet to show the bet cannot change the stops.
    static let betReplaySpins = 100_000

    static let command = Command(
        name: "audit",
        summary: "Test the reels' fairness, or dump spins for external test suites.",
        discussion: """
            Spins go through Game.send with the chosen generator (default: secure, the
            game's ChaCha20 keyed from the operating system), starting a new game whenever
            the money runs out.

            --dump-stops N writes one line per spin to standard output: the three reels'
            stops as numbers 0-11 separated by single spaces, reel 1 first, in the symbol
            order apple, bar, cherry, clover, diamond, grape, heart, horseshoe, lemon, melon,
            money, orange. (The outcome number is s1 + 12·s2 + 144·s3.)

            --stats N runs chi-square tests per reel, over all outcomes and on pairs of
            consecutive spins, a runs test on wins and losses, serial correlation at lags
            1-10, and contingency tests of the result against the previous result and the
            bet (chosen at random each spin); each with its p-value and verdict at 99 %.
            """,
        options: [
            .value("--stats", "N", help: "Run the statistical tests on N spins."),
            .value("--dump-stops", "N", help: "Write N spins' stops, one spin per line."),
            .value("--generator", "KIND", help: "secure (the game's, default) or fast."),
            .value("--seed", "S", help: "Seed the generator, so the audit repeats."),
            .value("--rules", "NAME", help: "Rule set: classic (default) or easy."),
            .flag("--json", help: "Print the --stats results as JSON."),
        ]
    ) { options, console in
        let rules = Rules.named(try options.choice("--rules", as: RuleSetID.self) ?? .classic)
        let kind = try options.choice("--generator", as: GeneratorKind.self) ?? .secure
        let seed = try options.uint64("--seed")
        let plan = GeneratorPlan(
            kind: kind, seed: kind == .fast ? seed ?? OperatingSystemEntropy.uint64() : seed)
        let dump = try options.int("--dump-stops", in: 1...1_000_000_000_000)
        let stats = try options.int("--stats", in: 2...1_000_000_000_000)
        switch (dump, stats) {
        case (let count?, nil):
            if options.flag("--json") { throw UsageError("--json applies to --stats only") }
            dumpStops(count, rules: rules, plan: plan, console: console)
        case (nil, let count?):
            try runStats(
                count, rules: rules, plan: plan, json: options.flag("--json"), console: console)
        default:
            throw UsageError("audit needs exactly one of --stats N and --dump-stops N")
        }
        return .success
    }

    static func dumpStops(_ count: Int, rules: Rules, plan: GeneratorPlan, console: Console) {
        let play = AuditPlay(rules: rules, plan: plan, varyBets: false)
        withProgress(total: count, console: console) { progress, waiting in
            _ = Parallel.run(threads: 1, whileWaiting: waiting) { _ in
                var buffer = ""
                buffer.reserveCapacity(1 << 17)
                play.play(spins: count, progress: progress) { spin in
                    buffer += spin.stops.map(String.init).joined(separator: " ")
                    buffer += "\n"
                    if buffer.utf8.count >= 1 << 16 {
                        console.writeOut(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                console.writeOut(buffer)
            }
        }
    }

    static func runStats(
        _ count: Int, rules: Rules, plan: GeneratorPlan, json: Bool, console: Console
    ) throws {
        let clock = ContinuousClock()
        let started = clock.now
        let play = AuditPlay(rules: rules, plan: plan, varyBets: true)
        let audit = withProgress(total: count, console: console) { progress, waiting in
            Parallel.run(threads: 1, whileWaiting: waiting) { _ in
                var audit = FairnessAudit(rules: rules)
                play.play(spins: count, progress: progress) { spin in
                    audit.record(stops: spin.stops, bet: spin.bet, isWin: spin.isWin)
                }
                return audit
            }[0]
        }
        let replaySpins = min(count, betReplaySpins)
        let identical = play.stopsIgnoreTheBet(spins: replaySpins)
        let report = AuditReport(
            audit: audit, plan: plan, betReplaySpins: replaySpins, betReplayIdentical: identical,
            seconds: started.duration(to: clock.now).seconds)
        console.print(json ? try report.json() : report.text())
    }
}
