/// The sizes symbols are drawn at. Each size is hand-drawn: shrinking 16 px art to 12 px
/// by averaging smears the one-pixel outlines and turns the "BAR" letters and the "$"
/// into mush, so short terminals get their own pictures.
package enum SymbolSize: Int, CaseIterable, Sendable {
    /// 12×12 pixels: 12 columns × 6 rows of half-block cells, for short terminals.
    case small = 12
    /// 16×16 pixels: 16 columns × 8 rows of half-block cells; the size of record.
    case regular = 16

    /// Width and height in pixels.
    package var pixels: Int { rawValue }
}
