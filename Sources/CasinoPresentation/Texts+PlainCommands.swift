extension Texts {
    /// Plain mode's commands, named here so each language spells and explains them.
    package enum PlainWord: Sendable, Hashable, CaseIterable {
        case spin, bet, info, history, odds, reset, newGame, mute, help, quit
    }

    /// How `word` is typed in this language (`bet` is followed by the amount). English
    /// spellings are always understood as well.
    package func spelling(_ word: PlainWord) -> String {
        switch word {
        case .spin: localized(english: "spin", vietnamese: "quay")
        case .bet: localized(english: "bet", vietnamese: "cược")
        case .info: localized(english: "info", vietnamese: "thông tin")
        case .history: localized(english: "history", vietnamese: "lịch sử")
        case .odds: localized(english: "odds", vietnamese: "tỷ lệ")
        case .reset: localized(english: "reset", vietnamese: "đặt lại")
        case .newGame: localized(english: "new", vietnamese: "ván mới")
        case .mute: localized(english: "mute", vietnamese: "tắt tiếng")
        case .help: localized(english: "help", vietnamese: "trợ giúp")
        case .quit: localized(english: "quit", vietnamese: "thoát")
        }
    }

    /// What `word` does, for `help`; `bet` is the amount of a bet command.
    package func meaning(_ word: PlainWord, bet: Int = 0) -> String {
        switch language {
        case .english:
            switch word {
            case .spin: "Spin the reels."
            case .bet: "Bet \(number(bet)) coins on each spin."
            case .info: "How to play, the application information and the odds."
            case .history: "The last spins, newest first."
            case .odds: "The exact odds of the rules being played."
            case .reset: "Money back to the start and high score 0, after a yes."
            case .newGame: "A new game, once the money has run out."
            case .mute: "Sound off, or on again."
            case .help: "This list."
            case .quit: "Stop playing; so does the end of the input."
            }
        case .vietnamese:
            switch word {
            case .spin: "Quay các cuộn."
            case .bet: "Cược \(number(bet)) xu mỗi lượt quay."
            case .info: "Cách chơi, thông tin ứng dụng và tỷ lệ thắng."
            case .history: "Các lượt quay gần đây, mới nhất trước."
            case .odds: "Tỷ lệ thắng chính xác của luật đang chơi."
            case .reset: "Đưa tiền về mức ban đầu và điểm cao về 0, sau khi bạn đồng ý."
            case .newGame: "Chơi ván mới, khi đã hết tiền."
            case .mute: "Tắt âm thanh, hoặc bật lại."
            case .help: "Danh sách này."
            case .quit: "Ngừng chơi; hết dữ liệu vào cũng vậy."
            }
        }
    }
}
