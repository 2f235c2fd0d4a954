extension CasinoCommandLine {
    /// `--help`, which every subcommand takes too; `run` reads it before any option table.
    static let helpOption = FlagOption("--help", help: "Show help (also after a subcommand).").spec
    /// `--version`, only right after `casino`.
    static let versionOption = FlagOption("--version", help: "Show the version.").spec

    /// The one-letter spellings `run` accepts for the top-level options.
    static func shortName(of option: OptionSpec) -> String? {
        switch option.name {
        case helpOption.name: "-h"
        case versionOption.name: "-V"
        default: nil
        }
    }
}
