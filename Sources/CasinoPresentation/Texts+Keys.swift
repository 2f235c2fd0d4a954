extension Texts {
    /// What a key does, as the help line names it.
    package enum KeyAction: Sendable, Hashable, CaseIterable {
        case spin, bet, info, reset, history, mute, unmute, motion, quit, close, newGame, cancel
        case realityCheck, keepPlaying
    }

    /// The help line's word for `action`: short, as the line must fit 80 columns.
    package func word(for action: KeyAction) -> String {
        switch action {
        case .spin: localized(english: "spin", vietnamese: "quay")
        case .bet: localized(english: "bet", vietnamese: "cược")
        case .info: localized(english: "info", vietnamese: "thông tin")
        case .reset: localized(english: "reset", vietnamese: "đặt lại")
        case .history: localized(english: "history", vietnamese: "lịch sử")
        case .mute: localized(english: "mute", vietnamese: "tắt âm")
        case .unmute: localized(english: "unmute", vietnamese: "bật âm")
        case .motion: localized(english: "motion", vietnamese: "hiệu ứng")
        case .quit: localized(english: "quit", vietnamese: "thoát")
        case .close: localized(english: "close", vietnamese: "đóng")
        case .newGame: localized(english: "new game", vietnamese: "ván mới")
        case .cancel: localized(english: "cancel", vietnamese: "hủy")
        case .realityCheck: localized(english: "reality check", vietnamese: "nhắc giờ")
        case .keepPlaying: localized(english: "keep playing", vietnamese: "chơi tiếp")
        }
    }
}
