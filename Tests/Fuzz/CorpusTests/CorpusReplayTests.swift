import Foundation
import FuzzChecks
import Testing

/// Every input kept in Tests/Fuzz/Corpus/<target>/ (the seeds, and each crash a fuzz run
/// found, which Scripts/fuzz.sh writes there) through the same check its fuzz target runs.
@Suite struct CorpusReplayTests {
    /// Tests/Fuzz/Corpus, beside this file's folder.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputHoldsTheTargetsProperties(_ target: FuzzTarget) throws {
        let folder = Self.corpus.appendingPathComponent(target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(!names.isEmpty, "no inputs in \(folder.path)")
        for name in names {
            let input = try Data(contentsOf: folder.appendingPathComponent(name))
            do {
                try target.check(Array(input))
            } catch {
                Issue.record("\(target.rawValue)/\(name): \(error)")
            }
        }
    }
}
