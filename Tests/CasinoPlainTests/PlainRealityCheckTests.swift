import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

@testable import CasinoPlain

/// Plain mode's reality check: one sentence before the answer to the command that finds it
/// due on the real clock, then the game goes on; and the wins the odds expect, in the history.
@Suite(.endToEndTimeLimit) struct PlainRealityCheckTests {
    /// Plays `input`, each line read `gap` real seconds after the last, on a game whose reels
    /// land on `stops`; returns the lines printed.
    private func play(
        _ input: [String], gap: Double, every minutes: Int?, stops: [[Int]] = []
    ) throws -> [String] {
        var lines: [String] = []
        var remaining = input[...]
        var seconds = 0.0
        let controller = PlayController(
            game: Game(), settings: Preferences(muted: true, realityCheckMinutes: minutes),
            generator: ScriptedGenerator(stops: stops), environment: Recorder().environment,
            now: 0, realityCheckMinute: nil)
        let plain = PlainGame(
            readLine: {
                seconds += gap
                return remaining.popFirst()
            }, write: { lines.append($0) }, wait: { _ in }, clock: .utc,
            monotonic: { seconds })
        var driver = SessionDriver(
            controller: controller, clock: { plain.now }, mailbox: PostedProblems())
        #expect(try driver.run(plain) == .quit)
        return lines
    }

    @Test func theCheckIsOneSentenceBeforeTheNextAnswerAndPlayGoesOn() throws {
        let miss = [2, 1, 0]
        let lines = try play(
            ["spin", "spin", "spin", "odds"], gap: 25, every: 1, stops: [miss, miss, miss])
        let check = "Reality check. Played 1 min: 2 spins, net −20 coins."
        #expect(lines.filter { $0.hasPrefix("Reality check") } == [check], "\(lines)")
        let said = try #require(lines.firstIndex(of: check))
        #expect(
            lines[said + 1] == "Cherry, bar, apple. No match: −10. Money 70.", "then the answer")
        #expect(
            lines.last == "Goodbye. Money 70, high score 0. Played 2 min: 3 spins, net −30 coins.")
        #expect(
            try play(["spin", "spin", "spin"], gap: 25, every: nil, stops: [miss, miss, miss])
                .allSatisfy { !$0.hasPrefix("Reality check") })
    }

    /// The real program, its input arriving slowly through a pipe, with a minute of 2 s.
    @Test func thePlainProgramSaysTheCheckAndTheExpectedWins() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let script =
            "(echo spin; echo spin; echo spin; sleep 3; echo history; echo quit) | "
            + "\"$0\" play --plain --mute --reality-check 1"
        let result = try runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script, builtProduct("casino").path],
            environment: [
                "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm",
                "CASINO_REALITY_CHECK_MINUTE": "2",
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let check = try #require(
            lines.firstIndex {
                $0.hasPrefix("Reality check. Played 0 min: 3 spins, net ")
            }, "\(lines)")
        #expect(lines[check + 1] == "Last 3 spins, newest first:")
        let lifetime = try #require(lines.first { $0.hasPrefix("All time: 3 spins, ") })
        #expect(lifetime.contains("; the odds expect 0.021. Biggest win "), "\(lifetime)")
        #expect(lines.last?.contains(" Played 0 min: 3 spins, net ") == true)
    }
}
