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
///   written beside it as `NAME.actual.EXT` to look at (removed again once it matches);
/// - a file in the folder that is no snapshot of the tests' own list fails the folder's test
///   (``expectOnlySnapshots(named:sourceLocation:)``).
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
    /// snapshot `name`, or records it, and records a failure at the caller unless it matched
    /// or was recorded on purpose. `differences` gets the stored bytes and says how they
    /// differ from what was made now, or nil where the two match for this kind of file.
    package func expectMatch(
        _ actual: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
        differences: (Data) throws -> String?
    ) {
        let url = url(named: name)
        let stored = try? Data(contentsOf: url)
        func fail(_ failure: String) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
        if isRecording || stored == nil {
            do {
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try actual.write(to: url, options: .atomic)
            } catch {
                return fail("could not record the snapshot \(name) at \(url.path): \(error)")
            }
            try? FileManager.default.removeItem(at: actualURL(named: name))
            if !isRecording { fail("Recorded a new snapshot \(name); check it and run again.") }
            return
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
            return
        }
        try? actual.write(to: beside, options: .atomic)
        fail(
            "Snapshot \(name) differs (\(recordVariable)=1 re-records; this run's is "
                + "\(beside.path)):\n\(found)")
    }

    /// Records a failure for each file of the folder that is no snapshot of `names`, the
    /// tests' own list of what they compare: a snapshot that no test reads would keep showing
    /// a frame nobody checks. What a differing compare wrote beside its snapshot
    /// (`NAME.actual.EXT`) belongs to that run, not to the folder, and is let be.
    package func expectOnlySnapshots(
        named names: some Sequence<String>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = Set(names.map { url(named: $0).lastPathComponent })
        let unread = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            !expected.contains($0) && !$0.hasSuffix(".actual.\(fileExtension)")
        }
        for file in unread.sorted() {
            let unreadFile = "\(folder.lastPathComponent)/\(file)"
            Issue.record(
                "\(unreadFile) is read by no test: delete it, or add its frame to the tests' list",
                sourceLocation: sourceLocation)
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
