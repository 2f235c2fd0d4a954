import CasinoArt
import CasinoPresentation

extension Drawing {
    /// Session time and net position (as regulated machines show them), and the last
    /// outcome or a notice in the middle.
    mutating func drawStatusLine() {
        let y = layout.statusRow
        let left = "Session \(Texts.duration(scene.sessionElapsed))"
        let right =
            "Net \(Texts.signed(scene.sessionNet))" + (scene.settings.muted ? "  ♪ off" : "")
        let color = theme.helpText
        canvas.text(left, x: layout.content.x + 1, y: y, color: color)
        canvas.text(
            right, x: layout.content.maxX - 1 - right.unicodeScalars.count, y: y, color: color)
        let message: (String, RGB, Bool)?
        if let notice = scene.notice {
            message = (notice, theme.text, false)
        } else if let outcome = scene.outcome, scene.panel == nil {
            switch outcome {
            case .loss: message = (outcome.text, theme.helpText, false)
            case .win, .newHighScore:
                message = (outcome.text, theme.isMonochrome ? theme.text : theme.winGlow, true)
            }
        } else {
            message = nil
        }
        if let (text, color, bold) = message {
            let room = layout.content.width - left.count - right.unicodeScalars.count - 6
            let shown =
                text.unicodeScalars.count <= room
                ? text : String(text.prefix(max(0, room - 1))) + "…"
            canvas.text(
                shown, centredIn: Rect(x: 0, y: y, width: canvas.width, height: 1), y: y,
                color: color,
                bold: bold)
        }
    }

    /// The keys, as key caps and words, fitted to the width.
    mutating func drawHelpLine() {
        let y = layout.helpRow
        var entries = KeyBindings.help(panel: scene.panel?.panel, muted: scene.settings.muted)
        func width(_ separator: Int) -> Int {
            entries.map { $0.key.count + 1 + $0.action.count + separator }.reduce(0, +) - separator
        }
        for key in KeyBindings.optionalHelpKeys where width(1) > canvas.width {
            entries.removeAll { $0.key == key }
        }
        let separator = width(2) <= canvas.width ? 2 : 1
        let total =
            entries.map { $0.key.count + 1 + $0.action.count + separator }.reduce(0, +) - separator
        var x = max(0, (canvas.width - total) / 2)
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
