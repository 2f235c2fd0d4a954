extension Texts {
    /// What a key does, as the help line names it.
    package enum KeyAction: Sendable, Hashable, CaseIterable {
        case spin, bet, info, reset, history, mute, unmute, motion, quit, close, newGame, cancel
    }

    /// The help line's word for `action`: short, as the line must fit 80 columns.
    package func word(for action: KeyAction) -> String {
        switch language {
        case .english:
            switch action {
            case .spin: "spin"
            case .bet: "bet"
            case .info: "info"
            case .reset: "reset"
            case .history: "history"
            case .mute: "mute"
            case .unmute: "unmute"
            case .motion: "motion"
            case .quit: "quit"
            case .close: "close"
            case .newGame: "new game"
            case .cancel: "cancel"
            }
        case .vietnamese:
            switch action {
            case .spin: "quay"
            case .bet: "cược"
            case .info: "thông tin"
            case .reset: "đặt lại"
            case .history: "lịch sử"
            case .mute: "tắt tiếng"
            case .unmute: "bật tiếng"
            case .motion: "chuyển động"
            case .quit: "thoát"
            case .close: "đóng"
            case .newGame: "ván mới"
            case .cancel: "hủy"
            }
        }
    }
}
