import CasinoCLI
import Foundation
import TestSupport
import Testing

/// `casino completions SHELL`: each shell's own completion machinery, run on partial command
/// lines against the script the built program prints.
@Suite(.endToEndTimeLimit) struct CompletionsTests {
    /// The script for `shell`, written to a file in `folder`.
    private func script(_ shell: String, in folder: URL) throws -> URL {
        let result = try runProcess(builtProduct("casino"), ["completions", shell])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let file = folder.appendingPathComponent("casino.\(shell)")
        try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What bash offers for a command line already split into words as bash splits it (the
    /// last word is the one being completed), through the function `complete -p casino`
    /// names, in `folder`.
    private func bashOffers(_ words: [String], in folder: URL) throws -> [String] {
        let file = try script("bash", in: folder)
        let program = """
            cd "$1" && source "$2" || exit 1
            spec=$(complete -p casino) || exit 2
            function=${spec#*-F }
            function=${function%% *}
            shift 2
            COMP_WORDS=("$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            "$function" casino "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runProcess(
            try ExternalTool.bash.url,
            ["--norc", "--noprofile", "-c", program, "bash", folder.path, file.path] + words)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    @Test(.requires(.bash)) func bashRegistersTheFunctionForCasino() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try script("bash", in: folder)
        let result = try runProcess(
            try ExternalTool.bash.url,
            [
                "--norc", "--noprofile", "-c", "source \"$1\" && complete -p casino", "bash",
                file.path,
            ])
        #expect(result.standardOutput == "complete -F _casino casino\n")
    }

    @Test(.requires(.bash)) func bashOffersEachSubcommandsOptionsExactlyAsItsHelpListsThem()
        throws
    {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in try helpSubcommands() {
            let offered = try bashOffers(["casino", command, "--"], in: folder)
            #expect(Set(offered) == (try helpOptions(command)), "casino \(command) --")
        }
    }

    @Test(.requires(.bash)) func bashCompletesSubcommandsAndTheDefaultCommandsOptions() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try bashOffers(["casino", "si"], in: folder) == ["simulate"])
        #expect(try bashOffers(["casino", "co"], in: folder) == ["completions"])
        let top = Set(try bashOffers(["casino", ""], in: folder))
        #expect(top.isSuperset(of: try helpSubcommands()))
        #expect(top.isSuperset(of: try helpOptions("play")))
        #expect(top.contains("--version"))
        // After `casino --mute`, casino is playing: play's options, no subcommands.
        #expect(
            try bashOffers(["casino", "--mute", "--r"], in: folder) == [
                "--rules", "--reduced-motion", "--reality-check",
            ])
    }

    @Test(.requires(.bash)) func bashCompletesValues() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try bashOffers(["casino", "completions", ""], in: folder) == ["bash", "zsh", "fish"])
        #expect(try bashOffers(["casino", "completions", "bash", ""], in: folder) == ["--help"])
        #expect(
            try bashOffers(["casino", "odds", "--rules", ""], in: folder) == ["classic", "easy"])
        // bash splits --rules=e at the '=' (COMP_WORDBREAKS).
        #expect(try bashOffers(["casino", "odds", "--rules", "=", "e"], in: folder) == ["easy"])
        #expect(try bashOffers(["casino", "play", "--seed", ""], in: folder) == [])
        // A folder for --export DIR, and no plain files.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("exports"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("exported.txt"))
        #expect(try bashOffers(["casino", "sounds", "--export", "ex"], in: folder) == ["exports"])
    }

    @Test(.requires(.bash)) func bashOffersAFileNameWithASpaceAsOneName() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("my chart.svg"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("my exports"), withIntermediateDirectories: true)
        #expect(
            try bashOffers(["casino", "simulate", "--svg", "my"], in: folder).sorted() == [
                "my chart.svg", "my exports",
            ])
        #expect(
            try bashOffers(["casino", "sounds", "--export", "my"], in: folder) == ["my exports"])
    }

    @Test(.requires(.fish)) func fishOffersEachSubcommandsOptionsAndValues() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try script("fish", in: folder)
        func offers(_ line: String) throws -> [String] {
            let result = try runProcess(
                try ExternalTool.fish.url,
                ["--no-config", "-c", "source $argv[1]; complete -C$argv[2]", file.path, line],
                environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput.split(separator: "\n").map {
                String($0.split(separator: "\t").first ?? "")
            }
        }
        for command in try helpSubcommands() {
            let offered = try offers("casino \(command) --")
            #expect(Set(offered) == (try helpOptions(command)), "casino \(command) --")
        }
        #expect(try offers("casino si") == ["simulate"])
        #expect(Set(try offers("casino odds --rules ")) == ["classic", "easy"])
        #expect(Set(try offers("casino completions ")) == ["bash", "zsh", "fish"])
    }

    @Test(.requires(.zsh)) func zshLoadsTheScriptAndBindsItToCasino() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try script("zsh", in: folder)
        let syntax = try runProcess(try ExternalTool.zsh.url, ["-n", file.path])
        #expect(syntax.status == 0, "\(syntax.standardError)")
        let program = """
            autoload -U compinit && compinit -u -d "$1/zcompdump" && source "$2" \
            && print -r -- $_comps[casino] && whence -w _casino
            """
        let loaded = try runProcess(
            try ExternalTool.zsh.url, ["-f", "-c", program, "zsh", folder.path, file.path],
            environment: ["HOME": folder.path])
        #expect(loaded.standardOutput == "_casino\n_casino: function\n", "\(loaded.standardError)")
        // Every option of every subcommand has its _arguments spec.
        let text = try String(contentsOf: file, encoding: .utf8)
        for command in try helpSubcommands() {
            let block = try #require(text.components(separatedBy: "        \(command))\n").last)
                .components(separatedBy: ";;").first!
            for option in try helpOptions(command) {
                #expect(
                    block.contains("\(option)[") || block.contains("\(option)=["),
                    "\(command) \(option)")
            }
        }
    }

    @Test func anUnknownOrMissingShellIsAUsageError() throws {
        let unknown = try runProcess(builtProduct("casino"), ["completions", "tcsh"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("SHELL expects one of bash, zsh, fish, not 'tcsh'"))
        let missing = try runProcess(builtProduct("casino"), ["completions"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("completions needs a shell"))
        #expect(missing.standardOutput.isEmpty)
    }
}
