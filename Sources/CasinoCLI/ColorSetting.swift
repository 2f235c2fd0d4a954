import CasinoTerminal

/// The `CASINO_COLOR` override of the terminal's colour detection, checked where the
/// command line starts the game: a value the game does not know is named in one line, and
/// the game goes on with what it detects (`ColorMode.detect` ignores such a value).
enum ColorSetting {
    static let variable = "CASINO_COLOR"

    /// The line to print for an unknown `CASINO_COLOR`, or `nil` when it is unset, empty
    /// or one of the modes.
    static func warning(environment: [String: String]) -> String? {
        guard let value = environment[variable], !value.isEmpty,
            ColorMode(rawValue: value) == nil
        else { return nil }
        let allowed = ColorMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "casino: \(variable)='\(value)' is not one of \(allowed); detecting the "
            + "terminal's colours instead"
    }
}
