import CasinoArt
import CasinoEngine
import CasinoPresentation

/// The panels over the main screen: Game Over, the reality check, the Info sheet, the history
/// and the reset question.
struct PanelDrawing {
    let scene: Screen
    let clock: WallClock
    /// Where the tall panels (the Info sheet, the history) must end: above a notice's
    /// toast while one shows (``NoticeDrawing``), so the notice covers none of their lines.
    var bottom: Int { scene.notice.map(NoticeDrawing.toastTop) ?? Self.height }

    static let width = ScreenGeometry.designWidth
    static let height = ScreenGeometry.designHeight

    /// A blue rounded panel with a soft shadow.
    static func box(_ painter: inout Painter, _ rect: PixelRect, radius: Int = 10) {
        for spread in stride(from: 6, through: 2, by: -2) {
            painter.fill(
                rect.insetBy(dx: -spread, dy: -spread).offsetBy(dy: 3),
                RGBA(.black, opacity: 0.12), radius: radius + spread)
        }
        painter.fill(rect, Palette.blue, radius: radius)
    }

    /// The × in a panel's top-right corner.
    static func closeButton(_ painter: inout Painter, in panel: PixelRect) {
        let rect = PixelRect(x: panel.maxX - 26, y: panel.y + 4, width: 22, height: 22)
        painter.button(rect, .closePanel) { painter, dy, tint in
            painter.image(Art.closeIcon, centredIn: rect, zoom: 2, dy: dy, tint: tint)
        }
    }

    /// A capsule button with a bold label: filled, or outlined on the panel.
    static func capsuleButton(
        _ painter: inout Painter, _ rect: PixelRect, _ label: String, fill: RGB, outline: RGB,
        text: RGB, intent: Intent
    ) {
        painter.button(rect, intent) { painter, dy, tint in
            let shown = rect.offsetBy(dy: dy / max(1, painter.scale))
            let look = tint ?? { $0 }
            painter.fill(shown, look(outline), radius: rect.height / 2)
            painter.fill(shown.insetBy(dx: 2, dy: 2), look(fill), radius: rect.height / 2 - 2)
            painter.text(
                label, centredIn: shown,
                y: shown.y + (shown.height - PixelFont.bold.height) / 2, color: text, font: .bold)
        }
    }

    // MARK: - Game Over and the reality check

    static let gameOverPanel = PixelRect(x: 10, y: 80, width: 160, height: 148)

    /// The buttons of the panels drawn as Game Over (NEW GAME, PLAY ON) in every language,
    /// by their labels, drawn once.
    static let modalButtons = Dictionary(
        Language.allCases.flatMap { [Texts($0).newGame, Texts($0).playOn] }
            .map { ($0, Art.newGameButton(label: $0)) }
    ) { first, _ in first }

    /// The spec's Game Over panel: a red title bar, the logo, three lines and a button; and
    /// the reality check drawn as it.
    func drawModal(_ painter: inout Painter) {
        let rect = Self.gameOverPanel
        let words = scene.texts.modal(scene)
        Self.box(&painter, rect)
        // The spec's red title bar with heavy white capitals.
        let bar = PixelRect(x: rect.x, y: rect.y, width: rect.width, height: 26)
        painter.fill(bar, Palette.red, radius: 10)
        painter.fill(
            PixelRect(x: bar.x, y: bar.maxY - 10, width: bar.width, height: 10), Palette.red)
        let title = PixelFont.bold.render(words.title, color: .white)
            .withShadow(Palette.darkPurple)
        painter.image(title, centredIn: bar, zoom: 2)
        painter.image(
            Art.logo,
            centredIn: PixelRect(x: rect.x, y: rect.y + 32, width: rect.width, height: 28), zoom: 2)
        // The spec's lines 9 apart, further when their accents need it.
        let pitch = max(9, PixelFont.tiny.lineHeight(of: words.lines, gap: 1))
        for (offset, line) in words.lines.enumerated() {
            painter.text(line, centredIn: rect, y: rect.y + 68 + offset * pitch, color: .white)
        }
        let button = Self.modalButtons[words.button] ?? Art.newGameButton
        let buttonRect = PixelRect(
            x: rect.midX - button.width, y: rect.y + 104, width: button.width * 2,
            height: button.height * 2)
        let intent: Intent = scene.panel?.panel == .realityCheck ? .closePanel : .newGame
        painter.button(buttonRect, intent) { painter, dy, tint in
            painter.image(button, x: buttonRect.x, y: buttonRect.y, zoom: 2, dy: dy, tint: tint)
        }
    }

