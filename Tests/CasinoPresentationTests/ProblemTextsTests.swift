import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import CasinoSystem
import TestSupport
import Testing

/// The save file's notices and the sound's warnings, worded by the catalogue in each language
/// from what the store and the audio system report.
@Suite struct ProblemTextsTests {
    private let english = Texts(.english)
    private let vietnamese = Texts(.vietnamese)
    private static let aside = "/s/save.json.corrupt-20270115-080000"

    @Test func everyProblemHasAnEntryInTheCatalogue() {
        let keys = Set(Texts.catalogue.map(\.key))
        let expected =
            ["save.setAside", "save.stuck"]
            + [
                "empty", "notJSON", "newerVersion", "noSchemaVersion", "wrongField",
                "negativeAmount", "unreachableAmount", "unreadable", "tooLarge",
            ].map { "save.damage.\($0)" }
            + [
                "cannotRecord", "noPlayerOnPath", "noPlayerOnPathInstall", "noPlayerOnThisSystem",
                "noPlayerCouldPlay", "cannotStartThread",
            ].map { "sound.\($0)" }
        for key in expected { #expect(keys.contains(key), "\(key) is not in the catalogue") }
    }

    @Test func aSaveSetAsideIsToldInEachLanguage() {
        let problem = SaveProblem.setAside(.notJSON, keptAs: Self.aside)
        #expect(
            english.notice(problem).text
                == "Your save file could not be used because it is not valid JSON (truncated or "
                + "damaged); it was kept as \(Self.aside) and a new game started.")
        #expect(
            vietnamese.notice(problem).text
                == "Không dùng được tệp lưu vì tệp không phải JSON hợp lệ (bị cắt cụt hoặc hỏng); "
                + "đã cất riêng thành \(Self.aside) và bắt đầu ván mới.")
    }

    @Test func aSaveThatCannotBeMovedIsToldInEachLanguage() {
        let problem = SaveProblem.stuck(.empty, path: "/s/save.json", why: EACCES)
        #expect(
            english.notice(problem).text
                == "Your save file /s/save.json could not be used because it is empty, and could "
                + "not be moved aside (permission denied); this game will not be saved.")
        #expect(
            vietnamese.notice(problem).text
                == "Không dùng được tệp lưu /s/save.json vì tệp trống, và cũng không dời sang chỗ "
                + "khác được (không có quyền); ván này sẽ không được lưu.")
    }

    /// Numbers in a reason are written in the language's own form.
    @Test func aReasonsNumbersFollowTheLanguage() {
        let reason = DamageReason.unreachableAmount(limit: 1_000_000_000_000)
        #expect(english.damage(reason).hasSuffix("(below 0 or above 1000000000000)"))
        #expect(vietnamese.damage(reason).hasSuffix("(dưới 0 hoặc trên 1.000.000.000.000)"))
    }

    /// A sentence in the player's language, not a lowercase fragment, with a short form.
    @Test func theSoundsWarningsAreToldInEachLanguage() {
        let linux = SoundProblem.noPlayerOnPath(
            players: ["pw-play", "pw-cat", "paplay", "aplay"], install: nil)
        #expect(
            english.soundProblem(linux).text
                == "No sound: no pw-play, pw-cat, paplay or aplay on PATH.")
        #expect(
            vietnamese.soundProblem(linux).text
                == "Không có âm thanh: không tìm thấy pw-play, pw-cat, paplay hay aplay trong PATH."
        )
        #expect(english.soundProblem(linux).short == "No sound. (? more)")
        #expect(vietnamese.soundProblem(linux).short == "Không có âm thanh. (? xem thêm)")
        let mac = SoundProblem.noPlayerOnPath(
            players: ["play"], install: PlayerInstall(software: "SoX", command: "brew install sox"))
        #expect(
            english.soundProblem(mac).text == "No sound: no play on PATH (SoX's: brew install sox)."
        )
        #expect(
            vietnamese.soundProblem(mac).text
                == "Không có âm thanh: không tìm thấy play trong PATH (cài SoX: brew install sox).")
        let tried = SoundProblem.noPlayerCouldPlay(tried: ["pw-play", "aplay"])
        #expect(
            english.soundProblem(tried).text
                == "No sound: no audio player could play (tried pw-play, aplay).")
        #expect(vietnamese.soundProblem(tried).text.contains("(đã thử pw-play, aplay)"))
        #expect(
            english.soundProblem(.cannotStartThread).text
                == "No sound: cannot start the audio thread.")
        let record = SoundProblem.cannotRecord(path: "/x/y.wav", code: ENOENT)
        #expect(
            english.soundProblem(record).text
                == "No sound: cannot record to /x/y.wav: no such file or folder.")
        #expect(
            vietnamese.soundProblem(record).text
                == "Không có âm thanh: không ghi được vào /x/y.wav: không có tệp hay thư mục đó.")
    }

    /// A failed system call in each language: the common errnos in the catalogue's words, no
    /// English inside Vietnamese (issue 25: "Không lưu được trò chơi (cannot lock …:
    /// Permission denied)").
    @Test func aFailedCallIsWordedInEachLanguage() {
        let lock = SystemFailure(.lock, path: "/s/session.lock", code: EACCES)
        #expect(english.failure(lock) == "cannot lock /s/session.lock: permission denied")
        #expect(vietnamese.failure(lock) == "không khóa được /s/session.lock: không có quyền")
        #expect(
            vietnamese.cannotSave(SaveError.failed(lock)).text
                == "Không lưu được trò chơi (không khóa được /s/session.lock: không có quyền); "
                + "vẫn chơi tiếp nhưng không lưu.")
        for code in [EACCES, EROFS, ENOSPC, ENOENT, EISDIR, ENOTDIR] {
            #expect(vietnamese.reason(code) != SystemError(code: code).reason)
            #expect(vietnamese.reason(code) != english.reason(code))
        }
        #expect(vietnamese.reason(EIO) == SystemError(code: EIO).reason, "strerror for the rest")
    }
}
