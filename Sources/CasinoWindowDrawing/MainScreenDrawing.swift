import CasinoArt
import CasinoEngine
import CasinoPresentation

/// The spec's main screen and its status line, drawn for one scene.
struct MainScreenDrawing {
    let scene: Screen

    /// Art that does not change, prepared once.
    static let reelFrame = Art.reelFrame(
        width: ScreenLayout.reels[0].width, height: ScreenLayout.reels[0].height)

    func draw(_ painter: inout Painter) {
        painter.gradient(Palette.background)
        painter.image(Art.logo, centredIn: ScreenLayout.logo, zoom: ScreenLayout.logoZoom)
        drawCornerButtons(&painter)
        let glow = scene.pulse.map { pulse in
            (
                color: ScreenStyle.isLossGlow(pulse) ? Palette.lossGlow : Palette.winGlow,
                strength: pulse.strength
            )
        }
        drawScoreCapsule(
            &painter, ScreenLayout.money, label: scene.texts.yourMoney, value: scene.coins,
            numberFirst: false, glow: ScreenStyle.glowsMoney(scene.pulse) ? glow : nil)
        drawScoreCapsule(
            &painter, ScreenLayout.highScore, label: scene.texts.highScore, value: scene.highScore,
            numberFirst: true, glow: ScreenStyle.glowsHighScore(scene.pulse) ? glow : nil)
        for (rect, frame) in ScreenLayout.reels.placing(scene.reels, what: "reels") {
            drawReel(&painter, rect, frame: frame, glow: glow)
        }
        drawSpinButton(&painter)
        drawBetFooter(&painter)
        // Over a panel a notice has a place of its own, the panel's toast (``NoticeDrawing``).
        if scene.panel == nil || scene.notice == nil { drawStatus(&painter) }
    }

    func drawCornerButtons(_ painter: inout Painter) {
        for (rect, icon, intent) in [
            (ScreenLayout.resetButton, Art.resetIcon, Intent.requestReset),
            (ScreenLayout.infoButton, Art.infoIcon, Intent.info),
        ] {
            painter.button(rect, intent) { painter, dy, tint in
                painter.image(
                    icon, centredIn: rect, zoom: ScreenLayout.iconZoom, dy: dy, tint: tint)
            }
        }
    }

    /// A translucent black capsule with the spec's two-line label and a large number.
    func drawScoreCapsule(
        _ painter: inout Painter, _ rect: PixelRect, label: [String], value: Int,
        numberFirst: Bool, glow: (color: RGB, strength: Double)?
    ) {
        let radius = rect.height / 2
        painter.fill(rect, Palette.translucentBlack, radius: radius)
        if let glow {
            painter.fill(
                rect, RGBA(glow.color, opacity: ScreenStyle.counterGlow * glow.strength),
                radius: radius)
        }
        let inner = rect.insetBy(dx: 10, dy: 0)
        let font = PixelFont.tiny
        let lineHeight = max(font.height + 2, font.lineHeight(of: label, gap: 0))
        let labelTop = rect.y + (rect.height - label.count * lineHeight + 2) / 2
        for (offset, line) in label.enumerated() {
            let y = labelTop + offset * lineHeight
            if numberFirst {
                painter.text(line, rightAlignedTo: inner.maxX, y: y, color: Palette.label)
            } else {
                painter.text(line, x: inner.x, y: y, color: Palette.label)
            }
        }
        let room = ScoreNumber.room(rect, label: label)
        let (number, zoom) = ScoreNumber.form(
            value, usual: scene.rules.startingMoney, room: room, texts: scene.texts)
        let digits = PixelFont.bold.render(number, color: .white).withShadow(Palette.darkPurple)
        let x = numberFirst ? inner.x : inner.maxX - digits.width * zoom
        painter.image(
            digits, x: x, y: rect.y + (rect.height - digits.height * zoom) / 2, zoom: zoom)
    }

    func drawReel(
        _ painter: inout Painter, _ rect: PixelRect, frame: ReelFrame,
        glow: (color: RGB, strength: Double)?
    ) {
        painter.fill(
            rect.offsetBy(dx: ButtonLook.shadowOffset, dy: ButtonLook.shadowOffset),
            ButtonLook.shadow, radius: 4)
        var face = Palette.reelFace
        var tint: ((RGB) -> RGB)?
        if let glow {
            // The haptic stand-in: the rim glows and the face takes a tint.
            face = face.mixed(with: glow.color, amount: glow.strength * ScreenStyle.reelFaceGlow)
            let tinted = face
            tint = { color in
                color == Palette.reelFace
                    ? tinted
                    : color == Palette.outline
                        ? color : color.mixed(with: glow.color, amount: glow.strength)
            }
        }
        painter.image(Self.reelFrame, x: rect.x, y: rect.y, tint: tint)
        let inset = Art.reelFrameInset
        let faceRect = rect.insetBy(dx: inset, dy: inset)
        let symbol = scene.rules.symbols[frame.stop]
        let sprite = Art.symbol(symbol)
        let zoom = ScreenLayout.symbolZoom
        let iconPixels = Double(sprite.height * zoom * painter.scale)
        let dy = Int((frame.offset * ScreenStyle.pixelsPerPoint(iconPixels: iconPixels)).rounded())
        painter.image(
            sprite, x: rect.x + (rect.width - sprite.width * zoom) / 2,
            y: rect.y + (rect.height - sprite.height * zoom) / 2, zoom: zoom, dy: dy,
            opacity: frame.opacity, clip: faceRect)
    }

