import CasinoArt
import CasinoEngine
import CasinoPresentation

extension Drawing {
    var sprites: Sprites { Sprites.forSize(layout.size, language: scene.language) }

    mutating func drawMainScreen() {
        drawBackground()
        place(sprites.logo, centredIn: layout.logo)
        drawCornerButtons()
        // The counter that changed glows with the reels: money on any result, the high score
        // on a new one.
        let glow = scene.pulse.map { pulse in
            (color: glowColor(pulse), amount: pulse.strength * ScreenStyle.counterGlow)
        }
        drawScoreCapsule(
            layout.money, label: cellCase(scene.texts.yourMoney), value: scene.coins,
            numberFirst: false, glow: ScreenStyle.glowsMoney(scene.pulse) ? glow : nil)
        drawScoreCapsule(
            layout.highScore, label: cellCase(scene.texts.highScore), value: scene.highScore,
            numberFirst: true, glow: ScreenStyle.glowsHighScore(scene.pulse) ? glow : nil)
        for (rect, frame) in layout.reels.placing(scene.reels, what: "reels") {
            drawReel(rect, frame: frame)
        }
        drawSpinButton()
        drawBetFooter()
    }

    /// A label of several lines in ``Texts/cellCase(_:)``, as one phrase.
    func cellCase(_ lines: [String]) -> [String] {
        Texts.cellCase(lines.joined(separator: "\n")).split(separator: "\n").map(String.init)
    }

    /// The theme's colour for a pulse: the loss flash or the win glow.
    func glowColor(_ pulse: PulseFrame) -> RGB {
        ScreenStyle.isLossGlow(pulse) ? theme.lossGlow : theme.winGlow
    }

    /// Draws `image` centred in a rectangle of cells, `dy` pixels lower, at `opacity`;
    /// monochrome turns it into ink and paper.
    mutating func place(_ image: PixelImage, centredIn rect: Rect, dy: Int = 0, opacity: Double = 1)
    {
        let x = rect.x + (rect.width - image.width) / 2
        let y = rect.y * 2 + (rect.height * 2 - image.height) / 2 + dy
        canvas.draw(image, x: x, y: y, opacity: opacity, transform: theme.spritePixel)
    }

    /// The red-to-purple gradient, one colour per cell row: text then sits on a plain colour
    /// and a frame costs fewer bytes than a half-block gradient would.
    mutating func drawBackground() {
        let rows = canvas.height
        for y in 0..<rows {
            let color = theme.background.color(at: Double(y) / Double(max(1, rows - 1)))
            canvas.fill(Rect(x: 0, y: 2 * y, width: canvas.width, height: 2), color)
        }
    }

    mutating func drawCornerButtons() {
        place(Art.resetIcon, centredIn: layout.resetButton)
        place(Art.infoIcon, centredIn: layout.infoButton)
        target(layout.resetButton.insetBy(dx: -1, dy: 0), .requestReset)
        target(layout.infoButton.insetBy(dx: -1, dy: 0), .info)
    }

    /// A translucent black capsule with a small label and a large number.
    mutating func drawScoreCapsule(
        _ rect: Rect, label: [String], value: Int, numberFirst: Bool,
        glow: (color: RGB, amount: Double)?
    ) {
        let shape = rect.height >= 4 ? rect.pixels : rect.pixels.insetBy(dx: 0, dy: 1)
        if theme.isMonochrome {
            // A one-pixel ink outline.
            canvas.capsule(shape) { _, _, _ in theme.text }
            canvas.capsule(shape.insetBy(dx: 1, dy: 1)) { _, _, _ in theme.paper }
        } else {
            canvas.capsule(shape) { _, _, old in
                let shaded = theme.capsule.over(old)
                return glow.map { shaded.mixed(with: $0.color, amount: $0.amount) } ?? shaded
            }
        }
        let inner = rect.insetBy(dx: 3, dy: 0)
        let middle = rect.y + rect.height / 2
        if layout.size == .small {
            // Label and number share one row: the number gets what the label leaves, less a
            // space, and is shortened to fit it (never cut into or overwritten).
            let labelText = label.joined(separator: " ")
            let number = Amount.text(
                value, width: inner.width - labelText.count - 1, texts: scene.texts)
            let numberWidth = Texts.columns(number)
            if numberFirst {
                canvas.text(number, x: inner.x, y: middle, color: theme.text, bold: true)
                canvas.text(
                    labelText, x: inner.maxX - labelText.count, y: middle, color: theme.label)
            } else {
                canvas.text(labelText, x: inner.x, y: middle, color: theme.label)
                canvas.text(
                    number, x: inner.maxX - numberWidth, y: middle, color: theme.text, bold: true)
            }
            return
        }
        // The spec's two-line label and a large heavy number.
        let labelWidth = label.map(\.count).max() ?? 0
        let labelTop = rect.y + (rect.height - label.count) / 2
        for (offset, line) in label.enumerated() {
            let x = numberFirst ? inner.maxX - line.count : inner.x
            canvas.text(line, x: x, y: labelTop + offset, color: theme.label, bold: true)
        }
        let room = inner.width - labelWidth - 2
        // The heavy pixel digits when they fit, else the same figure shortened in them, else
        // as text (a cell per character) shortened to the room.
        let font = PixelFont.bold
        let widest = Texts.columns(scene.texts.number(value))
        for characters in stride(from: widest, through: min(widest, Amount.minimumWidth), by: -1) {
            let candidate = Amount.text(value, width: characters, texts: scene.texts)
            guard font.unsupportedCharacters(in: candidate).isEmpty,
                font.width(of: candidate) <= room
            else { continue }
            let digits = font.render(candidate, color: theme.text)
            let x = numberFirst ? inner.x : inner.maxX - digits.width
            canvas.draw(
                digits, x: x, y: rect.y * 2 + (rect.height * 2 - digits.height) / 2,
                transform: theme.spritePixel)
            return
        }
        let number = Amount.text(value, width: room, texts: scene.texts)
        let x = numberFirst ? inner.x : inner.maxX - Texts.columns(number)
        canvas.text(number, x: x, y: middle, color: theme.text, bold: true)
    }

