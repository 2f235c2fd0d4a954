import CasinoArt
import CasinoTerminal
import Foundation
import TestSupport
import Testing

/// Text snapshots of rendered frames, stored in `__Snapshots__` beside this file.
///
/// A snapshot holds the characters a person would read, then two maps of the colours (the
/// top and bottom pixel of every cell, each named by the nearest colour of a small legend),
/// so a change of layout, text or colour all show up in a plain-text diff. Set
/// `CASINO_RECORD_SNAPSHOTS=1` to re-record after an intended change; stored, compared and
/// recorded as the window's golden images are (``SnapshotFolder``).
enum Snapshot {
    static let folder = SnapshotFolder(
        named: "__Snapshots__", besideFile: #filePath, fileExtension: "txt",
        recordVariable: "CASINO_RECORD_SNAPSHOTS")

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

    /// Compares `grid` with the stored snapshot `name`, or records it (see
    /// ``SnapshotFolder``).
    static func assert(
        _ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let pictures = ProcessInfo.processInfo.environment["CASINO_SNAPSHOT_ANSI"] {
            // For looking at a frame: an ANSI picture of it, one line per row.
            try? ansi(of: grid).write(
                toFile: "\(pictures)/\(name).ans", atomically: true, encoding: .utf8)
        }
        let actual = text(of: grid)
        folder.expectMatch(Data(actual.utf8), named: name, sourceLocation: sourceLocation) {
            SnapshotFolder.lineDifferences(
                stored: String(decoding: $0, as: UTF8.self), actual: actual)
        }
    }
}

extension CellGrid {
    /// The characters of each row, as a person reading the screen sees them.
    var lines: [String] {
        (0..<height).map { y in
            String(String.UnicodeScalarView(cells[y * width..<(y + 1) * width].map(\.character)))
        }
    }

    /// The screen's text, rows joined by newlines, trailing spaces kept (positions matter).
    var text: String { lines.joined(separator: "\n") }
}
