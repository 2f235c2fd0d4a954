extension Texts {
    /// The reset question's title.
    package var resetTitle: String { localized(english: "RESET", vietnamese: "ĐẶT LẠI") }

    /// The reset question's buttons.
    package var resetButton: String { resetTitle }

    package var cancelButton: String { localized(english: "CANCEL", vietnamese: "HỦY") }

    /// The status line's right part: "Net +40", with "♪ off" when muted.
    package func net(_ value: Int, muted: Bool) -> String {
        localized(
            english: "Net \(signed(value))" + (muted ? "  ♪ off" : ""),
            vietnamese: "Lãi/lỗ \(signed(value))" + (muted ? "  ♪ tắt" : ""))
    }

    /// The line a screen too small for the game shows instead, longest first: the front end
    /// shows the first that fits. `need` and `have` are sizes such as "80×24".
    package func terminalTooSmall(need: String, have: String) -> [String] {
        localized(
            english: [
                "RMIT Casino needs a terminal of at least \(need) (this one is \(have)).",
                "RMIT Casino needs at least \(need) (now \(have)).", "Need \(need), have \(have)",
                "Need \(need)", need,
            ],
            vietnamese: [
                "RMIT Casino cần cửa sổ dòng lệnh ít nhất \(need) (cửa sổ này \(have)).",
                "RMIT Casino cần ít nhất \(need) (hiện \(have)).", "Cần \(need), có \(have)",
                "Cần \(need)", need,
            ])
    }

    /// The window's line when it is too small, longest first, in the window's capitals.
    package func windowTooSmall(need: String) -> [String] {
        localized(
            english: [
                "MAKE THE WINDOW LARGER (\(need))", "MAKE THE WINDOW LARGER", "TOO SMALL", need,
            ], vietnamese: ["HÃY MỞ RỘNG CỬA SỔ (\(need))", "HÃY MỞ RỘNG CỬA SỔ", "QUÁ NHỎ", need])
    }
}
