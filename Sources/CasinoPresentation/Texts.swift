import CasinoEngine
import CasinoSystem

/// The words of the game's screens in one language, kept once for every front end: the
/// catalogue. Each text is written in every ``Language``, in ``localized(english:vietnamese:)``
/// (a parameter a language) or an exhaustive `switch`, so a translation cannot be missing; a
/// text with values is a function, so each language orders and inflects them its own way.
///
/// Public: the Apple app's views (LogoView, GameOverView, InfoView) show these words.
public struct Texts: Sendable, Hashable {
    /// The language every text here is in.
    public let language: Language

    /// The texts in `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// Of a text written in every language, the one in ``language``. It takes one parameter a
    /// language, so a language added to ``Language`` fails this `switch`, and a parameter added
    /// for it then fails every text that lacks the translation.
    func localized<Text>(english: Text, vietnamese: Text) -> Text {
        switch language {
        case .english: english
        case .vietnamese: vietnamese
        }
    }

    /// The texts the spec is written in.
    package static let english = Texts(.english)

    /// The game's one name: the app's logo says it to VoiceOver, the window has it as its title.
    public static let appName = "RMIT Casino"

    /// The money capsule's two-line label.
    public var yourMoney: [String] {
        localized(english: ["YOUR", "MONEY"], vietnamese: ["TIỀN", "CỦA BẠN"])
    }

    /// The high score capsule's two-line label.
    public var highScore: [String] {
        localized(english: ["HIGH", "SCORE"], vietnamese: ["ĐIỂM", "CAO"])
    }

    package var spin: String { localized(english: "SPIN", vietnamese: "QUAY") }

    /// A symbol's name as the player reads it (the terminal's reels, plain mode, VoiceOver).
    package func name(of symbol: Symbol) -> String {
        switch language {
        case .english: symbol.name
        case .vietnamese:
            switch symbol {
            case .apple: "táo"
            case .bar: "bar"
            case .cherry: "anh đào"
            case .clover: "cỏ bốn lá"
            case .diamond: "kim cương"
            case .grape: "nho"
            case .heart: "trái tim"
            case .horseshoe: "móng ngựa"
            case .lemon: "chanh"
            case .melon: "dưa hấu"
            case .money: "tiền"
            case .orange: "cam"
            }
        }
    }

    /// A rule set's name as the player reads it; the command line's `--rules` keeps the id.
    package func name(of rules: RuleSetID) -> String {
        switch (language, rules) {
        case (.english, _): rules.rawValue
        case (.vietnamese, .classic): "cổ điển"
        case (.vietnamese, .easy): "dễ"
        }
    }

    /// The spec's GameOverView.
    public var gameOverTitle: String { localized(english: "GAME OVER", vietnamese: "THUA CUỘC") }

    /// The lines under the Game Over title, one sentence a line, as the spec words them.
    public var gameOverMessage: [String] {
        localized(
            english: [
                "You lost all money!", "You are not the god of gambler!", "Good luck next time!",
            ],
            vietnamese: [
                "Bạn đã hết sạch tiền!", "Bạn đâu phải Thần Bài!", "Chúc bạn may mắn lần sau!",
            ])
    }

    /// The Game Over panel's button, which starts again with the starting money.
    public var newGame: String { localized(english: "NEW GAME", vietnamese: "VÁN MỚI") }

    /// The spec's InfoView, "How To Play" section.
    public var howToPlayHeader: String {
        localized(english: "How To Play", vietnamese: "Cách chơi")
    }

    /// How a front end resets the money and high score, for the last "How To Play" line.
    package enum ResetControl: Sendable, Equatable {
        /// The spec's Reset button (the window, the terminal game, the app).
        case button
        /// A typed command, such as plain mode's `reset`.
        case command(String)
    }

