import CasinoEngine
import CasinoLab
import CasinoSharedModels
import CasinoSystem

/// `casino audit`: the reels' fairness, tested through the very code that plays the game.
enum AuditCommand {
    /// Spins replayed at each bet to show the bet cannot change the stops.
    static let betReplaySpins = 100_000

    static let stats = ValueOption("--stats", "N", help: "Run the statistical tests on N spins.")
    static let dumpStops = ValueOption(
        "--dump-stops", "N", help: "Write N spins' stops, one spin per line.")
    static let raw = ValueOption(
        "--raw", "BYTES", help: "Write the generator's raw output (all: endless).")
    static let generator = ValueOption(
        "--generator", "KIND", help: "system (the game's, default) or fast.",
        choices: GeneratorKind.allCases.map(\.rawValue))
    static let seed = ValueOption(
        "--seed", "S", help: "Seed the fast generator, so the audit repeats.")
    static let json = FlagOption("--json", help: "Print the --stats results as JSON.")

    static let command = Command(
        name: "audit",
        summary: "Test the reels' fairness, or dump spins for external test suites.",
        discussion: """
            Spins go through Game.send with the chosen generator (default: system, the
            game's own, the operating system's generator), starting a new game whenever the
            money runs out. Only the fast generator (xoshiro256**) takes --seed.

            --dump-stops N writes one line per spin to standard output: the three reels'
            stops as numbers 0-11 separated by single spaces, reel 1 first, in the
            symbol order apple, bar, cherry, clover, diamond, grape, heart, horseshoe,
            lemon, melon, money, orange. (The outcome number is s1 + 12·s2 + 144·s3.)

            --stats N runs chi-square tests per reel, over all outcomes and on pairs of
            consecutive spins, a runs test on wins and losses, serial correlation at lags
            1-10, and contingency tests of the result against the previous result and the
            bet (chosen at random each spin); each with its p-value and verdict at 99 %.

            --raw BYTES writes the generator's own output to standard output, for outside
            batteries such as dieharder (casino audit --raw all | dieharder -g 200 -a): the
            64-bit words of the very generator the game draws from, 8 little-endian bytes
            each. BYTES is a count, or all (or 0) for a stream that ends without a word when
            its reader closes the pipe.
            """,
        options: [
            stats, dumpStops, raw, generator, seed, LabSetup.rulesOption, json, ChartFile.svg,
        ]
    ) { options, console in
        let rules = try LabSetup.rules(options)
        let plan = try LabSetup.plan(
            options, generator: AuditCommand.generator, seed: AuditCommand.seed,
            defaultKind: .system)
        let dump = try options.number(AuditCommand.dumpStops, in: 1...1_000_000_000_000)
        let stats = try options.number(AuditCommand.stats, in: 2...1_000_000_000_000)
        let raw = try rawByteCount(options)
        let json = options.flag(AuditCommand.json)
        if json && stats == nil { throw UsageError("--json applies to --stats only") }
        let svg = try ChartFile.path(options)
        if svg != nil && stats == nil { throw UsageError("--svg applies to --stats only") }
        switch (dump, stats, raw) {
        case (let count?, nil, nil):
            try dumpStops(count, rules: rules, plan: plan, console: console)
        case (nil, let count?, nil):
            return try runStats(
                count, rules: rules, plan: plan, json: json, svg: svg, console: console)
        case (nil, nil, let bytes?):
            // Like gzip: binary on a terminal is garbage and can leave it in a strange state.
            if console.outputIsTerminal {
                throw UsageError("--raw writes binary: send it to a pipe or a file")
            }
            // Endless, or cut short: ends when its reader closes the pipe (dieharder does once
            // it has enough), quietly, as every command does.
            try RawStream(plan: plan).write(bytes, to: console.writeOutBytes)
        default:
            throw UsageError("audit needs exactly one of --stats N, --dump-stops N and --raw BYTES")
        }
        return .success
    }

    static func dumpStops(
        _ count: Int, rules: Rules, plan: GeneratorPlan, console: Console
    ) throws(SystemFailure) {
        let play = AuditPlay(rules: rules, plan: plan, varyBets: false)
        let written = withProgress(total: count, console: console) { progress in
            Result { () throws(SystemFailure) in
                var buffer = ""
                buffer.reserveCapacity(1 << 17)
                try play.play(spins: count, progress: progress) { spin throws(SystemFailure) in
                    buffer += spin.stops.map(String.init).joined(separator: " ") + "\n"
                    if buffer.utf8.count >= 1 << 16 {
                        try console.writeOut(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
                try console.writeOut(buffer)
            }
        }
        try written.get()
    }

    /// `--raw`'s value: a byte count, or `all` (also 0) for an endless stream.
    static func rawByteCount(_ options: ParsedOptions) throws(UsageError) -> RawStream.Length? {
        try options.value(raw, expects: "a byte count from 0 to \(Int.max) or 'all'") { text in
            guard text != "all" else { return .endless }
            guard let count = ParsedOptions.wholeNumber(text, as: Int.self), count >= 0 else {
                return nil
            }
            return count == 0 ? .endless : .bytes(count)
        }
    }

    static func runStats(
        _ count: Int, rules: Rules, plan: GeneratorPlan, json: Bool, svg: String?,
        console: Console
    ) throws -> ExitCode {
        let started = ContinuousClock.now
        let play = AuditPlay(rules: rules, plan: plan, varyBets: true)
        let audit = withProgress(total: count, console: console) { progress in
            var audit = FairnessAudit(rules: rules)
            play.play(spins: count, progress: progress) { spin in
                audit.record(stops: spin.stops, bet: spin.bet, isWin: spin.isWin)
            }
            return audit
        }
        let replaySpins = min(count, betReplaySpins)
        let report = AuditReport(
            audit: audit, plan: plan, betReplaySpins: replaySpins,
            betReplayIdentical: play.stopsIgnoreTheBet(spins: replaySpins),
            seconds: (ContinuousClock.now - started).seconds)
        try console.print(json ? try report.json() : report.text())
        guard let svg else { return .success }
        return console.writeFile(svg, Array(BarChart.document(audit.reelCharts()).utf8))
    }
}
