/// How many colours the terminal shows, decided once from the environment.
package enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour escapes (`COLORTERM=truecolor`).
    case trueColor = "truecolor"
    /// The xterm 256-colour palette: the 6×6×6 cube and the grey ramp.
    case palette256 = "256"
    /// The Linux console's colours (`TERM=linux`): 16 for text, 8 for backgrounds.
    case console16 = "16"
    /// No colour at all (`NO_COLOR`): shapes in half blocks, symbols named in words.
    case monochrome = "mono"

    /// `NO_COLOR` (any non-empty value, see no-color.org) wins; then `CASINO_COLOR` forces a
    /// mode; then a `TERM` known to have 8 or 16 colours (the Linux console, `*-16color`);
    /// then `COLORTERM` says whether 24-bit colour works; else the 256-colour fallback.
    package static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let forced = environment["CASINO_COLOR"].flatMap(ColorMode.init(rawValue:)) {
            return forced
        }
        let term = environment["TERM"] ?? ""
        if sixteenColourTerminals.contains(term) || term.hasSuffix("-16color")
            || term.hasSuffix("-8color")
        {
            return .console16
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return ["truecolor", "24bit"].contains(colorTerm) ? .trueColor : .palette256
    }

    /// Terminal types with the eight ANSI colours and their bright versions only. The Linux
    /// console shoehorns 256 and 24-bit escapes into these itself, worse than we choose.
    static let sixteenColourTerminals: Set<String> = ["linux", "ansi", "cons25", "pcansi"]
}
