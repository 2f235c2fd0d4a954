// casino-bench: how many spins per second each way of drawing reels manages, measured in one
// run so the ratios compare like with like; with --sounds, how long the game's sound
// synthesis and mixing take instead (SoundTimings). Run it from a release build:
//
//     swift run -c release casino-bench [--repetitions N] [--sounds]
//
// Each figure is the median of N timed repetitions (default 5) after one warm-up.
import CasinoEngine
import CasinoLab
import CasinoSystem

/// Times `play` on `spins` spins `repetitions` times and returns the median rate.
func medianRate(spins: Int, repetitions: Int, _ play: (Int) -> UInt64) -> Double {
    var sink: UInt64 = play(spins)  // warm-up
    var rates: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = clock.measure { sink &+= play(spins) }
        rates.append(Double(spins) / elapsed.seconds)
    }
    if sink == 42 { print("") }  // keeps the work observable
    rates.sort()
    return rates[rates.count / 2]
}

/// The loop a first version would write: three `Int.random(in:)` calls per spin, each one a
/// system call through `SystemRandomNumberGenerator`.
func naiveSpins(_ spins: Int) -> UInt64 {
    var system = SystemRandomNumberGenerator()
    var wins: UInt64 = 0
    for _ in 0..<spins {
        let a = Int.random(in: 0..<12, using: &system)
        let b = Int.random(in: 0..<12, using: &system)
        let c = Int.random(in: 0..<12, using: &system)
        if a == b && b == c { wins += 1 }
    }
    return wins
}

func simulated(_ spins: Int, plan: GeneratorPlan, threads: Int) -> UInt64 {
    SpinSimulation(rules: .classic, bet: 10, plan: plan).run(spins: spins, threads: threads).wins
}

/// The whole engine, as the game plays: the audit's spins, `Game.send(.spinButtonTapped)`
/// with the system generator, starting a new game whenever the money runs out.
func engineSpins(_ spins: Int) -> UInt64 {
    var wins: UInt64 = 0
    AuditPlay(rules: .classic, plan: GeneratorPlan(kind: .system, seed: nil), varyBets: false)
        .play(spins: spins) { if $0.isWin { wins += 1 } }
    return wins
}

var repetitions = 5
var sounds = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--repetitions", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
        repetitions = value
    } else if argument == "--sounds" {
        sounds = true
    } else {
        try? SystemCalls.writeAll(
            Array("usage: casino-bench [--repetitions N] [--sounds]\n".utf8), to: STDERR_FILENO)
        exit(64)
    }
}

#if DEBUG
    print("warning: this is a debug build; run 'swift run -c release casino-bench'")
#endif
if sounds {
    print(SoundTimings.report(repetitions: repetitions))
    exit(0)
}
let cores = Parallel.processorCount
print("casino-bench: spins per second, median of \(repetitions) runs, \(cores) processors")
// Other work on the machine slows every figure; the load average says how busy it was.
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
    print(
        "Load average before the run: "
            + load.split(separator: " ").prefix(3).joined(separator: " "))
}
print("")

let fast = GeneratorPlan(kind: .fast, seed: 2025)
let methods: [(label: String, spins: Int, play: (Int) -> UInt64)] = [
    ("naive: Int.random(in:) ×3, SystemRandomNumberGenerator", 300_000, naiveSpins),
    ("engine: Game.send(.spinButtonTapped), system generator", 500_000, engineSpins),
    (
        "system: SystemRandomNumberGenerator, 1 thread", 2_000_000,
        { simulated($0, plan: GeneratorPlan(kind: .system, seed: nil), threads: 1) }
    ),
    ("fast: xoshiro256**, 1 thread", 400_000_000, { simulated($0, plan: fast, threads: 1) }),
    (
        "fast: xoshiro256**, \(cores) threads", 400_000_000,
        { simulated($0, plan: fast, threads: cores) }
    ),
]
let rates = methods.map { medianRate(spins: $0.spins, repetitions: repetitions, $0.play) }
let naive = rates[0]
let (fastOne, fastAll) = (rates[3], rates[4])

let width = methods.map(\.label.count).max()! + 2
let rows = zip(methods, rates).map { method, rate in
    let perSecond = printfFormat("%.1f", rate / 1e6) + " M"
    return (method.label, perSecond, printfFormat("%.0f", rate / naive) + "×")
}
for (label, rate, ratio) in [("method", "spins/s", "vs naive")] + rows {
    print("  " + label.padded(toLength: width) + rate.leftPadded(14) + ratio.leftPadded(12))
}
print("")
print(
    "Scaling: \(cores) threads run \(printfFormat("%.2f", fastAll / fastOne))× as fast as 1 thread."
)
