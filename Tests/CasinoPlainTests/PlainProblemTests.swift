import Foundation
import TestSupport
import Testing

/// What went wrong before the game began, read out in the player's language: the sound with
/// no player to play it, and a damaged save file set aside.
@Suite(.endToEndTimeLimit) struct PlainProblemTests {
    private func plain(
        _ arguments: [String], state: URL, environment: [String: String]
    ) throws -> ProcessResult {
        try runProcess(
            builtProduct("casino"), ["play", "--plain"] + arguments,
            environment: ["XDG_STATE_HOME": state.path, "TERM": "xterm", "LANG": "C.UTF-8"]
                .merging(environment) { $1 },
            input: String(repeating: "quay\n", count: Self.spins) + "thoát\n")
    }

    /// Spins before quitting: the sound's warning comes from the audio thread, and a posted
    /// line is read out after the next command, so a few commands leave it time to come.
    static let spins = 3

    @Test func noAudioPlayerIsSaidInVietnamese() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try plain(
            ["--language", "vi", "--seed", "7"], state: state,
            environment: ["PATH": "/nonexistent-casino-test-path"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "Không có âm thanh: không tìm thấy pw-play, pw-cat, paplay hay aplay trong PATH."),
            "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("sound off"), "no English left")
        #expect(!result.standardOutput.contains("seed"), "a replay in Vietnamese words")
        #expect(result.standardError.isEmpty, "said on the transcript, not again at exit")
    }

    /// A muted game has no sound to miss: it says nothing about missing players (issue 25).
    @Test func aMutedGameSaysNothingOfMissingPlayers() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try plain(
            ["--mute", "--language", "vi"], state: state,
            environment: ["PATH": "/nonexistent-casino-test-path"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Tiền 100, điểm cao 0"), "it played")
        #expect(!result.standardOutput.contains("âm thanh"), "\(result.standardOutput)")
        #expect(!result.standardError.contains("âm thanh"), "\(result.standardError)")
    }

    @Test func aDamagedSaveIsSaidInVietnamese() throws {
        let state = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let folder = state.appendingPathComponent("rmit-casino")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"schemaVersion\": 1, \"money\": ".utf8)
            .write(to: folder.appendingPathComponent("save.json"))
        let result = try plain(
            ["--language", "vi", "--mute"], state: state, environment: ["CASINO_AUDIO": "off"])
        #expect(result.status == 0, "\(result.standardError)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("save.json.corrupt-") }
        #expect(aside.count == 1)
        let notice =
            "Không dùng được tệp lưu vì tệp không phải JSON hợp lệ (bị cắt cụt hoặc hỏng); "
            + "đã cất riêng thành \(folder.path)/\(aside.first ?? "") và bắt đầu ván mới."
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains(notice), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("Your save file"), "no English left")
    }
}
