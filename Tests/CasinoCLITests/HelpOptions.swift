import CasinoCLI
import Foundation
import TestSupport

/// The long options `casino NAME --help` lists (or `casino --help` for `nil`), read from the
/// built program's output: what a player sees, to hold the manual and completions against.
func helpOptions(_ command: String?) throws -> Set<String> {
    let arguments = (command.map { [$0] } ?? []) + ["--help"]
    let help = try runProcess(builtProduct("casino"), arguments).standardOutput
    var options: Set<String> = []
    for line in help.split(separator: "\n") where line.hasPrefix("  -") {
        // "  --rules NAME  …" or "  -h, --help  …": the long name is the first word, or the
        // second after a short one.
        let words = line.split(separator: " ")
        let long = words[0].hasSuffix(",") && words.count > 1 ? words[1] : words[0]
        if long.hasPrefix("--") { options.insert(String(long)) }
    }
    return options
}

/// The subcommands `casino --help` lists.
func helpSubcommands() throws -> [String] {
    let help = try runProcess(builtProduct("casino"), ["--help"]).standardOutput
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Subcommands") }) else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
        $0.split(separator: " ").first.map(String.init)
    }
}
