import CasinoArt
import CasinoEngine
import CasinoPresentation

/// The spec's icons are about 70 points tall: the 50-point travel of the spin animation is
/// converted to pixels with this, so the motion keeps the spec's proportions at any size.
let iconPoints = 70.0

/// Symbol sprites, scaled once per magnification.
enum Sprites {
    static let symbols: [[PixelImage]] = [1, 2].map { scale in
        Symbol.allCases.map { symbol in
            let image = Art.symbol(symbol)
            return scale == 1
                ? image
                : image.scaledNearest(toWidth: image.width * scale, height: image.height * scale)
        }
    }

    static func symbol(_ symbol: Symbol, scale: Int) -> PixelImage {
        symbols[scale == 2 ? 1 : 0][symbol.rawValue]
    }

    static let chip: PixelImage = ArtStandIns.chip
}

extension Drawing {
    mutating func drawMainScreen() {
        drawBackground()
        drawLogo()
        drawCornerButtons()
        drawScoreCapsule(
            layout.money, label: Texts.yourMoney, value: scene.coins, numberFirst: false)
        drawScoreCapsule(
            layout.highScore, label: Texts.highScore, value: scene.highScore, numberFirst: true)
        for (index, rect) in layout.reels.enumerated() where index < scene.reels.count {
            drawReel(rect, frame: scene.reels[index])
        }
        drawSpinButton()
        drawBetFooter()
    }

    /// The red-to-purple gradient, one colour per cell row: text then sits on a plain colour
    /// and a frame costs fewer bytes than a half-block gradient would.
    mutating func drawBackground() {
        let rows = canvas.height
        for y in 0..<rows {
            let color = theme.background(at: Double(y) / Double(max(1, rows - 1)))
            canvas.fill(Rect(x: 0, y: 2 * y, width: canvas.width, height: 2), color)
        }
    }

    mutating func drawLogo() {
        let rect = layout.logo
        let middle = rect.y + rect.height / 2
        let title = "R M I T   C A S I N O"
        if theme.isMonochrome {
            canvas.text(title, centredIn: rect, y: middle, color: theme.text, bold: true)
            return
        }
        let banner = Rect(
            x: rect.midX - 14, y: middle * 2 - 1, width: 28, height: 4)
        canvas.capsule(banner.offsetBy(dy: 1)) { _, _, old in old.mixed(with: .black, amount: 0.3) }
        canvas.capsule(banner) { _, y, _ in
            Palette.banana.mixed(with: Palette.yellow, amount: Double(y - banner.y) / 3)
        }
        canvas.text(title, centredIn: rect, y: middle, color: Palette.darkPurple, bold: true)
    }

    mutating func drawCornerButtons() {
        for (rect, symbol, intent) in [
            (layout.resetButton, "↻", Intent.requestReset), (layout.infoButton, "ⓘ", Intent.info),
        ] {
            canvas.capsule(rect.pixels) { _, _, old in theme.shaded(old) }
            if theme.isMonochrome {
                canvas.text("[\(symbol)]", x: rect.x, y: rect.y, color: theme.text, bold: true)
            } else {
                canvas.text(symbol, x: rect.x + 1, y: rect.y, color: theme.text, bold: true)
            }
            target(rect.insetBy(dx: -1, dy: 0), intent)
        }
    }

    /// A translucent black capsule with a small label and a large number.
    mutating func drawScoreCapsule(_ rect: Rect, label: [String], value: Int, numberFirst: Bool) {
        let shape = Rect(
            x: rect.x, y: rect.y * 2 + 1, width: rect.width, height: rect.height * 2 - 2)
        if theme.isMonochrome {
            outline(shape)
        } else {
            canvas.capsule(shape) { _, _, old in theme.shaded(old) }
        }
        let row = rect.y + rect.height / 2
        let labelText = label.joined(separator: " ")
        let number = "\(value)"
        let inner = rect.insetBy(dx: 3, dy: 0)
        if numberFirst {
            canvas.text(number, x: inner.x, y: row, color: theme.text, bold: true)
            canvas.text(
                labelText, x: inner.maxX - labelText.count, y: row, color: theme.label)
        } else {
            canvas.text(labelText, x: inner.x, y: row, color: theme.label)
            canvas.text(number, x: inner.maxX - number.count, y: row, color: theme.text, bold: true)
        }
    }

    /// A one-pixel ink outline around a capsule, for monochrome.
    mutating func outline(_ shape: Rect) {
        canvas.capsule(shape) { _, _, _ in theme.text }
        canvas.capsule(
            Rect(x: shape.x + 1, y: shape.y + 1, width: shape.width - 2, height: shape.height - 2)
        ) {
            _, _, _ in theme.backgroundTop
        }
    }

