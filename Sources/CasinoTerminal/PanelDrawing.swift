import CasinoArt
import CasinoEngine
import CasinoPresentation

extension Drawing {
    mutating func drawPanel(_ frame: PanelFrame) {
        // A panel is modal: the main screen's buttons stop answering.
        targets.removeAll()
        switch frame.panel {
        case .gameOver, .realityCheck: drawModal(presence: frame.presence)
        case .info: drawInfoSheet(presence: frame.presence)
        case .resetConfirm: drawResetConfirm()
        case .history: drawHistory()
        }
    }

    /// Covers everything drawn so far with `panel`'s shared backdrop (``ScreenStyle/backdrop(for:)``):
    /// dimmed by its amount times `presence`, and in colour blurred by its radius in points,
    /// converted to this terminal's half-block pixels through the icons' scale.
    mutating func dimBackdrop(for panel: Panel, presence: Double = 1) {
        let backdrop = ScreenStyle.backdrop(for: panel)
        let amount = backdrop.dim * presence
        guard amount > 0 else { return }
        if theme.isMonochrome {
            canvas.smudgeText(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            canvas.recolorAll { _ in .black }
            return
        }
        if backdrop.blurPoints > 0 {
            let iconPixels = Double(sprites.symbols.first?.height ?? 0)
            let radius = backdrop.blurPoints * ScreenStyle.pixelsPerPoint(iconPixels: iconPixels)
            canvas.smudgeText(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            canvas.blur(radius: max(1, Int(radius.rounded())))
        }
        canvas.recolorAll { $0.mixed(with: .black, amount: amount) }
    }

    /// A blue rounded panel centred across the screen, its text layer cleared; returns where
    /// it is, in cells.
    mutating func panelBox(width: Int, y: Int, height: Int) -> Rect {
        let rect = Rect(x: (canvas.width - width) / 2, y: y, width: width, height: height)
        canvas.clearText(rect)
        let shape = rect.pixels
        if theme.isMonochrome {
            canvas.capsule(shape, radius: 3) { _, _, _ in theme.text }
            canvas.capsule(shape.insetBy(dx: 1, dy: 1), radius: 2) { _, _, _ in theme.panel }
            return rect
        }
        canvas.capsule(shape.offsetBy(dy: 2), radius: 4) { _, _, old in
            old.mixed(with: .black, amount: 0.45)
        }
        canvas.capsule(shape, radius: 4) { _, _, _ in theme.panel }
        return rect
    }

    /// A capsule button with a label; `outlined` draws the spec's NEW GAME style. The button
    /// Enter presses on this panel wears a ring in the accent colour, so its look says so.
    mutating func button(
        _ rect: Rect, _ label: String, fill: RGB, text: RGB, outlined: Bool, intent: Intent
    ) {
        let shape = rect.pixels
        if let panel = scene.panel?.panel,
            KeyBindings.intent(for: .enter, panel: panel, betOptions: scene.rules.betOptions)
                == intent
        {
            canvas.capsule(shape.insetBy(dx: -2, dy: -2)) { _, _, _ in theme.accent }
            canvas.capsule(shape.insetBy(dx: -1, dy: -1)) { _, _, _ in theme.panel }
        }
        canvas.capsule(shape) { _, _, _ in fill }
        if outlined {
            canvas.capsule(shape.insetBy(dx: 1, dy: 1)) { _, _, _ in theme.panel }
        }
        canvas.text(label, centredIn: rect, y: rect.y + rect.height / 2, color: text, bold: true)
        target(rect, intent)
    }

    /// The spec's Game Over panel: a red title bar, the logo, the lines and a button; and the
    /// reality check drawn as it, its title in letters (in the heavy capitals it is wider than
    /// the panel), in sentence case, as a cell clips a capital's stacked marks.
    mutating func drawModal(presence: Double) {
        dimBackdrop(for: .gameOver, presence: presence)
        let words = scene.texts.modal(scene)
        let inPixels = scene.panel?.panel == .gameOver
        let logo = Art.logoSmall
        let width = min(logo.width + 8, canvas.width - 4)
        // A title with accents (THUA CUỘC) gets a taller bar, and all below it moves down.
        let marks = PixelFont.bold.ascent(of: words.title) + PixelFont.bold.descent(of: words.title)
        let extra = inPixels ? (marks + 1) / 2 : 0
        let height = 18 + extra
        let rect = panelBox(width: width, y: max(0, (layout.helpRow - height) / 2), height: height)
        // The spec's red title bar with heavy white capitals.
        let barPixels = 8 + extra * 2
        canvas.capsule(rect.pixels, radius: 4) { _, y, old in
            y < rect.y * 2 + barPixels ? theme.titleBar : old
        }
        if inPixels {
            let title = PixelFont.bold.render(words.title, color: theme.text)
            canvas.draw(
                title, x: rect.x + (rect.width - title.width) / 2, y: rect.y * 2 + 1,
                transform: theme.spritePixel)
        } else {
            canvas.text(
                Texts.sentenceCase(words.title.lowercased()), centredIn: rect, y: rect.y + 2,
                color: theme.text, bold: true)
        }
        place(logo, centredIn: Rect(x: rect.x, y: rect.y + 5 + extra, width: rect.width, height: 4))
        for (offset, line) in words.lines.enumerated() {
            canvas.text(line, centredIn: rect, y: rect.y + 10 + extra + offset, color: theme.text)
        }
        let buttonWidth = 18
        button(
            Rect(
                x: rect.midX - buttonWidth / 2, y: rect.y + 14 + extra, width: buttonWidth,
                height: 3),
            Texts.cellCase(words.button), fill: theme.titleBar, text: theme.text, outlined: true,
            intent: inPixels ? .newGame : .closePanel)
    }

    /// A × in the top-right corner of the panel at `rect`, which closes it.
    mutating func closeCross(_ rect: Rect) {
        let close = Rect(x: rect.maxX - 5, y: rect.y + 1, width: 3, height: 1)
        canvas.text("×", x: close.x + 1, y: close.y, color: theme.text, bold: true)
        target(close.insetBy(dx: -1, dy: 0), .closePanel)
    }

    mutating func drawInfoSheet(presence: Double) {
        dimBackdrop(for: .info, presence: presence)
        let width = min(86, canvas.width - 2)
        let top = 1
        let height = layout.helpRow - top
        let y = top + Int((Double(canvas.height - top) * (1 - presence)).rounded())
        let rect = panelBox(width: width, y: y, height: height + 1)
        let inner = rect.insetBy(dx: 3, dy: 0)
        let sections = scene.infoSections { Texts.wrap($0, width: inner.width - 4) }
        // Rows the text needs: each section's header and rows.
        let textRows = sections.map { 1 + $0.rows.count }.reduce(0, +)
        var row = rect.y + 1
        if height >= textRows + 7 {
            let close = Rect(
                x: rect.maxX - 2 - Art.closeIcon.width, y: rect.y + 1, width: Art.closeIcon.width,
                height: 5)
            place(Art.closeIcon, centredIn: close)
            target(close, .closePanel)
            let logo =
                height >= textRows + 12 && width >= Art.logo.width + 24 ? Art.logo : Art.logoSmall
            let rows = (logo.height + 1) / 2
            place(logo, centredIn: Rect(x: rect.x, y: row, width: rect.width, height: rows))
            row += rows + 1
        } else {
            closeCross(rect)
            canvas.text(
                "R M I T   C A S I N O", centredIn: rect, y: row,
                color: theme.isMonochrome ? theme.text : Palette.yellow, bold: true)
            row += 1
        }
        let gap = min(2, max(0, layout.helpRow - row - textRows) / sections.count)
        for section in sections { row = drawSection(section, in: inner, y: row + gap) }
    }

    /// A grouped section like SwiftUI's Form: a small header, then rows on a lighter band.
    mutating func drawSection(_ section: InfoSection, in rect: Rect, y: Int) -> Int {
        canvas.text(
            Texts.cellCase(section.header.uppercased()), x: rect.x + 1, y: y,
            color: theme.panelHeader)
        let band = Rect(x: rect.x, y: y + 1, width: rect.width, height: section.rows.count)
        if !theme.isMonochrome {
            canvas.capsule(band.pixels, radius: 2) { _, _, _ in theme.panelSection }
        }
        for (offset, row) in section.rows.enumerated() {
            let line = y + 1 + offset
            canvas.text(row.label, x: rect.x + 2, y: line, color: theme.text)
            if !row.value.isEmpty {
                canvas.text(
                    row.value, x: rect.maxX - 2 - row.value.count, y: line, color: theme.accent,
                    bold: true)
            }
        }
        return y + 1 + section.rows.count
    }

    mutating func drawResetConfirm() {
        dimBackdrop(for: .resetConfirm)
        let width = min(50, canvas.width - 4)
        let rect = panelBox(width: width, y: max(0, layout.helpRow / 2 - 4), height: 8)
        canvas.text(
            Texts.cellCase(scene.texts.resetTitle), centredIn: rect, y: rect.y + 1,
            color: theme.accent, bold: true)
        canvas.text(
            scene.texts.resetQuestion(scene.rules), centredIn: rect, y: rect.y + 2,
            color: theme.text)
        // RESET, which loses the money and the high score, is the outlined one; CANCEL, the
        // filled one, is what Enter presses.
        let buttonWidth = 14
        button(
            Rect(x: rect.midX - buttonWidth - 2, y: rect.y + 4, width: buttonWidth, height: 3),
            Texts.cellCase(scene.texts.resetButton), fill: theme.titleBar, text: theme.text,
            outlined: true,
            intent: .confirmReset)
        button(
            Rect(x: rect.midX + 2, y: rect.y + 4, width: buttonWidth, height: 3),
            Texts.cellCase(scene.texts.cancelButton), fill: theme.text, text: theme.panel,
            outlined: false,
            intent: .closePanel)
    }

    mutating func drawHistory() {
        // Wide enough for the longest names: "horseshoe · horseshoe · horseshoe".
        let longestName = scene.rules.symbols.map { scene.texts.name(of: $0).count }.max() ?? 0
        let reelsWidth = scene.rules.reelCount * (longestName + 3) - 2
        dimBackdrop(for: .history)
        let width = min(76, canvas.width - 2)
        let rect = panelBox(width: width, y: 1, height: layout.helpRow - 1)
        closeCross(rect)
        canvas.text(
            Texts.cellCase(scene.texts.historyTitle), centredIn: rect, y: rect.y + 1,
            color: theme.accent,
            bold: true)
        let inner = rect.insetBy(dx: 3, dy: 0)
        var row = rect.y + 3
        let columns = scene.texts.historyColumns
        canvas.text(
            columns.time.padded(toLength: 10) + columns.bet.padded(toLength: 5)
                + columns.reels.padded(toLength: reelsWidth)
                + columns.result.padded(toLength: 8) + columns.money, x: inner.x, y: row,
            color: theme.panelHeader)
        row += 1
        if scene.history.isEmpty {
            canvas.text(scene.texts.historyEmpty, x: inner.x, y: row + 1, color: theme.text)
        }
        if let summary = scene.texts.lifetime(scene.statistics, rules: scene.rules) {
            // Wrapped above the bottom edge: the Vietnamese line is longer than a row.
            let lines = Texts.wrap(summary, width: inner.width)
            for (offset, line) in lines.enumerated() {
                canvas.text(
                    line, x: inner.x, y: rect.maxY - 1 - lines.count + offset,
                    color: theme.panelHeader)
            }
        }
        for record in scene.history.reversed() {
            let names = record.stops.map { scene.texts.name(of: scene.rules.symbols[$0]) }.joined(
                separator: " · ")
            let result = scene.texts.result(record)
            let line =
                clock.timeOfDay(record.time).padded(toLength: 10)
                + scene.texts.number(record.bet).padded(toLength: 5)
                + names.padded(toLength: reelsWidth)
                + result.padded(toLength: 8) + scene.texts.number(record.moneyAfter)
            canvas.text(
                line, x: inner.x, y: row,
                color: record.isNewHighScore
                    ? theme.winGlow : record.isWin ? theme.accent : theme.text,
                bold: record.isWin)
            row += 1
        }
    }
}
