import CasinoArt
import CasinoPresentation

/// Lays out the window's frames: a pure function of the scene, the frame size and the
/// pointer, into a ``DrawList`` that SDL draws in the window and ``Raster`` composes in
/// memory, with no display needed (so golden images test it).
///
/// A class only for its one cache: the Game Over backdrop is blurred once when the panel
/// appears and reused for every later frame of it.
package final class ScreenRenderer {
    private let clock: WallClock
    private let textPictures = TextPictures()
    private var backdrop: (key: BackdropKey, command: DrawCommand)?
    /// How many times a backdrop was blurred: the tests check it happens once per panel.
    package private(set) var blurCount = 0

    package init(clock: WallClock = .local) {
        self.clock = clock
    }

    /// The frame for a window too small for the game (see ``ScreenGeometry/fits(width:height:)``):
    /// the backdrop and one centred line asking for more room, the longest that fits, at the
    /// game's smallest scale if it fits so (readable), else at 1.
    package func renderTooSmall(
        width: Int, height: Int, language: Language = .english
    ) -> RenderedFrame {
        var list = DrawList(width: max(1, width), height: max(1, height))
        list.append(.gradient(Palette.background))
        let need = "\(ScreenGeometry.minimumWidth)×\(ScreenGeometry.minimumHeight)"
        let font = PixelFont.tiny
        let lines = Texts(language).windowTooSmall(need: need)
        let fitting = [ScreenGeometry.minimumScale, 1].lazy.compactMap { zoom in
            lines.first { font.width(of: $0) * zoom <= width - 2 }.map { (line: $0, zoom: zoom) }
        }
        if let (line, zoom) = fitting.first {
            let text = font.render(line, color: Palette.label)
            list.append(
                .image(
                    text, x: (width - text.width * zoom) / 2,
                    y: (height - text.height * zoom) / 2, zoom: zoom, alpha: 255, clip: nil))
        }
        return RenderedFrame(drawList: list, targets: [], sheetTop: nil)
    }

    /// The frame for `scene` at `width × height` device pixels.
    package func render(
        _ scene: Screen, width: Int, height: Int, pointer: PointerState = PointerState()
    ) -> RenderedFrame {
        let geometry = ScreenGeometry(width: width, height: height)
        var painter = Painter(geometry: geometry, pointer: pointer, textPictures: textPictures)
        var sheetTop: Int?
        if let panel = scene.panel {
            let style = ScreenStyle.backdrop(for: panel.panel)
            let drawing = PanelDrawing(scene: scene, clock: clock)
            if style.blurPoints > 0 {
                painter.list.append(blurredBackdrop(scene, geometry: geometry, style: style))
            } else {
                MainScreenDrawing(scene: scene).draw(&painter)
            }
            painter.clearTargets()
            painter.fillFrame(RGBA(.black, opacity: style.dim * panel.presence))
            switch panel.panel {
            case .gameOver, .realityCheck: drawing.drawModal(&painter)
            case .resetConfirm: drawing.drawResetConfirm(&painter)
            case .history: drawing.drawHistory(&painter)
            case .info:
                // The sheet slides up from below the window's bottom edge.
                let travel = height - geometry.device(PanelDrawing.sheet).y
                painter.shiftY =
                    Int((Double(travel) * (1 - panel.presence)).rounded())
                    + max(0, pointer.sheetDrag)
                sheetTop = geometry.device(PanelDrawing.sheet).y + painter.shiftY
                drawing.drawInfoSheet(&painter)
                painter.shiftY = 0
            }
            // Over a panel a notice has its own place, the screen's bottom edge.
            if let notice = scene.notice { NoticeDrawing.drawToast(&painter, notice) }
        } else {
            MainScreenDrawing(scene: scene).draw(&painter)
            backdrop = nil
        }
        return RenderedFrame(drawList: painter.list, targets: painter.targets, sheetTop: sheetTop)
    }

    /// The main screen blurred by the spec's radius, computed once per panel appearance (the
    /// screen under a panel does not change) and size, as a whole frame a window uploads once.
    private func blurredBackdrop(
        _ scene: Screen, geometry: ScreenGeometry, style: ScreenStyle.Backdrop
    ) -> DrawCommand {
        let key = BackdropKey(
            scene: Self.backdropScene(scene), width: geometry.width, height: geometry.height)
        if let backdrop, backdrop.key == key { return backdrop.command }
        var painter = Painter(
            geometry: geometry, pointer: PointerState(), textPictures: textPictures)
        MainScreenDrawing(scene: key.scene).draw(&painter)
        let raster = Raster(painter.list).blurred(
            sigma: style.blurPoints * geometry.pixelsPerPoint)
        blurCount += 1
        let command = DrawCommand.frame(raster, id: blurCount)
        backdrop = (key, command)
        return command
    }

    /// What the blurred backdrop shows: the main screen at rest, without what keeps moving
    /// or changing over it (the pulse, the clock, notices drawn on top).
    static func backdropScene(_ scene: Screen) -> Screen {
        var still = scene
        still.panel = nil
        still.pulse = nil
        still.notice = nil
        still.outcome = nil
        still.sessionElapsed = 0
        return still
    }
}

private struct BackdropKey: Hashable {
    var scene: Screen
    var width: Int
    var height: Int
}
