import CasinoCLI
import Foundation
import Testing

/// The README's troubleshooting table tells a player what each exit status means and what to
/// do; the manual (``ManualPage``) is the reference. A status added to ``ExitCode`` must reach
/// the README too, and the README must not keep one the program no longer uses.
@Suite struct ReadmeExitStatusTests {
    /// The statuses in the first column of the README's Troubleshooting table.
    private func documentedStatuses() throws -> [Int32] {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n")
        let section = lines.drop { $0 != "## Troubleshooting" }.dropFirst()
            .prefix { !$0.hasPrefix("## ") }
        return section.compactMap { line in
            guard line.hasPrefix("| ") else { return nil }
            return Int32(line.dropFirst(2).prefix { $0 != " " })
        }
    }

    @Test func theTroubleshootingTableListsEveryExitStatusOnce() throws {
        let documented = try documentedStatuses()
        #expect(documented == ExitCode.allCases.map(\.rawValue))
    }
}
