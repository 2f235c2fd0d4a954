import CasinoCLI
import Foundation
import TestSupport
import Testing

/// `casino manual`: the page `man casino` shows, held against `--help` and the sources.
@Suite(.endToEndTimeLimit) struct ManualPageTests {
    /// The page's source, as the built program prints it.
    private func source() throws -> String {
        let result = try runProcess(builtProduct("casino"), ["manual"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        return result.standardOutput
    }

    /// The tags of the page's tagged paragraphs (`.TP` then `.B`/`.BI`) in each `.SS`
    /// subsection of COMMANDS, keyed by subcommand, plus the top-level OPTIONS under "".
    private func documentedOptions(_ source: String) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        var section = ""
        var key: String?
        let lines = source.split(separator: "\n").map {
            $0.replacingOccurrences(of: "\\-", with: "-")
        }
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(".SH ") {
                section = String(line.dropFirst(4))
                key = section == "OPTIONS" ? "" : nil
            } else if line.hasPrefix(".SS "), section == "COMMANDS" {
                // .SS "casino odds [options]"
                key = line.split(separator: " ").dropFirst(2).first.map(String.init)
            } else if line == ".TP", let key, index + 1 < lines.count {
                let tag = lines[index + 1].split(separator: "\"").first { $0.contains("--") }
                for word in (tag ?? "").split(separator: " ") where word.hasPrefix("--") {
                    found[key, default: []].insert(
                        String(word).trimmingCharacters(in: .init(charactersIn: ",")))
                }
            }
        }
        return found
    }

    @Test func everySubcommandAndOptionOfHelpIsInTheManualAndNothingElse() throws {
        let documented = documentedOptions(try source())
        let subcommands = try helpSubcommands()
        #expect(subcommands.contains("completions"))
        #expect(Set(documented.keys) == Set(subcommands + [""]))
        for command in subcommands {
            #expect(documented[command] == (try helpOptions(command)), "casino \(command)")
        }
        #expect(documented[""] == ["--help", "--version"])
    }

    @Test(.requires(.man)) func manRendersThePageWithoutWarnings() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("casino.6")
        try source().write(to: page, atomically: true, encoding: .utf8)
        let result = try runProcess(
            try ExternalTool.man.url, ["--warnings", "-l", page.path],
            environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8", "MAN_KEEP_FORMATTING": ""])
        #expect(result.status == 0)
        #expect(result.standardError == "", "groff warnings")
        let text = result.standardOutput
        #expect(text.contains("CASINO(6)"))
        #expect(text.contains("casino - RMIT Casino, a three-reel slot machine"))
        for heading in ["SYNOPSIS", "COMMANDS", "KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
            #expect(text.contains("\n\(heading)\n"), "\(heading)")
        }
        // Options print as typed: ASCII hyphen-minus, never a hyphen or a dash.
        #expect(text.contains("--reduced-motion"))
        #expect(text.contains("1/\u{2190}"), "the keys' arrows survive the escapes")
        #expect(text.contains("rmit-casino/save.json"))
        for code in [0, 64, 74] { #expect(text.contains("\n       \(code) ")) }
    }

    /// Every variable a source file reads through `environment["NAME"]` is documented, so a
    /// new one cannot be added without saying what it does.
    @Test func everyEnvironmentVariableTheProgramReadsIsDocumented() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        let pattern = try Regex(#"environment\["([A-Z][A-Z0-9_]*)"\]"#)
        var read: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { read.insert(String(name)) }
            }
        }
        #expect(read.isSuperset(of: ["XDG_STATE_HOME", "NO_COLOR", "CASINO_AUDIO"]))
        let page = try source().replacingOccurrences(of: "\\-", with: "-")
        let environment = try #require(page.components(separatedBy: ".SH ENVIRONMENT").last)
            .components(separatedBy: ".SH ").first!
        for name in read.sorted() {
            #expect(
                environment.contains(".B \(name)\n") || environment.contains(".B \"\(name), ")
                    || environment.contains(", \(name)\"\n") || environment.contains(", \(name), "),
                "\(name) is read but not documented")
        }
    }

    @Test func everyExitStatusIsDocumented() throws {
        let page = try source()
        let statuses = try #require(page.components(separatedBy: ".SH \"EXIT STATUS\"").last)
        let codes = (Int32(0)...255).compactMap(ExitCode.init(rawValue:))
        #expect(codes.count >= 5)
        for code in codes {
            #expect(statuses.contains(".TP\n.B \(code.rawValue)\n"), "exit status \(code)")
        }
    }

    /// The keys table lists every key, Enter among them (it spins, closes, answers), and
    /// exit status 69 names every command that gives it.
    @Test func theManualListsEnterAndEveryCauseOfStatus69() throws {
        let page = try source()
        let keys = try #require(
            page.components(separatedBy: ".SH KEYS").last?
                .components(separatedBy: ".SH ").first)
        #expect(keys.contains("Space, Enter"), "\(keys)")
        #expect(keys.components(separatedBy: "Enter").count - 1 == 6, "one for each screen")
        let status = try #require(page.components(separatedBy: ".SH \"EXIT STATUS\"").last)
        let unavailable = try #require(
            status.components(separatedBy: ".B 69\n").last?
                .split(separator: "\n").first)
        #expect(unavailable.contains("sounds"), "\(unavailable)")
        #expect(unavailable.contains("casino window"), "\(unavailable)")
    }
}
