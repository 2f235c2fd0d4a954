import Foundation
import TestSupport
import Testing

/// `casino --reality-check 1` in a real terminal (tmux), with the check's minute made 3 s
/// long (`CASINO_REALITY_CHECK_MINUTE`) so the test need not wait a real minute.
@Suite(.requires(.tmux), .serialized, .endToEndTimeLimit)
struct RealityCheckEndToEndTests {
    let state = makeTemporaryDirectory("casino-reality")
    var saveFile: URL { state.appendingPathComponent("rmit-casino/save.json") }

    func save() -> [String: Any]? {
        guard let data = try? Data(contentsOf: saveFile) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    func spins() -> Int { (save()?["statistics"] as? [String: Any])?["spins"] as? Int ?? 0 }

    @Test func theCheckStopsPlaySpaceDoesNotSpinEnterPlaysOnAndQuitSaysGoodbye() throws {
        let command =
            "env -u NO_COLOR COLORTERM=truecolor CASINO_AUDIO=off CASINO_REALITY_CHECK_MINUTE=3 "
            + "XDG_STATE_HOME='\(state.path)' '\(builtProduct("casino").path)' "
            + "--reality-check 1; echo \"EXITED:$?\"; exec sleep 600"
        let session = try TmuxSession(command: command)
        _ = try session.waitFor(showing: "YOUR MONEY")
        let started = Date()
        _ = try session.waitFor(showing: "Reality check")
        #expect(Date().timeIntervalSince(started) > 1, "not at once: after the minute")
        // Once it takes answers it offers Enter; Space, pressed first, must not spin.
        _ = try session.waitFor(showing: "Enter keep playing")
        try session.send("Space", "Space", "Enter")
        _ = try session.waitFor(notShowing: "Reality check")
        #expect(spins() == 0, "Space did not spin under the check")
        try session.send("Space")
        _ = try session.waitFor("the spin in the save") { _ in self.spins() == 1 }
        #expect((save()?["settings"] as? [String: Any])?["realityCheckMinutes"] as? Int == 1)
        try session.send("q")
        let end = try session.waitFor(showing: "EXITED:0")
        #expect(end.contains("Played 0 min: 1 spin, net "), "the goodbye line: \(end)")
    }
}
