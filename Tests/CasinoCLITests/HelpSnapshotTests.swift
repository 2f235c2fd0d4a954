import CasinoCLI
import Foundation
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
        TextSnapshot.assert(result.standardOutput, named: "help-\(name)")
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

    /// A snapshot no test compares is a page that no longer exists: it must go too.
    @Test func everySnapshotIsAHelpPageThatExists() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TextSnapshot.directory.path)
        let expected = Set(["help.txt"] + Self.subcommands.map { "help-\($0).txt" })
        #expect(Set(files.filter { $0.hasPrefix("help") }) == expected)
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
}