    // MARK: - Info sheet

    /// Where the Info sheet and the history start: above the corner buttons (with a little
    /// of the main screen showing), so they cover ↻ and ⓘ wholly, as an iOS sheet covers
    /// the buttons of the screen it is presented over, rather than cutting them in half.
    static let top = ScreenLayout.resetButton.y - 2

    /// The sheet's resting place: full width, a little below the top, like an iOS sheet.
    static let sheet = PixelRect(x: 0, y: top, width: width, height: height - top + 12)

    /// The sheet, ending above a notice when one shows (its bottom corners then round off).
    var sheet: PixelRect {
        bottom < Self.height
            ? PixelRect(
                x: 0, y: Self.top, width: Self.width, height: bottom - NoticeDrawing.gap - Self.top)
            : Self.sheet
    }

    func drawInfoSheet(_ painter: inout Painter) {
        let rect = sheet
        Self.box(&painter, rect, radius: 12)
        // The grabber that says "drag me down".
        painter.fill(
            PixelRect(x: rect.midX - 14, y: rect.y + 4, width: 28, height: 3),
            RGBA(.white, opacity: 0.4), radius: 1)
        Self.closeButton(&painter, in: rect)
        painter.image(
            Art.logo, centredIn: PixelRect(x: 0, y: rect.y + 26, width: rect.width, height: 26),
            zoom: 2)
        let inner = PixelRect(x: 8, y: 0, width: rect.width - 16, height: 0)
        let sections = scene.infoSections {
            Texts.wrap($0, width: inner.width - 8, measure: PixelFont.tiny.width)
        }
        // The first section 60 pixels down, under the logo; each next one 6 below the last.
        var y = rect.y + 54
        for section in sections { y = drawSection(&painter, section, in: inner, y: y + 6) }
    }

    /// A grouped section like SwiftUI's Form: a small header, then rows on a lighter band.
    func drawSection(_ painter: inout Painter, _ section: InfoSection, in rect: PixelRect, y: Int)
        -> Int
    {
        // 9 apart, or as far as the rows' accents need (a dot below over the next row's marks).
        let texts = section.rows.flatMap { [$0.label, $0.value] }
        let lineHeight = max(9, PixelFont.tiny.lineHeight(of: texts, gap: 0))
        painter.text(section.header, x: rect.x + 4, y: y, color: Palette.panelHeader)
        let band = PixelRect(
            x: rect.x, y: y + 8, width: rect.width, height: section.rows.count * lineHeight + 5)
        painter.fill(band, Palette.panelSection, radius: 4)
        for (offset, row) in section.rows.enumerated() {
            let line = band.y + 3 + offset * lineHeight
            painter.text(row.label, x: band.x + 5, y: line, color: .white)
            if !row.value.isEmpty {
                painter.text(
                    row.value, rightAlignedTo: band.maxX - 5, y: line, color: Palette.yellow)
            }
        }
        return band.maxY
    }

    // MARK: - History

    /// The history's panel, its bottom 14 pixels above the screen's, or above a notice.
    var historyPanel: PixelRect {
        PixelRect(
            x: 4, y: Self.top, width: Self.width - 8,
            height: min(Self.height - 14, bottom - NoticeDrawing.gap) - Self.top)
    }