    mutating func drawReel(_ rect: Rect, frame: ReelFrame) {
        let outer = rect.pixels
        let glow = scene.pulse.map { pulse -> (RGB, Double) in
            (pulse.kind == .loss ? theme.lossGlow : theme.winGlow, pulse.strength)
        }
        var rim = theme.reelRim
        var face = theme.reelFace
        if let (color, strength) = glow, !theme.isMonochrome {
            rim = rim.mixed(with: color, amount: strength)
            face = face.mixed(with: color, amount: strength * 0.3)
        }
        let radius = 2 + layout.scale
        // A drop shadow, the rim with a shaded lower edge, then the face.
        if !theme.isMonochrome {
            canvas.capsule(outer.offsetBy(dy: 1), radius: radius) { _, _, old in
                old.mixed(with: .black, amount: 0.35)
            }
        }
        canvas.capsule(outer, radius: radius) { _, y, _ in
            y >= outer.maxY - 1 ? theme.reelRimShadow.mixed(with: rim, amount: 0.3) : rim
        }
        if let (_, strength) = glow, theme.isMonochrome, strength > 0.3 {
            // Without colour, a win or loss shows as a doubled rim.
            canvas.capsule(outer.insetBy(dx: 1, dy: 1), radius: radius - 1) { _, _, _ in theme.text
            }
        }
        let faceRect = outer.insetBy(dx: 1 + (glow != nil && theme.isMonochrome ? 1 : 0), dy: 1)
        canvas.capsule(faceRect, radius: radius - 1) { _, _, _ in face }

        let symbol = scene.rules.symbols[frame.stop]
        let sprite = Sprites.symbol(symbol, scale: layout.scale)
        let pixelsPerPoint = Double(sprite.height) / iconPoints
        let x = outer.x + (outer.width - sprite.width) / 2
        let y =
            outer.y + (outer.height - sprite.height) / 2
            + Int((frame.offset * pixelsPerPoint).rounded())
        var transform: ((RGB) -> RGB)? = nil
        if theme.isMonochrome { transform = theme.spritePixel }
        canvas.draw(
            sprite, x: x, y: y, opacity: frame.opacity, fade: face, clip: faceRect,
            transform: transform)
        if theme.isMonochrome {
            // Without colour the picture alone may not say which fruit it is: name it.
            let name = scene.rules.symbols[frame.stop].name
            canvas.text(
                " \(name) ", centredIn: rect, y: rect.maxY - 1, color: theme.text, bold: true)
        }
    }

    mutating func drawSpinButton() {
        let rect = layout.spin
        let shape = Rect(x: rect.x, y: rect.y * 2, width: rect.width, height: rect.height * 2 - 1)
        let pressed = scene.isSpinning || scene.isGameOver
        if theme.isMonochrome {
            if pressed { outline(shape) } else { canvas.capsule(shape) { _, _, _ in theme.text } }
            canvas.text(
                Texts.spin, centredIn: rect, y: rect.y + 1,
                color: pressed ? theme.text : theme.spinText,
                bold: true)
            target(rect, .spin)
            return
        }
        canvas.capsule(shape.offsetBy(dy: 1)) { _, _, old in old.mixed(with: .black, amount: 0.4) }
        canvas.capsule(pressed ? shape.offsetBy(dy: 1) : shape) { _, y, _ in
            let t = Double(y - shape.y) / Double(max(1, shape.height - 1))
            let color = theme.spinTop.mixed(with: theme.spinBottom, amount: t)
            return pressed ? color.mixed(with: .black, amount: 0.3) : color
        }
        canvas.text(
            "  \(Texts.spin)  ", centredIn: rect, y: rect.y + 1,
            color: pressed
                ? theme.spinText.mixed(with: theme.spinBottom, amount: 0.6) : theme.spinText,
            bold: true)
        target(rect, .spin)
    }

    mutating func drawBetFooter() {
        for (index, bet) in scene.rules.betOptions.enumerated() where index < layout.bets.count {
            let rect = layout.bets[index]
            let shape = Rect(
                x: rect.x, y: rect.y * 2 + 1, width: rect.width, height: rect.height * 2 - 2)
            let active = bet == scene.bet
            if theme.isMonochrome {
                if active {
                    canvas.capsule(shape) { _, _, _ in theme.text }
                } else {
                    outline(shape)
                }
                canvas.text(
                    "\(bet)", centredIn: rect, y: rect.y + 1,
                    color: active ? theme.betText : theme.text,
                    bold: true)
            } else {
                canvas.capsule(shape.offsetBy(dy: 1)) { _, _, old in
                    old.mixed(with: .black, amount: 0.3)
                }
                canvas.capsule(shape) { _, y, _ in
                    theme.betTop.mixed(
                        with: theme.betBottom,
                        amount: Double(y - shape.y) / Double(shape.height - 1))
                }
                canvas.text(
                    "\(bet)", centredIn: rect, y: rect.y + 1, color: theme.betText, bold: true)
            }
            target(rect.insetBy(dx: -1, dy: 0), .selectBet(bet))
            if active, index < layout.chips.count {
                let chipRect = layout.chips[index]
                let chip = Sprites.chip
                let ink = theme.text
                let transform: ((RGB) -> RGB)? = theme.isMonochrome ? { _ in ink } : nil
                canvas.draw(
                    chip, x: chipRect.x,
                    y: chipRect.y * 2 + (chipRect.height * 2 - chip.height) / 2,
                    transform: transform)
            }
        }
    }
}
