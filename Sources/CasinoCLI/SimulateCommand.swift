import CasinoEngine
import CasinoLab
import CasinoSystem

/// `casino simulate`: millions of spins or whole games with the engine's own rules, set
/// beside the exact odds, fast enough to run on every change of the rules.
enum SimulateCommand {
    static let spins = ValueOption("--spins", "N", help: "Spins to play at one bet.")
    static let sessions = ValueOption(
        "--sessions", "K", help: "Whole games to play, each to game over or the cap.")
    static let bet = ValueOption(
        "--bet", "COINS", help: "Bet: 10 (default) or 20.",
        choices: Rules.classic.betOptions.map(String.init))
    static let seed = ValueOption(
        "--seed", "S", help: "Seed for a repeatable run (default: a random one, shown).")
    static let threads = ValueOption(
        "--threads", "T", help: "Worker threads (default: one per processor).")
    static let generator = ValueOption(
        "--generator", "KIND",
        help: "fast (xoshiro256**, default) or system (the game's, from the OS).",
        choices: GeneratorKind.allCases.map(\.rawValue))
    static let json = FlagOption("--json", help: "Print the results as JSON.")

    static let command = Command(
        name: "simulate",
        summary: "Play many spins or whole games and compare them with the exact odds.",
        discussion: """
            Spins are drawn with the game's own rules and unbiased draw, cut into work units
            with their own random streams: the same seed gives the same figures on any
            number of threads. --sessions plays whole games from the starting money to game
            over (at most \(grouped(SessionSimulation.defaultSpinCap)) spins each), with the \
            bet dropping as in the game.
            """,
        options: [
            spins, sessions, LabSetup.rulesOption, bet, seed, threads, generator, json,
            ChartFile.svg,
        ]
    ) { options, console in
        let setup = try LabSetup(options)
        // 10¹⁴ spins (a day at full speed) keeps every 64-bit total, squares included, exact.
        let spins = try options.number(SimulateCommand.spins, in: 1...100_000_000_000_000)
        let sessions = try options.number(SimulateCommand.sessions, in: 1...1_000_000_000)
        guard spins != nil || sessions != nil else {
            throw UsageError("simulate needs --spins N, --sessions K or both")
        }
        let svg = try ChartFile.path(options)
        if svg != nil && sessions == nil {
            throw UsageError("--svg draws --sessions; add --sessions K")
        }
        let odds = Odds(rules: setup.rules)
        let spinSimulation = SpinSimulation(rules: setup.rules, bet: setup.bet, plan: setup.plan)
        let simulation = SessionSimulation(rules: setup.rules, bet: setup.bet, plan: setup.plan)
        let started = ContinuousClock.now
        let tally = spins.map { spins in
            withProgress(total: spins, console: console) { progress in
                spinSimulation.run(spins: spins, threads: setup.threads, progress: progress)
            }
        }
        let summary = sessions.map { sessions in
            withProgress(total: sessions, console: console) { progress in
                simulation.run(sessions: sessions, threads: setup.threads, progress: progress)
            }
        }
        let elapsed = ContinuousClock.now - started
        let report = SimulationReport(
            rules: setup.rules, bet: setup.bet, plan: setup.plan, threads: setup.threads,
            spins: tally.map { SimulationReport.Spins(tally: $0, bet: setup.bet, odds: odds) },
            sessions: summary.map {
                SimulationReport.Sessions(
                    summary: $0, spinCap: simulation.spinCap, bet: setup.bet, odds: odds)
            }, seconds: elapsed.seconds)
        try console.print(options.flag(SimulateCommand.json) ? try report.json() : report.text())
        guard let svg, let summary else { return .success }
        let charts = summary.charts(rules: setup.rules, bet: setup.bet, spinCap: simulation.spinCap)
        return console.writeFile(svg, Array(BarChart.document(charts).utf8))
    }
}

/// What `simulate`'s rules, bet, generator, seed and threads options ask for, checked, and
/// the lab commands' shared readings of them.
struct LabSetup {
    var rules: Rules
    var bet: Int
    var plan: GeneratorPlan
    var threads: Int

    init(_ options: ParsedOptions) throws(UsageError) {
        rules = try Self.rules(options)
        bet = try options.number(SimulateCommand.bet, oneOf: rules.betOptions) ?? rules.defaultBet
        plan = try Self.plan(
            options, generator: SimulateCommand.generator, seed: SimulateCommand.seed,
            defaultKind: .fast)
        threads =
            try options.number(SimulateCommand.threads, in: 1...1024) ?? Parallel.processorCount
    }

    /// `--rules`, one row for odds, simulate and audit alike.
    static let rulesOption = ValueOption(
        "--rules", "NAME", help: "Rule set: classic (default) or easy.",
        choices: RuleSetID.allCases.map(\.rawValue))

    /// The rule set `--rules` names: classic when it is not given.
    static func rules(_ options: ParsedOptions) throws(UsageError) -> Rules {
        Rules.named(try options.choice(rulesOption, as: RuleSetID.self) ?? .classic)
    }

    /// The generator `--generator` and `--seed` ask for. The fast generator always runs from
    /// a seed; one the user did not give is drawn and reported, so any run can be repeated.
    /// The system generator cannot be seeded, and a seed silently ignored would promise a
    /// repeat that never comes, so asking for one is an error.
    static func plan(
        _ options: ParsedOptions, generator: ValueOption, seed seedOption: ValueOption,
        defaultKind: GeneratorKind
    ) throws(UsageError) -> GeneratorPlan {
        let kind = try options.choice(generator, as: GeneratorKind.self) ?? defaultKind
        let seed = try options.number(seedOption, in: 0...UInt64.max)
        switch kind {
        case .fast:
            return GeneratorPlan(kind: .fast, seed: seed ?? GeneratorPlan.drawSeed())
        case .system:
            if seed != nil {
                throw UsageError(
                    "--seed needs --generator fast: the system generator cannot be seeded")
            }
            return GeneratorPlan(kind: .system, seed: nil)
        }
    }
}

/// Runs `body` with a progress counter. When standard error is a terminal, `body` runs on a
/// thread of its own while this one draws a bar there, once the run lasts longer than a
/// second; otherwise it simply runs here.
func withProgress<Result: Sendable>(
    total: Int, console: Console, _ body: @escaping @Sendable (ProgressCounter) -> Result
) -> Result {
    let counter = ProgressCounter(total: total)
    guard console.errorIsTerminal else { return body(counter) }
    let clock = ContinuousClock()
    var display = ProgressDisplay(counter: counter, started: clock.now, write: console.writeError)
    let result = Parallel.run(
        threads: 1, whileWaiting: { display.update(now: clock.now) }, { _ in body(counter) })[0]
    display.finish()
    return result
}
