import CasinoArt
import CasinoPresentation
import CasinoRandom
import CasinoTerminal
import TestSupport
import Testing

/// A model terminal that understands what the encoder writes (cursor moves, SGR colours and
/// attributes, characters, no autowrap), so a test can check that the bytes of each frame,
/// applied on top of the previous ones, really show that frame.
private struct ModelTerminal {
    struct Pen {
        var foreground: RGB?
        var background: RGB?
        var bold = false
    }

    let width: Int
    let height: Int
    let mode: ColorMode
    var cells: [(character: Unicode.Scalar, pen: Pen)?]
    var x = 0
    var y = 0
    var pen = Pen()

    init(width: Int, height: Int, mode: ColorMode) {
        self.width = width
        self.height = height
        self.mode = mode
        cells = Array(repeating: nil, count: width * height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\u{1B}" else {
                cells[y * width + x] = (scalar, pen)
                x = min(x + 1, width - 1)
                index += 1
                continue
            }
            // ESC [ parameters final
            var end = index + 2
            while !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
            let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            switch scalars[end] {
            case "H":
                y = parameters[0] - 1
                x = parameters[1] - 1
            case "m": sgr(parameters)
            default: Issue.record("unexpected sequence final \(scalars[end])")
            }
            index = end + 1
        }
    }

    private mutating func sgr(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            switch parameters[index] {
            case 0: pen = Pen()
            case 1: pen.bold = true
            case 22: pen.bold = false
            case 38, 48:
                let isForeground = parameters[index] == 38
                let color: RGB?
                if parameters[index + 1] == 2 {
                    color = RGB(
                        r: UInt8(parameters[index + 2]), g: UInt8(parameters[index + 3]),
                        b: UInt8(parameters[index + 4]))
                    index += 4
                } else {
                    color = RGB(xterm256: UInt8(parameters[index + 2]))
                    index += 2
                }
                if isForeground { pen.foreground = color } else { pen.background = color }
            default: Issue.record("unexpected SGR \(parameters[index])")
            }
            index += 1
        }
    }

    /// The differences between the screen and `grid`, as a colour terminal shows them.
    func differences(from grid: CellGrid) -> [String] {
        var found: [String] = []
        func shown(_ color: RGB) -> RGB {
            mode == .palette256 ? RGB(xterm256: color.nearestXterm256)! : color
        }
        for row in 0..<height {
            for column in 0..<width {
                let want = grid[column, row]
                guard let cell = cells[row * width + column] else {
                    found.append("(\(column), \(row)) never written")
                    continue
                }
                let same =
                    cell.character == want.character
                    && cell.pen.background == shown(want.background)
                    && (want.character == " " || cell.pen.foreground == shown(want.foreground))
                    && cell.pen.bold == want.bold
                if !same { found.append("(\(column), \(row)) shows \(cell), wants \(want)") }
            }
        }
        return found
    }
}

/// Frames a player sees in a row: the first frame, two whole spins (at 30 frames per second,
/// to keep the test quick), the landing glows, the Info sheet sliding up and the history.
private func playedFrames(width: Int, height: Int, mode: ColorMode) -> [CellGrid] {
    let renderer = Renderer(mode: mode)
    var controller = makeController(outcomes: [outcome([4, 4, 4]), outcome([0, 1, 2])])
    var scenes = [controller.screen(at: 0)]
    controller.handle(.spin, at: 0)
    for frame in 0...45 { scenes.append(controller.screen(at: Double(frame) / 30)) }
    controller.handle(.spin, at: 2)
    for frame in 0...38 { scenes.append(controller.screen(at: 2 + Double(frame) / 30)) }
    controller.handle(.info, at: 4)
    for frame in 0...12 { scenes.append(controller.screen(at: 4 + Double(frame) / 30)) }
    controller.handle(.history, at: 5)
    scenes.append(controller.screen(at: 5))
    return scenes.map { renderer.render($0, width: width, height: height).grid }
}

@Test(arguments: [ColorMode.trueColor, .palette256])
func replayingTheBytesOfEachFrameShowsThatFrame(mode: ColorMode) {
    let encoder = FrameEncoder(mode: mode)
    var terminal = ModelTerminal(width: 80, height: 24, mode: mode)
    var previous: CellGrid?
    for (index, frame) in playedFrames(width: 80, height: 24, mode: mode).enumerated() {
        terminal.apply(encoder.encode(frame, since: previous))
        let differences = terminal.differences(from: frame)
        #expect(differences.isEmpty, "frame \(index): \(differences.prefix(3))")
        if !differences.isEmpty { return }
        previous = frame
    }
}

@Test func replayingRandomChangesShowsEachFrame() {
    // Small random edits, the hard case for skipping and rewriting short runs of cells.
    var generator = Xoshiro256StarStar(seed: 7)
    let colors = [Palette.red, Palette.blue, Palette.yellow, RGB.white, RGB.black]
    let characters: [Unicode.Scalar] = [" ", Cell.upperHalf, "a", "×"]
    let encoder = FrameEncoder(mode: .trueColor)
    var terminal = ModelTerminal(width: 20, height: 6, mode: .trueColor)
    var frame = CellGrid(width: 20, height: 6)
    var previous: CellGrid?
    for step in 0..<400 {
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            frame[
                Int.random(in: 0..<20, using: &generator), Int.random(in: 0..<6, using: &generator)] =
                Cell(
                    characters.randomElement(using: &generator)!,
                    foreground: colors.randomElement(using: &generator)!,
                    background: colors.randomElement(using: &generator)!,
                    bold: Bool.random(using: &generator))
        }
        terminal.apply(encoder.encode(frame, since: previous))
        let differences = terminal.differences(from: frame)
        #expect(differences.isEmpty, "step \(step): \(differences.prefix(3))")
        if !differences.isEmpty { return }
        previous = frame
    }
}
