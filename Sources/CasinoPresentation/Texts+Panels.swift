extension Texts {
    /// The reset question's title and buttons.
    public static let resetTitle = "RESET"
    public static let resetButton = "RESET"
    public static let cancelButton = "CANCEL"

    /// The status line's right part: "Net +40", with "♪ off" when muted.
    public static func net(_ value: Int, muted: Bool) -> String {
        "Net \(signed(value))" + (muted ? "  ♪ off" : "")
    }
}
