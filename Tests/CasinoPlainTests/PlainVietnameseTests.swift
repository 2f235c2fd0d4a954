import Foundation
import TestSupport
import Testing

/// Plain mode in Vietnamese, end to end through the built program's pipes: chosen by the
/// locale or `--language`, and `--language en` under a Vietnamese locale plays in English.
@Suite(.endToEndTimeLimit) struct PlainVietnameseTests {
    private func plain(
        _ input: String, _ extra: [String], locale: String, state: URL
    ) throws -> ProcessResult {
        try runProcess(
            builtProduct("casino"), ["play", "--plain", "--mute", "--seed", "42"] + extra,
            environment: [
                "XDG_STATE_HOME": state.path, "CASINO_AUDIO": "off", "TERM": "xterm",
                "LANG": locale,
            ],
            input: input)
    }

    @Test func aWholeGameInVietnameseThroughAPipe() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let input = String(repeating: "quay\n", count: 12) + "ván mới\nthông tin\nthoát\n"
        let result = try plain(input, ["--language", "vi"], locale: "C.UTF-8", state: state)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "RMIT Casino. Tiền 100, điểm cao 0, cược 10, luật cổ điển. Gõ trợ giúp để xem các lệnh."
        )
        #expect(lines.contains { $0.hasSuffix(". Không trúng, mất 10. Tiền 90.") })
        #expect(
            lines.contains(
                "Thua cuộc. Bạn đã hết sạch tiền! Bạn đâu phải Thần Bài! Chúc bạn may mắn lần sau! "
                    + "Gõ ván mới để chơi ván mới."))
        #expect(lines.contains("Ván mới. Tiền 100, cược 10."))
        #expect(lines.contains("Khả năng thắng: 1 trên 144 (0,69 %)."))
        #expect(lines.last?.hasPrefix("Tạm biệt. Tiền 100") == true)
        #expect(!result.standardOutput.contains("Money"), "no English left")
    }

    /// For the ear: the history says amounts in words, as the spin sentences do, and a
    /// replay is named without the English "seed" (issue 25: espeak-ng's Vietnamese voice
    /// read "−10" as "minus" and "seed" in English).
    @Test func theHistoryAndTheReplaySayAmountsInWords() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let input = String(repeating: "quay\n", count: 12) + "lịch sử\nthoát\n"
        let result = try plain(input, ["--language", "vi"], locale: "C.UTF-8", state: state)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let history = lines.filter { $0.contains(": cược ") }
        #expect(history.count >= 10, "\(lines)")
        for line in history {
            #expect(line.contains(", mất ") || line.contains(", được "), "\(line)")
            #expect(!line.contains("−") && !line.contains("+"), "\(line)")
        }
        #expect(!result.standardOutput.contains("seed"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Chơi lại mã số 42"))
    }

    @Test func theLocaleChoosesAndLanguageOverridesIt() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let vietnamese = try plain("s\nq\n", [], locale: "vi_VN.UTF-8", state: state)
        #expect(vietnamese.standardOutput.hasPrefix("RMIT Casino. Tiền 100"))
        let english = try plain(
            "s\nq\n", ["--language", "en"], locale: "vi_VN.UTF-8", state: state)
        #expect(english.standardOutput.hasPrefix("RMIT Casino. Money 100"))
        #expect(english.standardOutput.contains("Goodbye. Money "))
    }
}
