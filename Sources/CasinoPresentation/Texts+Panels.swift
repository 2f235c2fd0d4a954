extension Texts {
    /// The reset question's title and buttons.
    package static let resetTitle = "RESET"
    package static let resetButton = "RESET"
    package static let cancelButton = "CANCEL"

    /// The status line's right part: "Net +40", with "♪ off" when muted.
    package static func net(_ value: Int, muted: Bool) -> String {
        "Net \(signed(value))" + (muted ? "  ♪ off" : "")
    }
}
