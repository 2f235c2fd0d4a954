import CasinoArt
import CasinoEngine
import CasinoPresentation

/// A rendered frame: the cells to show and the clickable places in it.
package struct Frame: Sendable {
    package var grid: CellGrid
    /// Where a click means what, topmost last.
    package var targets: [Target]

    /// A clickable rectangle of cells.
    package struct Target: Sendable, Hashable {
        package var rect: Rect
        package var intent: Intent
    }

    /// What a click at cell (`x`, `y`) asks for, if anything.
    package func intent(atX x: Int, y: Int) -> Intent? {
        targets.last { $0.rect.contains(x: x, y: y) }?.intent
    }
}

/// Draws a ``Screen`` into cells for a terminal of a given size: the pure heart of the terminal
/// front end, so every frame can be tested without a terminal.
package struct Renderer: Sendable {
    package var mode: ColorMode
    /// The zone the history's clock times are shown in (the player's own by default).
    package var clock: WallClock

    package init(mode: ColorMode, clock: WallClock = .local) {
        self.mode = mode
        self.clock = clock
    }

    package func render(_ scene: Screen, width: Int, height: Int) -> Frame {
        guard let layout = Layout.fitting(width: width, height: height) else {
            return Frame(
                grid: tooSmall(
                    width: width, height: height, notice: scene.notice, texts: scene.texts),
                targets: [])
        }
        let theme: Theme = mode == .monochrome ? .monochrome : .color
        var drawing = Drawing(
            canvas: Canvas(width: width, height: height), theme: theme, layout: layout,
            scene: scene, clock: clock)
        drawing.drawMainScreen()
        if let panel = scene.panel { drawing.drawPanel(panel) }
        if ScreenStyle.showsStatusLine(scene) { drawing.drawStatusLine() }
        drawing.drawHelpLine()
        var grid = drawing.canvas.composed()
        if mode == .monochrome { grid = Self.monochrome(grid) }
        return Frame(grid: grid, targets: drawing.targets)
    }

    /// The one centred line a too-small terminal shows, and under it the notice of the
    /// moment (why a key did nothing, a warning), wrapped.
    func tooSmall(width: Int, height: Int, notice: String?, texts: Texts) -> CellGrid {
        var grid = CellGrid(width: max(0, width), height: max(0, height))
        guard width > 0, height > 0 else { return grid }
        let need = "\(Layout.minimumWidth)×\(Layout.minimumHeight)"
        let candidates = texts.terminalTooSmall(need: need, have: "\(width)×\(height)")
            .map(Texts.composed)
        let line = candidates.first { Texts.columns($0) <= width } ?? ""
        let lines = [line] + (notice.map { [""] + Texts.wrap($0, width: width) } ?? [])
        for (row, text) in lines.enumerated() where height / 2 + row < height {
            let x = (width - Texts.columns(text)) / 2
            for (offset, scalar) in text.unicodeScalars.enumerated() {
                grid[x + offset, height / 2 + row] = Cell(
                    scalar, foreground: mode == .monochrome ? .white : Palette.banana,
                    background: .black, bold: row == 0)
            }
        }
        return grid
    }

    /// Turns pixel cells into ink-or-paper half blocks (▀ ▄ █) so shapes survive without
    /// colour; text keeps its cells, shown reversed when written on ink.
    static func monochrome(_ grid: CellGrid) -> CellGrid {
        let ink = RGB.white
        let paper = RGB.black
        var result = grid
        result.cells = grid.cells.map { cell in
            guard cell.character == Cell.upperHalf || cell.character == " " else {
                let reversed = cell.background.luma > 0.5
                return Cell(
                    cell.character, foreground: reversed ? paper : ink,
                    background: reversed ? ink : paper, bold: cell.bold)
            }
            let top = cell.character == " " ? cell.background : cell.foreground
            let character: Unicode.Scalar =
                switch (top.luma > 0.5, cell.background.luma > 0.5) {
                case (true, true): "\u{2588}"
                case (true, false): Cell.upperHalf
                case (false, true): "\u{2584}"
                case (false, false): " "
                }
            return Cell(character, foreground: ink, background: paper)
        }
        return result
    }
}

/// The state of drawing one frame.
struct Drawing {
    var canvas: Canvas
    let theme: Theme
    let layout: Layout
    let scene: Screen
    let clock: WallClock
    var targets: [Frame.Target] = []

    mutating func target(_ rect: Rect, _ intent: Intent) {
        targets.append(Frame.Target(rect: rect, intent: intent))
    }
}
