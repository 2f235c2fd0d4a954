import CasinoArt
import CasinoTerminal
import Testing

private func grid(_ text: [String], background: RGB = Palette.red) -> CellGrid {
    var grid = CellGrid(width: text[0].count, height: text.count)
    for (y, line) in text.enumerated() {
        for (x, scalar) in line.unicodeScalars.enumerated() {
            grid[x, y] = Cell(scalar, foreground: .white, background: background)
        }
    }
    return grid
}

@Test func nothingIsWrittenWhenNothingChanged() {
    let encoder = FrameEncoder(mode: .trueColor)
    let frame = grid(["hello", "world"])
    #expect(encoder.encode(frame, since: frame).isEmpty)
}

@Test func onlyChangedCellsAreWritten() {
    let encoder = FrameEncoder(mode: .trueColor)
    let before = grid(["hello", "world"])
    var after = before
    after[4, 1] = Cell("D", foreground: .white, background: Palette.red)
    let bytes = String(decoding: encoder.encode(after, since: before), as: UTF8.self)
    #expect(bytes.hasPrefix("\u{1B}[2;5H"), "jumps straight to the changed cell")
    #expect(bytes.hasSuffix("D"))
    #expect(!bytes.contains("hello") && !bytes.contains("worl"))
}

@Test func aFirstFrameWritesEveryCellWithItsColours() {
    let bytes = String(
        decoding: FrameEncoder(mode: .trueColor).encode(grid(["ab"]), since: nil), as: UTF8.self)
    #expect(bytes.contains("38;2;255;255;255"))
    #expect(bytes.contains("48;2;228;42;32"))
    #expect(bytes.hasSuffix("ab"))
}

@Test func the256ColourFallbackUsesPaletteIndices() {
    let bytes = String(
        decoding: FrameEncoder(mode: .palette256).encode(grid(["ab"]), since: nil), as: UTF8.self)
    #expect(!bytes.contains("38;2;"))
    #expect(bytes.contains("48;5;"))
}

@Test func monochromeWritesNoColourAtAll() {
    let bytes = String(
        decoding: FrameEncoder(mode: .monochrome).encode(grid(["ab"]), since: nil), as: UTF8.self)
    #expect(!bytes.contains("38;") && !bytes.contains("48;"))
}

@Test func colourModeFollowsTheEnvironment() {
    #expect(
        ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .monochrome)
    #expect(
        ColorMode.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
    #expect(ColorMode.detect(environment: ["CASINO_COLOR": "mono"]) == .monochrome)
}