    func drawHistory(_ painter: inout Painter) {
        let rect = historyPanel
        Self.box(&painter, rect)
        Self.closeButton(&painter, in: rect)
        painter.text(
            scene.texts.historyTitle, centredIn: rect, y: rect.y + 10, color: Palette.yellow,
            font: .bold)
        let columns = (
            time: rect.x + 6, bet: rect.x + 42, reels: rect.x + 60, result: rect.x + 108,
            money: rect.maxX - 6
        )
        var y = rect.y + 30
        let heads = scene.texts.historyShortColumns
        painter.text(heads.time, x: columns.time, y: y, color: Palette.panelHeader)
        painter.text(heads.bet, x: columns.bet, y: y, color: Palette.panelHeader)
        painter.text(heads.reels, x: columns.reels, y: y, color: Palette.panelHeader)
        painter.text(heads.result, x: columns.result, y: y, color: Palette.panelHeader)
        painter.text(heads.money, rightAlignedTo: columns.money, y: y, color: Palette.panelHeader)
        y += 9
        // Lines 8 apart, further when their marks need it.
        let pitch = { (lines: [String]) in max(8, PixelFont.tiny.lineHeight(of: lines, gap: 1)) }
        if scene.history.isEmpty {
            let lines = Texts.wrap(
                scene.texts.historyEmpty, width: rect.width - 16, measure: PixelFont.tiny.width)
            for (offset, line) in lines.enumerated() {
                painter.text(
                    line, centredIn: rect, y: y + 20 + offset * pitch(lines), color: .white)
            }
        }
        for (index, record) in scene.history.reversed().enumerated() {
            let row = PixelRect(x: rect.x + 3, y: y, width: rect.width - 6, height: 16)
            if index % 2 == 0 { painter.fill(row, Palette.panelSection, radius: 3) }
            let color =
                record.isNewHighScore ? Palette.winGlow : record.isWin ? Palette.yellow : .white
            let textY = y + 6
            painter.text(
                clock.timeOfDay(record.time), x: columns.time, y: textY,
                color: color)
            painter.text(scene.texts.number(record.bet), x: columns.bet, y: textY, color: color)
            for (reel, stop) in record.stops.enumerated() {
                let cell = PixelRect(x: columns.reels + reel * 15, y: y + 1, width: 14, height: 14)
                painter.fill(cell, Palette.reelFace, radius: 2)
                painter.image(
                    Art.symbol(scene.rules.symbols[stop], size: .small), x: cell.x + 1,
                    y: cell.y + 1)
            }
            painter.text(scene.texts.result(record), x: columns.result, y: textY, color: color)
            painter.text(
                scene.texts.number(record.moneyAfter), rightAlignedTo: columns.money, y: textY,
                color: color)
            y += 17
        }
        if let lifetime = scene.texts.lifetime(scene.statistics, rules: scene.rules) {
            let lines = Self.wrapFigures(lifetime, width: rect.width - 16)
            for (offset, line) in lines.enumerated() {
                painter.text(
                    line, x: rect.x + 8, y: rect.maxY - 8 - (lines.count - offset) * pitch(lines),
                    color: Palette.panelHeader)
            }
        }
    }

    /// `figures` ("24 spins, 1 win; the odds expect 0.2. Biggest win 100") in lines of the
    /// tiny font no wider than `width`, broken only after a figure's comma, semicolon or full
    /// stop, so no number is parted from its label.
    static func wrapFigures(_ figures: String, width: Int) -> [String] {
        let glue: Character = "\u{A0}"
        var glued = ""
        for character in figures {
            let breaks = character == " " && ",;.".contains(glued.last ?? " ")
            glued.append(character == " " && !breaks ? glue : character)
        }
        return Texts.wrap(glued, width: width) {
            PixelFont.tiny.width(of: $0.replacing(String(glue), with: " "))
        }.map { $0.replacing(String(glue), with: " ") }
    }

    // MARK: - Reset question

    static let resetPanel = PixelRect(x: 5, y: 112, width: 170, height: 92)

    func drawResetConfirm(_ painter: inout Painter) {
        let rect = Self.resetPanel
        Self.box(&painter, rect)
        painter.text(
            scene.texts.resetTitle, centredIn: rect, y: rect.y + 10, color: Palette.yellow,
            font: .bold,
            zoom: 2)
        for (offset, line) in Texts.wrap(
            scene.texts.resetQuestion(scene.rules), width: rect.width - 10,
            measure: PixelFont.tiny.width
        )
        .enumerated() {
            painter.text(line, centredIn: rect, y: rect.y + 32 + offset * 8, color: .white)
        }
        let buttonWidth = 66
        Self.capsuleButton(
            &painter,
            PixelRect(
                x: rect.midX - buttonWidth - 4, y: rect.y + 62, width: buttonWidth, height: 20),
            scene.texts.resetButton, fill: Palette.red, outline: Palette.red, text: .white,
            intent: .confirmReset)
        Self.capsuleButton(
            &painter, PixelRect(x: rect.midX + 4, y: rect.y + 62, width: buttonWidth, height: 20),
            scene.texts.cancelButton, fill: Palette.blue, outline: .white, text: .white,
            intent: .closePanel)
    }
}
