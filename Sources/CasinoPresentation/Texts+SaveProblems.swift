import CasinoEngine
import CasinoSharedModels

/// What was wrong with the save file, as the store reports it (``SaveProblem``), in words.
extension Texts {
    /// The notice that tells the player, in one line, that the save file could not be used
    /// and what became of it, with its short form.
    package func notice(_ problem: SaveProblem) -> Message {
        let reason = damage(problem.reason)
        let text =
            switch (language, problem) {
            case (.english, .setAside(_, let keptAs)):
                "Your save file could not be used because \(reason); "
                    + "it was kept as \(keptAs) and a new game started."
            case (.english, .stuck(_, let path, let why)):
                "Your save file \(path) could not be used because \(reason), "
                    + "and could not be moved aside (\(self.reason(why))); "
                    + "this game will not be saved."
            case (.vietnamese, .setAside(_, let keptAs)):
                "Không dùng được tệp lưu vì \(reason); "
                    + "đã cất riêng thành \(keptAs) và bắt đầu ván mới."
            case (.vietnamese, .stuck(_, let path, let why)):
                "Không dùng được tệp lưu \(path) vì \(reason), và cũng không dời sang chỗ khác "
                    + "được (\(self.reason(why))); ván này sẽ không được lưu."
            }
        let short =
            switch problem {
            case .setAside:
                brief(english: "Save file damaged; new game.", vietnamese: "Tệp lưu hỏng; ván mới.")
            case .stuck:
                brief(
                    english: "Save file unusable; not saving.",
                    vietnamese: "Tệp lưu hỏng; không lưu.")
            }
        return Message(text, short: short)
    }

    /// Why a save file was not used, as a clause after "because".
    package func damage(_ reason: DamageReason) -> String {
        localized(english: englishDamage(reason), vietnamese: vietnameseDamage(reason))
    }

    private func englishDamage(_ reason: DamageReason) -> String {
        switch reason {
        case .empty: "it is empty"
        case .notJSON: "it is not valid JSON (truncated or damaged)"
        case .newerVersion(let version, let readsUpTo):
            "it was written by a newer casino (save format \(version), "
                + "this one reads up to \(readsUpTo))"
        case .noSchemaVersion: "it has no schema version"
        case .wrongField: "a field is missing or has the wrong type"
        case .negativeAmount: "it holds negative money, a negative score or no bet"
        case .unreachableAmount(let limit):
            "it holds an amount no game reaches (below 0 or above \(number(limit)))"
        case .unreadable(let code): "it cannot be read (\(self.reason(code)))"
        case .tooLarge(let limit): "it is larger than any save file (over \(number(limit)) bytes)"
        }
    }

    private func vietnameseDamage(_ reason: DamageReason) -> String {
        switch reason {
        case .empty: "tệp trống"
        case .notJSON: "tệp không phải JSON hợp lệ (bị cắt cụt hoặc hỏng)"
        case .newerVersion(let version, let readsUpTo):
            "tệp do một phiên bản casino mới hơn tạo ra (định dạng lưu \(version), "
                + "phiên bản này chỉ đọc được đến \(readsUpTo))"
        case .noSchemaVersion: "tệp không ghi phiên bản định dạng"
        case .wrongField: "tệp thiếu một trường hoặc có trường sai kiểu"
        case .negativeAmount: "tệp ghi số tiền âm, điểm âm hoặc không có mức cược"
        case .unreachableAmount(let limit):
            "tệp ghi một số tiền không ván nào đạt tới (dưới 0 hoặc trên \(number(limit)))"
        case .unreadable(let code): "không đọc được tệp (\(self.reason(code)))"
        case .tooLarge(let limit): "tệp lớn hơn mọi tệp lưu (trên \(number(limit)) byte)"
        }
    }
}
