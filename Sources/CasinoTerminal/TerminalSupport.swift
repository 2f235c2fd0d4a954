import CasinoPresentation

/// Whether the terminal the game was started in can show it, judged from the environment
/// before anything is drawn, as well-mannered terminal programs do.
package enum TerminalSupport {
    /// Why the game cannot be drawn here, in one line for standard error (after "casino: "),
    /// or nil when it can.
    ///
    /// - `TERM` unset, empty or `dumb`: the terminal has no cursor addressing, alternate
    ///   screen or colours, and escape codes would arrive as garbage.
    /// - A locale whose codeset is not UTF-8 (`LANG=C`, `LC_ALL=en_US.ISO-8859-1`): the
    ///   half blocks the pictures are made of would arrive as bytes such a terminal shows as
    ///   garbage. The line says what to set. With no locale variable at all, UTF-8 is assumed,
    ///   as today's terminals and containers use it.
    ///
    /// Both are said in the player's language (`texts`); the second in ASCII, the one thing a
    /// terminal without UTF-8 is sure to show.
    package static func problem(
        environment: [String: String], texts: Texts = .english
    ) -> String? {
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return texts.terminalCannotDraw(term: term) }
        // The variable that decides the character set is the first one set and not empty, in
        // POSIX's order.
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].first { environment[$0]?.isEmpty == false }
        if let name = locale, let value = environment[name], !isUTF8(value) {
            return texts.localeNotUTF8(variable: name, value: value)
        }
        return nil
    }

    /// Whether a locale name says UTF-8: `C.UTF-8`, `en_AU.utf8`, `de_DE.UTF-8@euro`.
    static func isUTF8(_ locale: String) -> Bool {
        // macOS names the codeset alone (`LC_CTYPE=UTF-8`); elsewhere it follows a dot.
        let codeset = (locale.split(separator: ".", maxSplits: 1).last ?? "").prefix { $0 != "@" }
        let normalised = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalised == "utf8"
    }
}
