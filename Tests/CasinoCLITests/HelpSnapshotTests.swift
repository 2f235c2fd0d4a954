import CasinoCLI
import Foundation
import TestSupport
import Testing

/// Every help page, whole, against its snapshot in `__Snapshots__`: `casino --help` is
/// `help.txt`, `casino NAME --help` is `help-NAME.txt`.
@Suite struct HelpSnapshotTests {
    static let subcommands = CasinoCommandLine.commands.map(\.name)

    @Test func theOverviewIsItsSnapshot() {
        let result = runInProcess(["--help"])
        #expect(result.status == .success)
        #expect(result.standardError.isEmpty)
        TextSnapshot.assert(result.standardOutput, named: "help")
    }

    @Test(arguments: subcommands)
    func eachSubcommandsHelpIsItsSnapshot(_ name: String) {
        let result = runInProcess([name, "--help"])
        #expect(result.status == .success)
        #expect(result.standardError.isEmpty)
        var page = result.standardOutput
        #if Window
            // The stored page is a build's without the window; with it, only the last line
            // (what this program has) differs.
            page = page.replacingOccurrences(
                of: "This program has the window built in.",
                with:
                    "This build has no window; install libsdl2-dev and run 'swift run --traits Window\n"
                    + "casino window'.")
        #endif
        TextSnapshot.assert(page, named: "help-\(name)")
    }

    /// `-h`, `help` and a `--help` after other options print the very same pages.
    @Test func everySpellingOfHelpPrintsTheSamePage() {
        let overview = runInProcess(["--help"]).standardOutput
        for spelling in [["-h"], ["help"]] {
            let result = runInProcess(spelling)
            #expect(result.status == .success)
            #expect(result.standardOutput == overview, "\(spelling)")
        }
        let odds = runInProcess(["odds", "--help"]).standardOutput
        #expect(runInProcess(["odds", "-h"]).standardOutput == odds)
        #expect(runInProcess(["odds", "--rules", "easy", "--help"]).standardOutput == odds)
        // Options without a subcommand are play's: so is the help after them.
        let play = runInProcess(["play", "--help"]).standardOutput
        #expect(runInProcess(["--mute", "--help"]).standardOutput == play)
        #expect(runInProcess(["--mute", "-h"]).standardOutput == play)
    }

    /// A snapshot no test compares is a page that no longer exists: it must go too, and so
    /// must any other file in the folder.
    @Test func everySnapshotIsAHelpPageThatExists() throws {
        let folder = SnapshotFolder(
            TextSnapshot.directory, fileExtension: "txt", recordVariable: "CASINO_RECORD_SNAPSHOTS")
        try folder.expectOnlySnapshots(named: ["help"] + Self.subcommands.map { "help-\($0)" })
    }

    @Test func theDifferenceOfTwoTextsShowsOnlyTheChangedLinesWithContext() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\nX\n3\n4\n5\n6\n7\nY\n9\n"
        let expected = [
            "  1", "  2", "+ X", "  3", "  4", "…", "  6", "  7", "- 8", "+ Y", "  9", "  ",
        ]
        #expect(TextSnapshot.difference(from: old, to: new) == expected.joined(separator: "\n"))
        #expect(TextSnapshot.difference(from: old, to: old) == "")
    }

    /// Every page's running text (after the options, but for the commands to type, which
    /// are indented) is wrapped for an 80-column terminal, as the other pages always were
    /// (sounds' discussion ran to 171 columns).
    @Test(arguments: subcommands)
    func everyHelpPagesProseFitsEightyColumns(_ name: String) {
        let page = runInProcess([name, "--help"]).standardOutput
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let afterOptions = lines.drop { !$0.hasPrefix("  -h, --help") }.dropFirst()
        #expect(!afterOptions.isEmpty || page.hasSuffix("Show this help.\n"), "\(name)")
        for line in afterOptions where !(line.first?.isWhitespace ?? true) {
            #expect(line.count <= 80, "\(name): \(line.count) columns: \(line)")
        }
    }

    /// A subcommand's page names the subcommand, play's too; the overview keeps the
    /// general form.
    @Test func playsPageShowsItsOwnUsage() {
        #expect(
            runInProcess(["play", "--help"]).standardOutput.contains(
                "Usage: casino play [options]\n"))
        #expect(
            runInProcess(["--help"]).standardOutput.contains(
                "Usage: casino [SUBCOMMAND] [options]\n"))
    }

    /// The overview, the manual and the completions are written once (an install writes
    /// them from its build without the window), so they never tell anyone to build with
    /// --traits Window; only `casino window --help` says what this program has.
    @Test func onlyTheWindowsHelpSaysWhetherThisProgramHasTheWindow() {
        let written = [
            runInProcess(["--help"]).standardOutput, runInProcess(["manual"]).standardOutput,
            runInProcess(["completions", "bash"]).standardOutput,
            runInProcess(["completions", "zsh"]).standardOutput,
            runInProcess(["completions", "fish"]).standardOutput,
        ]
        for text in written {
            #expect(!text.contains("build with --traits"), "\(text.prefix(200))")
            #expect(!text.contains("swift run"), "\(text.prefix(200))")
        }
        let window = runInProcess(["window", "--help"]).standardOutput
        #if Window
            #expect(window.hasSuffix("\n\nThis program has the window built in.\n"))
        #else
            #expect(
                window.hasSuffix(
                    "\n\nThis build has no window; install libsdl2-dev and run 'swift run --traits Window\n"
                        + "casino window'.\n"), "\(window)")
        #endif
    }
}
