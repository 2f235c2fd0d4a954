import CasinoArt
import CasinoPresentation

extension Drawing {
    /// Session time and net position (as regulated machines show them), and the last
    /// outcome or a notice in the middle.
    mutating func drawStatusLine() {
        let y = layout.statusRow
        let span = layout.content.insetBy(dx: 1, dy: 0)
        if let notice = scene.notice {
            drawNotice(notice)
            return
        }
        let left = scene.texts.sessionLine(
            elapsed: scene.sessionElapsed, replaySeed: scene.replaySeed)
        let right = scene.texts.net(scene.sessionNet, muted: scene.settings.muted)
        canvas.text(left, x: span.x, y: y, color: theme.helpText)
        canvas.text(right, x: span.maxX - Texts.columns(right), y: y, color: theme.helpText)
        guard ScreenStyle.showsOutcome(scene), let outcome = scene.outcome else { return }
        let middle = Rect(
            x: span.x + left.count + 2, y: y,
            width: span.width - left.count - Texts.columns(right) - 4, height: 1)
        let isWin = if case .loss = outcome { false } else { true }
        let winColor = theme.isMonochrome ? theme.text : theme.winGlow
        canvas.text(
            fitted(outcome.text(scene.texts), middle.width), centredIn: middle, y: y,
            color: isWin ? winColor : theme.helpText, bold: isWin)
    }

    /// A notice takes the whole status line for its few seconds; one too long for it is
    /// wrapped over as many rows above as it needs, on a dark band, so it reaches the player
    /// whole (the important ones are repeated on standard error when the game ends, too).
    mutating func drawNotice(_ notice: String) {
        let y = layout.statusRow
        let color = theme.isMonochrome ? theme.text : Palette.banana
        var lines = Texts.wrap(notice, width: canvas.width - 2)
        if lines.count <= 1 {
            let whole = Rect(x: 0, y: y, width: canvas.width, height: 1)
            canvas.text(notice, centredIn: whole, y: y, color: color, bold: true)
            return
        }
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
        // The band covers the buttons under it: they do not answer while hidden.
        targets.removeAll { $0.rect.maxY > band.y && $0.rect.y < band.maxY }
    }

    /// The dark band under a notice of several lines.
    static let noticeBand = Palette.darkPurple.mixed(with: .black, amount: 0.35)

    /// `text` cut to `width` characters, with an ellipsis when cut.
    func fitted(_ text: String, _ width: Int) -> String {
        let text = Texts.composed(text)
        guard Texts.columns(text) > width else { return text }
        return String(text.prefix(max(0, width - 1))) + "…"
    }

    /// The keys, as key caps and words, fitted to the width.
    mutating func drawHelpLine() {
        let y = layout.helpRow
        var entries = KeyBindings.help(
            panel: scene.panel?.panel, muted: scene.settings.muted,
            answering: scene.panel?.isAnswering ?? true, betOptions: scene.rules.betOptions,
            texts: scene.texts)
        func width(_ separator: Int) -> Int {
            entries.map { $0.key.count + 1 + $0.action.count + separator }.reduce(0, +) - separator
        }
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
