extension CasinoCommandLine {
    /// `--help`, which every subcommand takes too; `run` reads it before any option table.
    static let helpOption = OptionSpec.flag("--help", help: "Show help (also after a subcommand).")
    /// `--version`, only right after `casino`.
    static let versionOption = OptionSpec.flag("--version", help: "Show the version.")

    /// The one-letter spellings `run` accepts for the top-level options.
    static func shortName(of option: OptionSpec) -> String? {
        switch option.name {
        case helpOption.name: "-h"
        case versionOption.name: "-V"
        default: nil
        }
    }
}
