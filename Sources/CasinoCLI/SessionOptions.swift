import CasinoEngine
import CasinoPresentation
import CasinoSession
import CasinoSystem

/// The options of one playing session, which `casino play` and `casino window` both start
/// from (`PlaySession`): declared and read once, so the two commands cannot drift apart in
/// what they accept or how `--help`, the manual and the completions describe it.
enum SessionOptions {
    static let rules = ValueOption(
        "--rules", "NAME",
        help: "This session's rules: classic (the spec) or easy.",
        choices: RuleSetID.allCases.map(\.rawValue))
    static let seed = ValueOption(
        "--seed", "N",
        help: "Replay a fresh game from this seed; your save is untouched.")
    static let reducedMotion = FlagOption(
        "--reduced-motion",
        help: "No sliding or flashing this session; a sets it for good.")
    static let mute = FlagOption("--mute", help: "Sound off this session; m sets it for good.")
    static let realityCheck = ValueOption(
        "--reality-check", "MINUTES",
        help: "Pause every MINUTES of play to show time, spins and net; off: never.")
    static let language = ValueOption(
        "--language", "CODE",
        help: "Speak en (English) or vi (Vietnamese); else the locale decides.",
        choices: Language.allCases.map(\.rawValue))

    /// The rows both commands' tables start with.
    static let all: [any CommandOption] = [
        rules, seed, reducedMotion, mute, realityCheck, language,
    ]

    /// The session the command line asks for, checked; without `--language`, the language of
    /// the locale (``Language/init(environment:)``).
    static func read(_ options: ParsedOptions) throws(UsageError) -> PlayOptions {
        PlayOptions(
            rules: try options.choice(rules, as: RuleSetID.self),
            seed: try options.number(seed, in: 0...UInt64.max), muted: options.flag(mute),
            reducedMotion: options.flag(reducedMotion),
            language: try options.choice(language, as: Language.self)
                ?? Language(environment: ProcessInfo.processInfo.environment),
            realityCheckMinutes: try realityCheckMinutes(options))
    }

    /// `--reality-check MINUTES`, up to a day, or `off`: `.some(nil)` is off, nil not given.
    static func realityCheckMinutes(_ options: ParsedOptions) throws(UsageError) -> Int?? {
        let range = 1...(24 * 60)
        let expected = "off or a number of minutes from 1 to \(range.upperBound)"
        return try options.value(realityCheck, expects: expected) { text -> Int?? in
            if text.lowercased() == "off" { return .some(nil) }
            return ParsedOptions.wholeNumber(text, as: Int.self).flatMap {
                range.contains($0) ? .some($0) : nil
            }
        }
    }
}
