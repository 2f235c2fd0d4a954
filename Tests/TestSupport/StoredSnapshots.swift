import Foundation
import Testing

/// A folder of checked-in snapshots, and the one "compare or record" every kind of snapshot
/// goes through: the terminal's text frames (`__Snapshots__`, `CASINO_RECORD_SNAPSHOTS=1`)
/// and the window's golden PNGs (`__Goldens__`, `CASINO_RECORD_GOLDENS=1`). Each kind keeps
/// its own file format and its own way of comparing (exact text, or pixels within a
/// tolerance); what happens around the comparison is the same for all:
///
/// - with the folder's variable set to 1, the file is written and the test passes;
/// - a missing file is written, and the test fails until it is checked and run again;
/// - a file that differs fails the test with the differences, and what was made now is
///   written beside it as `NAME.actual.EXT` to look at (removed again once it matches).
package struct SnapshotFolder: Sendable {
    package let folder: URL
    package let fileExtension: String
    /// The environment variable that re-records every snapshot of this folder.
    package let recordVariable: String

    package init(_ folder: URL, fileExtension: String, recordVariable: String) {
        self.folder = folder
        self.fileExtension = fileExtension
        self.recordVariable = recordVariable
    }

    /// The folder `name` beside the source file `filePath` (pass `#filePath`).
    package init(
        named name: String, besideFile filePath: String, fileExtension: String,
        recordVariable: String
    ) {
        self.init(
            URL(fileURLWithPath: filePath).deletingLastPathComponent()
                .appendingPathComponent(name), fileExtension: fileExtension,
            recordVariable: recordVariable)
    }

    package var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    package func url(named name: String) -> URL {
        folder.appendingPathComponent("\(name).\(fileExtension)")
    }

    /// Where a differing snapshot's new version is written.
    package func actualURL(named name: String) -> URL {
        folder.appendingPathComponent("\(name).actual.\(fileExtension)")
    }

    /// Compares `actual` (the file's bytes, as recording would write them) with the stored
    /// snapshot `name`, or records it. `differences` gets the stored bytes and says how they
    /// differ from what was made now, or nil where the two match for this kind of file.
    ///
    /// - Returns: nil when the snapshot matched or was recorded on purpose; else the failure
    ///   to report, in the caller's test framework.
    package func check(
        _ actual: Data, named name: String, differences: (Data) throws -> String?
    ) -> String? {
        let url = url(named: name)
        let stored = try? Data(contentsOf: url)
        if isRecording || stored == nil {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try actual.write(to: url, options: .atomic)
            } catch {
                return "could not record the snapshot \(name) at \(url.path): \(error)"
            }
            try? FileManager.default.removeItem(at: actualURL(named: name))
            return isRecording ? nil : "Recorded a new snapshot \(name); check it and run again."
        }
        let found: String?
        do {
            found = try differences(stored!)
        } catch {
            found = "the stored file cannot be read (\(error))"
        }
        let beside = actualURL(named: name)
        guard let found else {
            try? FileManager.default.removeItem(at: beside)
            return nil
        }
        try? actual.write(to: beside, options: .atomic)
        return "Snapshot \(name) differs (\(recordVariable)=1 re-records; this run's is "
            + "\(beside.path)):\n\(found)"
    }

    /// Swift Testing: ``check(_:named:differences:)``, with a failure recorded at the caller.
    package func expectMatch(
        _ actual: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
        differences: (Data) throws -> String?
    ) {
        if let failure = check(actual, named: name, differences: differences) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// For text snapshots: the first `limit` lines that differ, each as `- stored` and
    /// `+ now`, or nil when the texts are equal.
    package static func lineDifferences(stored: String, actual: String, limit: Int = 12)
        -> String?
    {
        guard stored != actual else { return nil }
        let expectedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var differences: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count)
        where differences.count < limit {
            let expected = index < expectedLines.count ? String(expectedLines[index]) : "∅"
            let found = index < actualLines.count ? String(actualLines[index]) : "∅"
            if expected != found {
                differences.append("line \(index + 1):\n- \(expected)\n+ \(found)")
            }
        }
        return differences.joined(separator: "\n")
    }
}
