import CasinoArt
import CasinoPresentation

extension Drawing {
    /// Session time and net position (as regulated machines show them) at the ends, the last
    /// outcome in the middle; a notice takes the session's place, the outcome moving to the
    /// right end (``Screen/noticeLine(room:measure:)``). A notice the player opened is shown
    /// whole instead, over the rows above.
    mutating func drawStatusLine() {
        let y = layout.statusRow
        let span = layout.content.insetBy(dx: 1, dy: 0)
        if scene.isNoticeOpen, let notice = scene.notice { return drawWholeNotice(notice) }
        let isWin = if case .loss? = scene.outcome { false } else { true }
        let outcome =
            ScreenStyle.showsOutcome(scene)
            ? scene.outcome.map { Texts.cellCase($0.text(scene.texts)) } : nil
        let outcomeColor =
            isWin ? (theme.isMonochrome ? theme.text : theme.winGlow) : theme.helpText
        // Over a panel (only a notice shows there) the line spans the screen.
        let line = scene.panel == nil ? span : Rect(x: 1, y: y, width: canvas.width - 2, height: 1)
        let outcomeWidth = outcome.map { Texts.columns($0) + 2 } ?? 0
        if let notice = scene.noticeLine(room: line.width - outcomeWidth, measure: Texts.columns) {
            canvas.text(
                notice, x: line.x, y: y, color: theme.isMonochrome ? theme.text : Palette.banana,
                bold: true)
            target(Rect(x: line.x, y: y, width: Texts.columns(notice), height: 1), .readNotice)
            if let outcome {
                canvas.text(
                    outcome, x: line.maxX - Texts.columns(outcome), y: y, color: outcomeColor,
                    bold: isWin)
            }
            return
        }
        let left = scene.texts.sessionLine(
            elapsed: scene.sessionElapsed, replaySeed: scene.replaySeed)
        let right = scene.texts.net(scene.sessionNet, muted: scene.settings.muted)
        canvas.text(left, x: span.x, y: y, color: theme.helpText)
        canvas.text(right, x: span.maxX - Texts.columns(right), y: y, color: theme.helpText)
        guard let outcome else { return }
        let middle = Rect(
            x: span.x + Texts.columns(left) + 2, y: y,
            width: span.width - Texts.columns(left) - Texts.columns(right) - 4, height: 1)
        canvas.text(
            fitted(outcome, middle.width), centredIn: middle, y: y, color: outcomeColor,
            bold: isWin)
    }

    /// A notice the player opened, whole: wrapped over as many rows above the status line as
    /// it needs, on a dark band, until their next key (the buttons under it do not answer).
    mutating func drawWholeNotice(_ notice: String) {
        let y = layout.statusRow
        let color = theme.isMonochrome ? theme.text : Palette.banana
        var lines = Texts.wrap(notice, width: canvas.width - 2)
        // Only a notice longer than the whole screen is cut (it is on standard error too).
        let room = y + 1
        if lines.count > room {
            lines = Array(lines.prefix(room))
            lines[room - 1] = fitted(lines[room - 1] + " …", canvas.width - 2)
        }
        let band = Rect(x: 0, y: y + 1 - lines.count, width: canvas.width, height: lines.count)
        canvas.clearText(band)
        canvas.fill(band.pixels, theme.isMonochrome ? .black : Self.noticeBand)
        for (offset, line) in lines.enumerated() {
            canvas.text(
                line, centredIn: band, y: band.y + offset, color: color,
                background: theme.isMonochrome ? .black : Self.noticeBand, bold: true)
        }
        targets.removeAll { $0.rect.maxY > band.y && $0.rect.y < band.maxY }
    }

    /// The dark band under a notice opened whole.
    static let noticeBand = Palette.darkPurple.mixed(with: .black, amount: 0.35)

    /// `text` cut to `width` cells, with an ellipsis when cut.
    func fitted(_ text: String, _ width: Int) -> String {
        Texts.fitted(text, width: width, measure: Texts.columns)
    }

    /// The keys, as key caps and words, fitted to the width.
    mutating func drawHelpLine() {
        let y = layout.helpRow
        func help(betAmounts: Bool) -> [(key: String, action: String)] {
            KeyBindings.help(
                panel: scene.panel?.panel, muted: scene.settings.muted,
                answering: scene.panel?.isAnswering ?? true, betOptions: scene.rules.betOptions,
                betAmounts: betAmounts, texts: scene.texts)
        }
        var entries = help(betAmounts: true)
        func width(_ separator: Int) -> Int {
            entries.map { $0.key.count + 1 + $0.action.count + separator }.reduce(0, +) - separator
        }
        // The bets' amounts, which their capsules show, go before any entry does.
        if width(1) > canvas.width { entries = help(betAmounts: false) }
        for key in KeyBindings.optionalHelpKeys where width(1) > canvas.width {
            entries.removeAll { $0.key == key }
        }
        let separator = width(2) <= canvas.width ? 2 : 1
        var x = max(0, (canvas.width - width(separator)) / 2)
        canvas.clearText(Rect(x: 0, y: y, width: canvas.width, height: 1))
        canvas.fill(
            Rect(x: 0, y: y * 2, width: canvas.width, height: 2),
            theme.isMonochrome ? .black : theme.keyCap.mixed(with: .black, amount: 0.2))
        for entry in entries {
            canvas.text(entry.key, x: x, y: y, color: theme.keyText, bold: true)
            x += entry.key.count + 1
            canvas.text(entry.action, x: x, y: y, color: theme.helpText)
            x += entry.action.count + separator
        }
    }
}
