/// A subcommand of `casino`: its name, its option table and what it does.
///
/// Adding a subcommand means writing one of these in its own file and listing it in
/// ``CasinoCommandLine/commands``; parsing, `--help` and usage errors come from the table
/// of its options' keys (``CommandOption``).
package struct Command: Sendable {
    package var name: String
    /// One line for the command list in `casino --help`.
    package var summary: String
    /// Extra lines for `casino NAME --help`, after the options.
    package var discussion: String
    /// The rows of the keys the command was declared with, in the order help lists them.
    package var options: [OptionSpec]
    /// A last line for `casino NAME --help` only, about the very program that prints it
    /// (whether it has the window), which the manual and completions, written once by an
    /// install, cannot know.
    package var helpNote: (@Sendable () -> String)?
    package var run: @Sendable (ParsedOptions, Console) throws -> ExitCode

    package init(
        name: String, summary: String, discussion: String = "", options: [any CommandOption],
        helpNote: (@Sendable () -> String)? = nil,
        run: @escaping @Sendable (ParsedOptions, Console) throws -> ExitCode
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.helpNote = helpNote
        self.options = options.map(\.spec)
        self.run = run
    }

    /// `casino NAME --help`, whose usage names the subcommand, play's too: this page is the
    /// subcommand's (`casino --help` shows that play is the default).
    func helpText() -> String {
        var lines = [summary, "", "Usage: " + synopsis, "", "Options:"]
        lines += Self.table(optionRows + [("-h, --help", "Show this help.")])
        if !discussion.isEmpty { lines += ["", discussion] }
        if let helpNote { lines += [""] + Self.wrap(helpNote()) }
        return lines.joined(separator: "\n")
    }

    /// `casino NAME [options]`, then the words it takes without a name (`SHELL`).
    var synopsis: String {
        (["casino", name, "[options]"] + options.filter(\.isPositional).map(\.name))
            .joined(separator: " ")
    }

    /// `text` in lines of at most `width` characters (an 80-column terminal's), broken at
    /// spaces only: a word longer than a line (a path, which must stay whole to be copied)
    /// gets a line of its own.
    static func wrap(_ text: String, width: Int = 80) -> [String] {
        text.split(separator: " ").reduce(into: []) { lines, word in
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
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
        return rows.map { "  " + $0.0.padded(toLength: width + 2) + $0.1 }
    }
}