    /// The spec's "How To Play" lines, told for the rules being played: what wins and how much.
    /// Under the classic rules, reset by the button, they are the spec's words exactly; plain
    /// mode has no button to click, so its last line names the command to type (issue 17).
    package func howToPlay(_ rules: Rules, resetBy control: ResetControl = .button) -> [String] {
        let multiplier = number(rules.prizeMultiplier)
        switch language {
        case .english:
            let matching =
                switch rules.winCondition {
                case .allReelsMatch: "Matching all icons to win."
                case .anyTwoReelsMatch: "Matching any two icons to win."
                }
            return [
                "Just spin the reels to play.", matching,
                "The winning amount will be \(multiplier)x of your betting amount.",
                resetLine(control),
            ]
        case .vietnamese:
            let matching =
                switch rules.winCondition {
                case .allReelsMatch: "Cả ba hình giống nhau là thắng."
                case .anyTwoReelsMatch: "Chỉ cần hai hình giống nhau là thắng."
                }
            return [
                "Chỉ cần quay các cuộn để chơi.", matching,
                "Tiền thắng gấp \(multiplier) lần tiền cược.", resetLine(control),
            ]
        }
    }

    private func resetLine(_ control: ResetControl) -> String {
        switch (language, control) {
        case (.english, .button):
            "You can reset the money and highscore by clicking on the button Reset."
        case (.english, .command(let command)):
            "You can reset the money and highscore by typing \(command)."
        case (.vietnamese, .button):
            "Bạn có thể đặt lại tiền và điểm cao bằng nút Đặt lại."
        case (.vietnamese, .command(let command)):
            "Bạn có thể đặt lại tiền và điểm cao bằng lệnh \(command)."
        }
    }

    /// The spec's InfoView, "Application Information" section.
    public var applicationInformationHeader: String {
        localized(english: "Application Information", vietnamese: "Thông tin ứng dụng")
    }

    /// The Info sheet's "Application Information" rows, label and value, as the spec lists them.
    public var applicationInformation: [(label: String, value: String)] {
        localized(
            english: [
                ("App Name", Self.appName), ("Course", "COSC3062"), ("Year Published", "2025"),
                ("Location", "Saigon South Campus"),
            ],
            vietnamese: [
                ("Tên ứng dụng", Self.appName), ("Môn học", "COSC3062"), ("Năm phát hành", "2025"),
                ("Địa điểm", "Cơ sở Nam Sài Gòn"),
            ])
    }

    /// Said when a key is pressed while the screen cannot show the game (see
    /// ``PlayController/setScreenVisible(_:at:)``).
    package var keysWaitForScreen: String {
        localized(
            english: "Keys do nothing until the game fits; q quits.",
            vietnamese: "Phím chưa có tác dụng cho đến khi vừa màn hình; q để thoát.")
    }

    /// The reset dialog's question, with the money the rules start from.
    package func resetQuestion(_ rules: Rules) -> String {
        let money = number(rules.startingMoney)
        return localized(
            english: "Reset money to \(money) and high score to 0?",
            vietnamese: "Đặt lại tiền về \(money) và điểm cao về 0?")
    }

    /// The status line's account of this session: its length, and for a replay that it is one
    /// ("Replay of seed 20 · 3 min"), for as long as it plays.
    package func sessionLine(elapsed: Double, replaySeed: UInt64?) -> String {
        let time = duration(elapsed)
        return localized(
            english: replaySeed.map { "Replay of seed \($0) · \(time)" } ?? "Session \(time)",
            vietnamese: replaySeed.map { "Chơi lại mã số \($0) · \(time)" } ?? "Phiên \(time)")
    }

    /// A session's length as the status line shows it: "0 min", "12 min", "1 h 05 min".
    package func duration(_ seconds: Double) -> String {
        let minutes = Int(max(0, seconds) / 60)
        let (hours, rest) = (minutes / 60, printfFormat("%02d", minutes % 60))
        return localized(
            english: minutes < 60 ? "\(minutes) min" : "\(hours) h \(rest) min",
            vietnamese: minutes < 60 ? "\(minutes) phút" : "\(hours) giờ \(rest) phút")
    }
}
