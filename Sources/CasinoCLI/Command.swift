/// A subcommand of `casino`: its name, its option table and what it does.
///
/// Adding a subcommand means writing one of these in its own file and listing it in
/// ``CasinoCommandLine/commands``; parsing, `--help` and usage errors come from the table.
/// Each option is a static constant of the command's namespace (a ``FlagOption`` or a
/// ``ValueOption``), listed in the table and read back through the same constant.
package struct Command: Sendable {
    package var name: String
    /// One line for the command list in `casino --help`.
    package var summary: String
    /// Extra lines for `casino NAME --help`, after the options.
    package var discussion: String
    /// The rows of the keys the command was declared with, in the order help lists them.
    package var options: [OptionSpec]
    package var run: @Sendable (ParsedOptions, Console) throws -> ExitCode

    package init(
        name: String, summary: String, discussion: String = "", options: [any CommandOption],
        run: @escaping @Sendable (ParsedOptions, Console) throws -> ExitCode
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.run = run
    }

    /// `casino NAME --help`.
    func helpText() -> String {
        let invocation = name == CasinoCommandLine.defaultCommandName ? "casino" : "casino \(name)"
        let words = options.filter(\.isPositional).map(\.name)
        let usage = (["Usage: \(invocation) [options]"] + words).joined(separator: " ")
        var lines = ["\(summary)", "", usage, "", "Options:"]
        lines += Self.table(optionRows + [("-h, --help", "Show this help.")])
        if !discussion.isEmpty { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }

    /// Each option as (`--name VALUE`, help), for the help texts; words without a name
    /// (`SHELL`) first, as they are typed after the options.
    var optionRows: [(String, String)] {
        options.filter(\.isPositional).map { ($0.name, $0.help) }
            + options.filter { !$0.isPositional }.map { option in
                (option.valueName.map { "\(option.name) \($0)" } ?? option.name, option.help)
            }
    }

    /// Two columns, indented by two spaces, the second aligned.
    static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map {
            "  " + $0.0.padded(toLength: width + 2) + $0.1
        }
    }
}
