extension CasinoCommandLine {
    /// `--help`, which every subcommand takes too; `run` reads it before any option table.
    static let helpOption = FlagOption("--help", help: "Show help (also after a subcommand).").spec
    /// `--version`, only right after `casino`.
    static let versionOption = FlagOption("--version", help: "Show the version.").spec

    /// The one-letter spellings `run` accepts for the top-level options.
    static let shortNames = [helpOption.name: "-h", versionOption.name: "-V"]

    /// The top-level options as `casino --help` and the manual list them: `-h, --help`.
    static let topLevelRows = [helpOption, versionOption].map { option in
        (shortNames[option.name]! + ", " + option.name, option.help)
    }
}
