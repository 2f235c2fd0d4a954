import CasinoArt
import CasinoTerminal
import Foundation
import Testing

/// Text snapshots of rendered frames, stored in `__Snapshots__` beside this file.
///
/// A snapshot holds the characters a person would read, then two maps of the colours (the
/// top and bottom pixel of every cell, each named by the nearest colour of a small legend),
/// so a change of layout, text or colour all show up in a plain-text diff. Set
/// `CASINO_RECORD_SNAPSHOTS=1` to re-record after an intended change.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["CASINO_RECORD_SNAPSHOTS"] == "1"
    }

    /// The legend: a letter per colour the game uses.
    static let legend: [(Character, RGB)] = [
        ("K", .black), ("W", .white), ("R", Palette.red), ("P", Palette.brightPurple),
        ("B", Palette.blue), ("Y", Palette.yellow), ("N", Palette.banana),
        ("D", Palette.darkPurple), ("F", Palette.reelFace), ("r", RGB(hex: 0x94201A)),
        ("p", RGB(hex: 0x781249)), ("g", RGB(hex: 0x2E9D22)), ("c", RGB(hex: 0x40A0F0)),
        ("o", RGB(hex: 0xF08020)), ("e", RGB(hex: 0x808080)), ("b", RGB(hex: 0x14147A)),
        ("G", RGB(hex: 0xFFD700)), ("k", RGB(hex: 0x3A1020)),
    ]

    static func letter(_ color: RGB) -> Character {
        legend.min { $0.1.distanceSquared(to: color) < $1.1.distanceSquared(to: color) }!.0
    }

    static func text(of grid: CellGrid) -> String {
        var top: [String] = []
        var bottom: [String] = []
        for y in 0..<grid.height {
            var topLine = ""
            var bottomLine = ""
            for x in 0..<grid.width {
                let cell = grid[x, y]
                let upper = cell.character == Cell.upperHalf ? cell.foreground : cell.background
                topLine.append(letter(upper))
                bottomLine.append(letter(cell.background))
            }
            top.append(topLine)
            bottom.append(bottomLine)
        }
        return (["# text"] + grid.lines + ["# top pixels"] + top + ["# bottom pixels"] + bottom)
            .joined(separator: "\n") + "\n"
    }

    static func ansi(of grid: CellGrid) -> String {
        var text = ""
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                let (f, b) = (cell.foreground, cell.background)
                text +=
                    "\u{1B}[0;\(cell.bold ? "1;" : "")38;2;\(f.r);\(f.g);\(f.b);48;2;\(b.r);\(b.g);\(b.b)m"
                text.unicodeScalars.append(cell.character)
            }
            text += "\u{1B}[0m\n"
        }
        return text
    }

    /// Compares `grid` with the stored snapshot `name`, or records it.
    static func assert(
        _ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let folder = ProcessInfo.processInfo.environment["CASINO_SNAPSHOT_ANSI"] {
            // For looking at a frame: an ANSI picture of it, one line per row.
            try? ansi(of: grid).write(
                toFile: "\(folder)/\(name).ans", atomically: true, encoding: .utf8)
        }
        let url = directory.appendingPathComponent("\(name).txt")
        let actual = text(of: grid)
        let stored = try? String(contentsOf: url, encoding: .utf8)
        if isRecording || stored == nil {
            try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try! actual.write(to: url, atomically: true, encoding: .utf8)
            if !isRecording {
                Issue.record(
                    "Recorded a new snapshot \(name); check it and run again.",
                    sourceLocation: sourceLocation)
            }
            return
        }
        guard let stored, stored != actual else { return }
        let expectedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var differences: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) where differences.count < 12 {
            let expected = index < expectedLines.count ? String(expectedLines[index]) : "∅"
            let found = index < actualLines.count ? String(actualLines[index]) : "∅"
            if expected != found {
                differences.append("line \(index + 1):\n- \(expected)\n+ \(found)")
            }
        }
        let message =
            "Snapshot \(name) differs (CASINO_RECORD_SNAPSHOTS=1 re-records):\n"
            + differences.joined(separator: "\n")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
