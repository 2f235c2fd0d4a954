import Foundation
import Testing

/// Whole texts (help pages) compared with files in `__Snapshots__` beside this file, so any
/// change to a page, a word or a blank line shows up in review as a change to a file.
///
/// `CASINO_RECORD_SNAPSHOTS=1 swift test --filter CasinoCLITests` re-records them after an
/// intended change (the variable the terminal's frame snapshots use too).
enum TextSnapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["CASINO_RECORD_SNAPSHOTS"] == "1"
    }

    static func url(named name: String) -> URL {
        directory.appendingPathComponent("\(name).txt")
    }

    /// The stored text of snapshot `name`, if it was recorded.
    static func stored(named name: String) -> String? {
        try? String(contentsOf: url(named: name), encoding: .utf8)
    }

    /// Compares `actual` with the stored snapshot `name`, or records it (and fails, when it
    /// was missing and nobody asked to record, so a new snapshot is always looked at).
    static func assert(
        _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let stored = stored(named: name)
        if isRecording || stored == nil {
            try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try! actual.write(to: url(named: name), atomically: true, encoding: .utf8)
            if !isRecording {
                Issue.record(
                    "Recorded a new snapshot \(name); check it and run again.",
                    sourceLocation: sourceLocation)
            }
            return
        }
        guard let stored, stored != actual else { return }
        let message =
            "Snapshot \(name) differs (CASINO_RECORD_SNAPSHOTS=1 re-records):\n"
            + difference(from: stored, to: actual)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The lines that differ, as `diff -u` marks them (`-` stored, `+` now), with two lines
    /// of context around each change; a line added in the middle shows as one `+` line, not
    /// as every later line changed.
    static func difference(from old: String, to new: String, context: Int = 2) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The longest common subsequence, by dynamic programming from the ends.
        var common = Array(
            repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in stride(from: before.count - 1, through: 0, by: -1) {
            for j in stride(from: after.count - 1, through: 0, by: -1) {
                common[i][j] =
                    before[i] == after[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var (i, j) = (0, 0)
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                lines.append((" ", before[i]))
                i += 1
                j += 1
            } else if i < before.count, j == after.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append(("-", before[i]))
                i += 1
            } else {
                lines.append(("+", after[j]))
                j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        let shown = Set(
            changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
        var text: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index > previous + 1 { text.append("…") }
            text.append("\(lines[index].mark) \(lines[index].text)")
            previous = index
        }
        return text.joined(separator: "\n")
    }
}
