import CasinoArt
import CasinoPresentation

/// Where a notice ("SOUND OFF.", where a damaged save was kept) is drawn: over the main
/// screen on the session line, one line in the place ``Screen/noticeLine(room:measure:)``
/// gives it (a short form when the whole does not fit, clicked to read the whole), under the
/// outcome and clear of the bet buttons; opened, or over a panel, whole, as a toast of its
/// own at the screen's bottom edge, which the tall panels end above. So it never lies over a control, a panel's lines, inside the Info sheet, or
/// among the blurred backdrop of Game Over.
enum NoticeDrawing {
    /// Pixels from one line of a notice to the next (the tiny font and a gap).
    static let lineHeight = 7
    /// Pixels between a panel's bottom edge and the toast below it.
    static let gap = 3
    /// Pixels of the toast's box around its lines.
    static let padding = 2

    static let full = PixelRect(x: 0, y: 0, width: ScreenGeometry.designWidth, height: 0)

    /// The notice in lines that fit the screen with its margins.
    static func lines(_ notice: String) -> [String] {
        Texts.wrap(
            notice, width: full.width - 2 * ScreenLayout.margin, measure: PixelFont.tiny.width)
    }

    /// The distance between lines: further apart when accents need the room (Vietnamese).
    static func pitch(_ lines: [String]) -> Int {
        max(lineHeight, PixelFont.tiny.lineHeight(of: lines, gap: 1))
    }

    /// The top edge of the toast that shows `notice` over a panel, in art pixels.
    static func toastTop(_ notice: String) -> Int {
        let lines = lines(notice)
        return ScreenGeometry.designHeight - 1 - (lines.count * pitch(lines) + 2 * padding)
    }

    /// Over the main screen: the notice's line in the session line's place; opened whole,
    /// the toast at the bottom edge, as over a panel, whose covered buttons do not answer
    /// (the next click puts it away).
    static func drawInStatusLine(_ painter: inout Painter, scene: Screen) {
        guard let notice = scene.notice else { return }
        guard !scene.isNoticeOpen else {
            let cover = painter.device(PixelRect(x: 0, y: toastTop(notice), width: 0, height: 0))
            painter.targets.removeAll { $0.rect.maxY > cover.y }
            return drawToast(&painter, notice)
        }
        let room = full.width - 2 * ScreenLayout.margin
        guard let line = scene.noticeLine(room: room, measure: PixelFont.tiny.width) else { return }
        let width = PixelFont.tiny.width(of: line)
        let box = PixelRect(
            x: (full.width - width) / 2 - 3, y: ScreenLayout.sessionY - 2, width: width + 6,
            height: 9)
        painter.fill(box, RGBA(Palette.darkPurple, opacity: 0.6), radius: 3)
        painter.text(line, centredIn: full, y: ScreenLayout.sessionY, color: Palette.banana)
        painter.targets.append(Target(rect: painter.device(box), intent: .readNotice))
    }

    /// Over a panel: one opaque box at the bottom edge holding every line.
    static func drawToast(_ painter: inout Painter, _ notice: String) {
        let lines = lines(notice)
        let pitch = pitch(lines)
        let top = toastTop(notice)
        let width = (lines.map(PixelFont.tiny.width).max() ?? 0) + 4 * padding
        painter.fill(
            PixelRect(
                x: (full.width - width) / 2, y: top, width: width,
                height: lines.count * pitch + 2 * padding),
            Palette.darkPurple, radius: 3)
        for (offset, line) in lines.enumerated() {
            painter.text(
                line, centredIn: full, y: top + padding + 1 + offset * pitch,
                color: Palette.banana)
        }
    }
}
