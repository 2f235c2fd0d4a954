import CasinoEngine

/// The catalogue's entries for the problems other modules report: a damaged save file and a
/// sound system that cannot play, each case with example values.
extension Texts {
    /// Example values for the entries: paths and reasons as the system would give them.
    private enum Example {
        static let keptAs =
            "/home/player/.local/state/rmit-casino/save.json.corrupt-20270115-080000"
        static let savePath = "/home/player/.local/state/rmit-casino/save.json"
        static let systemReason = "Permission denied"
    }

    /// Every damage reason, by the key its entry takes.
    private static let damageReasons: [(String, DamageReason)] = [
        ("empty", .empty), ("notJSON", .notJSON),
        ("newerVersion", .newerVersion(3, readsUpTo: 1)),
        ("noSchemaVersion", .noSchemaVersion), ("wrongField", .wrongField),
        ("negativeAmount", .negativeAmount),
        ("unreachableAmount", .unreachableAmount(limit: 1_000_000_000_000)),
        ("unreadable", .unreadable(Example.systemReason)),
        ("tooLarge", .tooLarge(limit: 1 << 20)),
    ]

    /// Every sound problem, by the key its entry takes.
    private static let soundProblems: [(String, SoundProblem)] = [
        ("cannotRecord", .cannotRecord(path: "/tmp/casino.wav", reason: Example.systemReason)),
        (
            "noPlayerOnPath",
            .noPlayerOnPath(players: ["pw-play", "pw-cat", "paplay", "aplay"], install: nil)
        ),
        (
            "noPlayerOnPathInstall",
            .noPlayerOnPath(
                players: ["play"],
                install: PlayerInstall(software: "SoX", command: "brew install sox"))
        ),
        ("noPlayerOnThisSystem", .noPlayerOnThisSystem),
        ("noPlayerCouldPlay", .noPlayerCouldPlay(tried: ["pw-play", "aplay"])),
        ("cannotStartThread", .cannotStartThread),
    ]

    /// The entries for a damaged save file and for the sound's problems.
    static var problemEntries: [(String, @Sendable (Texts) -> String)] {
        var entries: [(String, @Sendable (Texts) -> String)] = [
            ("save.setAside", { $0.saveProblem(.setAside(.empty, keptAs: Example.keptAs)) }),
            (
                "save.stuck",
                {
                    $0.saveProblem(
                        .stuck(.empty, path: Example.savePath, why: Example.systemReason))
                }
            ),
        ]
        for (key, reason) in damageReasons {
            entries.append(("save.damage.\(key)", { $0.damage(reason) }))
        }
        for (key, problem) in soundProblems {
            entries.append(("sound.\(key)", { $0.soundProblem(problem) }))
        }
        return entries
    }
}
