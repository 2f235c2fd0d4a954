/// A language the game speaks. Every text a player meets comes from ``Texts`` in one of
/// these, and every text there is written in each of them (an exhaustive `switch` per text,
/// so a missing translation does not compile).
///
/// Public: the Apple app picks one from the system's preferred languages.
public enum Language: String, CaseIterable, Sendable, Hashable {
    case english = "en"
    case vietnamese = "vi"

    /// The language of a POSIX locale name ("vi_VN.UTF-8" → Vietnamese): its language code,
    /// the letters before any `_`, `.` or `@`. Anything but Vietnamese is English.
    public init(localeName: String) {
        let code = localeName.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
        self = code.lowercased() == Language.vietnamese.rawValue ? .vietnamese : .english
    }

    /// The language a terminal's locale asks for, as POSIX looks it up for messages: the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides.
    package init(environment: [String: String]) {
        let variables = ["LC_ALL", "LC_MESSAGES", "LANG"]
        let name = variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self.init(localeName: name ?? "")
    }
}

extension Language {
    /// The first of the system's preferred languages the game speaks ("vi-VN", "en-AU"), or
    /// English: how the Apple app chooses (`Locale.preferredLanguages`, or the bundle's
    /// `preferredLocalizations` from its String Catalog).
    public init(preferredLanguages: [String]) {
        let spoken = preferredLanguages.lazy.compactMap { name in
            Language(rawValue: name.prefix { $0.isLetter }.lowercased())
        }
        self = spoken.first ?? .english
    }
}
