/// How many colours the terminal shows, decided once from the environment.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour escapes (`COLORTERM=truecolor`).
    case trueColor = "truecolor"
    /// The xterm 256-colour palette: the 6×6×6 cube and the grey ramp.
    case palette256 = "256"
    /// No colour at all (`NO_COLOR`): shapes in half blocks, symbols named in words.
    case monochrome = "mono"

    /// `NO_COLOR` (any non-empty value, see no-color.org) wins; then `CASINO_COLOR` forces a
    /// mode; then `COLORTERM` says whether 24-bit colour works; else the 256-colour fallback.
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let forced = environment["CASINO_COLOR"].flatMap(ColorMode.init(rawValue:)) {
            return forced
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        return .palette256
    }
}
