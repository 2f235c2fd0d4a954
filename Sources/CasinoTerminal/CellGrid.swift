import CasinoArt

/// One character cell of the terminal: a character, its colours and attributes.
package struct Cell: Hashable, Sendable {
    package var character: Unicode.Scalar
    package var foreground: RGB
    package var background: RGB
    package var bold: Bool

    package init(
        _ character: Unicode.Scalar = " ", foreground: RGB = .white, background: RGB = .black,
        bold: Bool = false
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.bold = bold
    }

    /// The upper half block: the foreground paints the top pixel, the background the bottom.
    package static let upperHalf: Unicode.Scalar = "\u{2580}"
}

/// A rectangle of cells, or of half-block pixels where a cell is one pixel wide and two tall:
/// the shared ``PixelRect``.
package typealias Rect = PixelRect

extension PixelRect {
    /// The same rectangle in half-block pixels: two pixel rows per cell row.
    package var pixels: Rect { Rect(x: x, y: y * 2, width: width, height: height * 2) }
}

/// A whole frame as the terminal shows it, cell by cell: what the diff renderer compares and
/// what the snapshot tests record.
package struct CellGrid: Hashable, Sendable {
    package let width: Int
    package let height: Int
    package var cells: [Cell]

    package init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = width
        self.height = height
        cells = Array(repeating: fill, count: width * height)
    }

    package subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
}