    func drawSpinButton(_ painter: inout Painter) {
        let rect = ScreenLayout.spin
        let unavailable = ScreenStyle.isSpinPressed(scene)
        let button = Self.spinButtons[scene.language] ?? Art.spinButton
        let zoom = ScreenLayout.spinZoom
        let x = rect.x + (rect.width - button.width * zoom) / 2
        let y = rect.y + (rect.height - button.height * zoom) / 2
        painter.button(rect, .spin) { painter, dy, tint in
            let sunk = unavailable || dy > 0
            if !sunk {
                painter.image(
                    button, x: x + 1, y: y + ButtonLook.shadowOffset, zoom: zoom, opacity: 0.35,
                    tint: { _ in .black })
            }
            let look: ((RGB) -> RGB)? =
                unavailable ? { $0.mixed(with: .black, amount: ButtonLook.pressedDarken) } : tint
            painter.image(button, x: x, y: y, zoom: zoom, dy: sunk ? painter.scale : 0, tint: look)
        }
    }

    func drawBetFooter(_ painter: inout Painter) {
        let zoom = ScreenLayout.betZoom
        for place in ScreenLayout.betPlaces(scene.rules.betOptions, capsules: Self.betCapsule) {
            let capsule = place.capsule
            painter.button(place.button, .selectBet(place.bet)) { painter, dy, tint in
                painter.fill(
                    capsule.offsetBy(dy: ButtonLook.shadowOffset), ButtonLook.shadow,
                    radius: capsule.height / 2)
                painter.image(
                    Self.betCapsule(place.bet), x: capsule.x, y: capsule.y, zoom: zoom, dy: dy,
                    tint: tint)
            }
            if place.bet == scene.bet {
                painter.image(
                    Art.chip, x: place.chip.x, y: place.chip.y, zoom: ScreenLayout.chipZoom)
            }
        }
    }

    /// The SPIN button in every language, drawn once.
    private static let spinButtons: [Language: PixelImage] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, Art.spinButton(label: Texts($0).spin)) })

    /// The capsules of the rule sets we ship, drawn once.
    private static let betCapsules: [Int: PixelImage] = Dictionary(
        uniqueKeysWithValues: Set(RuleSetID.allCases.flatMap { Rules.named($0).betOptions }).map {
            ($0, Art.betCapsule("\($0)"))
        })

    /// The capsule of `bet`, drawn on the spot when no shipped rule set has it, so a rule set
    /// made for a test or a new variant still shows its bets.
    static func betCapsule(_ bet: Int) -> PixelImage {
        betCapsules[bet] ?? Art.betCapsule("\(bet)")
    }

    /// The outcome in the middle, the session time and net position below, or a notice in
    /// their place (``NoticeDrawing``).
    func drawStatus(_ painter: inout Painter) {
        let full = NoticeDrawing.full
        let margin = ScreenLayout.margin
        defer { NoticeDrawing.drawInStatusLine(&painter, scene: scene) }
        let session = scene.texts.sessionLine(
            elapsed: scene.sessionElapsed, replaySeed: scene.replaySeed)
        let net = scene.texts.net(scene.sessionNet, muted: scene.settings.muted)
        if scene.notice == nil {
            painter.text(session, x: margin, y: ScreenLayout.sessionY, color: Palette.label)
            painter.text(
                net, rightAlignedTo: full.width - margin, y: ScreenLayout.sessionY,
                color: Palette.label)
        }
        guard ScreenStyle.showsOutcome(scene), let outcome = scene.outcome else { return }
        let isWin = if case .loss = outcome { false } else { true }
        painter.text(
            outcome.text(scene.texts), centredIn: full, y: ScreenLayout.statusY,
            color: isWin ? Palette.winGlow : .white)
    }
}

/// The number in a score capsule: ``Amount``'s rule (shorten, never round up), measured in
/// the bold pixel font's pixels, shadow included.
package enum ScoreNumber {
    /// The room, in art pixels, beside the label of a score capsule.
    package static func room(_ capsule: PixelRect, label: [String]) -> Int {
        let labelWidth = label.map { PixelFont.tiny.width(of: $0) }.max() ?? 0
        return capsule.insetBy(dx: 10, dy: 0).width - labelWidth - 4
    }

    /// How `value` is drawn in `room` art pixels: every digit at the size the `usual` amount
    /// (the starting money) takes there, else every digit small, else shortened small
    /// ("12.34 B"): every digit is worth more to a player than a large figure. So the money
    /// keeps its size from 100 to 80 (it jumped where 100 fitted only small), and the text
    /// always fits when any form can.
    package static func form(
        _ value: Int, usual: Int, room: Int, texts: Texts = .english
    ) -> (text: String, zoom: Int) {
        let exact = texts.number(value)
        let zooms = (width(texts.number(usual), zoom: 2) <= room ? [2] : []) + [1]
        for zoom in zooms where width(exact, zoom: zoom) <= room { return (exact, zoom) }
        return (Amount.text(value, fitting: room, texts: texts) { width($0, zoom: 1) }, 1)
    }

    /// Pixels `text` takes in the bold font at `zoom`, its one-pixel shadow included.
    package static func width(_ text: String, zoom: Int) -> Int {
        (PixelFont.bold.width(of: text) + 1) * zoom
    }
}