    mutating func drawReel(_ rect: Rect, frame: ReelFrame) {
        let glow = scene.pulse.map { (glowColor($0), $0.strength) }
        var face = Palette.reelFace
        var picture = sprites.reelFrame
        if let (color, strength) = glow, !theme.isMonochrome {
            // The haptic stand-in: the rim glows and the face takes a tint.
            face = face.mixed(with: color, amount: strength * ScreenStyle.reelFaceGlow)
            picture = picture.mapColors {
                $0 == Palette.reelFace
                    ? face : $0 == Palette.outline ? $0 : $0.mixed(with: color, amount: strength)
            }
        }
        let pixels = rect.pixels
        if !theme.isMonochrome {
            canvas.capsule(pixels.offsetBy(dx: 1, dy: 1), radius: 3) { _, _, old in
                old.mixed(with: .black, amount: 0.3)
            }
        }
        canvas.draw(picture, x: pixels.x, y: pixels.y, transform: theme.spritePixel)
        if let (_, strength) = glow, theme.isMonochrome, strength > 0.3 {
            // Without colour, a win or loss shows as a thick ink rim.
            let ring = pixels.insetBy(dx: 1, dy: 1)
            canvas.paint(ring) { px, py, old in
                min(px - ring.x, py - ring.y, ring.maxX - 1 - px, ring.maxY - 1 - py) < 2
                    ? theme.text : old
            }
        }

        let faceRect = pixels.insetBy(dx: Art.reelFrameInset, dy: Art.reelFrameInset)
        let symbol = scene.rules.symbols[frame.stop]
        let sprite = sprites.symbols[symbol.rawValue]
        let pixelsPerPoint = ScreenStyle.pixelsPerPoint(iconPixels: Double(sprite.height))
        let spriteX = pixels.x + (pixels.width - sprite.width) / 2
        let spriteY =
            pixels.y + (pixels.height - sprite.height) / 2
            + Int((frame.offset * pixelsPerPoint).rounded())
        canvas.draw(
            sprite, x: spriteX, y: spriteY, opacity: frame.opacity,
            fade: theme.isMonochrome ? .black : face, clip: faceRect, transform: theme.spritePixel)
        if theme.isMonochrome {
            // Without colour the picture alone may not say which fruit it is: name it, on
            // paper, so the spaces in a name stay spaces (not ink blocks: "cỏ█bốn█lá").
            canvas.text(
                " \(scene.texts.name(of: symbol)) ", centredIn: rect, y: rect.maxY - 1,
                color: theme.text, background: theme.paper, bold: true)
        }
    }

    mutating func drawSpinButton() {
        let pressed = ScreenStyle.isSpinPressed(scene)
        let button = pressed && !theme.isMonochrome ? sprites.spinPressed : sprites.spin
        if !theme.isMonochrome {
            place(sprites.spinShadow, centredIn: layout.spin, dy: 1, opacity: 0.35)
        }
        place(button, centredIn: layout.spin, dy: pressed ? 1 : 0)
        target(layout.spin, .spin)
    }

    mutating func drawBetFooter() {
        for (index, bet) in layout.bets.indices.placing(scene.rules.betOptions, what: "bets") {
            let rect = layout.bets[index]
            let pictures = sprites.betCapsule(bet)
            let capsule = theme.isMonochrome ? pictures.monochrome : pictures.colour
            if !theme.isMonochrome { place(pictures.shadow, centredIn: rect, dy: 1, opacity: 0.3) }
            place(capsule, centredIn: rect)
            target(rect.insetBy(dx: -1, dy: 0), .selectBet(bet))
            if bet == scene.bet { place(sprites.chip, centredIn: layout.chips[index]) }
        }
    }
}
