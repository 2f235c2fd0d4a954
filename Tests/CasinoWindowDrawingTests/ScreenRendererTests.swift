import CasinoArt
import CasinoPresentation
import CasinoWindowDrawing
import Foundation
import TestSupport
import Testing

/// What the player notices about frames besides their looks: buttons answer where they are
/// drawn, the blur is computed once per Game Over, icons move and fade truly.
@Suite struct ScreenRendererTests {
    func centre(of intent: Intent, in frame: RenderedFrame) -> (Int, Int)? {
        frame.targets.last { $0.intent == intent }.map {
            ($0.rect.midX, $0.rect.y + $0.rect.height / 2)
        }
    }

    @Test func everyMainScreenButtonIsHitWhereItIsDrawn() throws {
        let frame = ScreenRenderer().render(Scenes.main(), width: 540, height: 960)
        let intents: [Intent] =
            [.spin, .info, .requestReset] + Scenes.rules.betOptions.map(Intent.selectBet)
        for intent in intents {
            let (x, y) = try #require(centre(of: intent, in: frame), "\(intent) has no target")
            #expect(frame.intent(atX: x, y: y) == intent)
        }
        // Between the reels there is nothing to press.
        #expect(frame.intent(atX: 270, y: 10) == nil)
    }

    @Test func aPanelIsModal() throws {
        let frame = ScreenRenderer().render(Scenes.gameOver(), width: 540, height: 960)
        #expect(frame.targets.map(\.intent) == [.newGame])
        let reset = ScreenRenderer().render(Scenes.resetConfirm(), width: 540, height: 960)
        #expect(Set(reset.targets.map(\.intent)) == [.confirmReset, .closePanel])
    }

    @Test func hoverBrightensAndPressSinksAButton() throws {
        let renderer = ScreenRenderer()
        let plain = renderer.render(Scenes.main(), width: 360, height: 640)
        let rect = try #require(plain.targets.first { $0.intent == .spin }).rect
        let hovered = renderer.render(
            Scenes.main(), width: 360, height: 640, pointer: PointerState(hovered: .spin))
        let pressed = renderer.render(
            Scenes.main(), width: 360, height: 640,
            pointer: PointerState(hovered: .spin, pressed: .spin))
        func luma(_ frame: RenderedFrame) -> Double {
            let frame = frame.composed()
            var sum = 0.0
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX { sum += frame.color(x: x, y: y).luma }
            }
            return sum
        }
        #expect(luma(hovered) > luma(plain))
        #expect(luma(pressed) < luma(plain))
    }

    @Test func gameOverBlursOncePerAppearanceNotPerFrame() {
        let renderer = ScreenRenderer()
        var scene = Scenes.gameOver()
        for step in 0..<5 {
            // The loss pulse and the clock keep changing under the panel.
            scene.pulse = PulseFrame(kind: .loss, strength: 1 - Double(step) / 5)
            scene.sessionElapsed = 100 + Double(step)
            _ = renderer.render(scene, width: 360, height: 640)
        }
        #expect(renderer.blurCount == 1)
        _ = renderer.render(Scenes.main(), width: 360, height: 640)
        _ = renderer.render(Scenes.gameOver(), width: 360, height: 640)
        #expect(renderer.blurCount == 2, "a new appearance blurs again")
    }

    @Test func theGameOverBackdropIsBlurredAndDimmed() {
        let renderer = ScreenRenderer()
        let sharp = renderer.render(Scenes.main(coins: 0), width: 360, height: 640).composed()
        let covered = renderer.render(Scenes.gameOver(), width: 360, height: 640).composed()
        // The SPIN button (below the panel): its hard edges are gone, and it is darker.
        func edges(_ raster: Raster) -> Int {
            var total = 0
            for x in 100..<260 {
                let a = raster.color(x: x, y: 470)
                let b = raster.color(x: x + 1, y: 470)
                total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g))
            }
            return total
        }
        #expect(edges(covered) < edges(sharp) / 3)
        #expect(covered.color(x: 5, y: 5).r < sharp.color(x: 5, y: 5).r)
    }

    @Test func theLeavingIconFadesTrulyAndMovesUpFiftyPoints() {
        // At 0.3 s the icon is fully transparent, at t = 0.15 s half-way: the reel face shows
        // through a partly transparent icon that has moved up.
        let renderer = ScreenRenderer()
        let rest = renderer.render(Scenes.spin(at: 0), width: 360, height: 640).composed()
        let hidden = renderer.render(Scenes.spin(at: 0.3), width: 360, height: 640).composed()
        // Reel 1's face centre: the apple at rest, bare face when hidden.
        let x = (62 + 28) * 2
        let y = (98 + 28) * 2
        #expect(rest.color(x: x, y: y) != Palette.reelFace)
        #expect(hidden.color(x: x, y: y) == Palette.reelFace)
        let frame = SpinTimeline.spec.frame(from: 0, to: 4, elapsed: 0.15)
        #expect(frame.opacity < 0.5)
        #expect(frame.offset < -25)
    }

    @Test func contentIsCentredAtAWholeScaleWithTheGradientAround() {
        let geometry = ScreenGeometry(width: 1000, height: 700)
        #expect(geometry.scale == 2)
        #expect(geometry.originX == (1000 - 360) / 2)
        let frame = ScreenRenderer().render(Scenes.main(), width: 1000, height: 700).composed()
        #expect(frame.color(x: 0, y: 0) == Palette.red)
        #expect(frame.color(x: 999, y: 699) == Palette.brightPurple)
    }
}

/// The Info sheet and the history cover the corner buttons wholly, as an iOS sheet does:
/// their top edges used to cross ↻ and ⓘ, whose top halves stuck out above the panel.
@Suite struct PanelCoverageTests {
    @Test func thePanelsCoverTheCornerButtons() {
        let renderer = ScreenRenderer()
        for (name, scene) in [
            ("info", Scenes.info(presence: 1)), ("history", Scenes.history()),
        ] {
            let frame = renderer.render(scene, width: 180, height: 320).composed()
            // ↻'s white arc, anywhere in its corner, shows it is not covered.
            var white = 0
            for y in 0..<30 {
                for x in 0..<30 where frame.color(x: x, y: y) == .white { white += 1 }
            }
            #expect(white == 0, "\(name): ↻ shows above the panel")
        }
    }
}

/// A window smaller than the spec's 360 × 640 points (the design grid at scale 2) cannot show
/// the game: it says so. It went down to 180 × 320, where text was 5 pixels high.
@Suite struct TooSmallTests {
    @Test func theGameFitsFromTheSpecsScreenUp() {
        #expect(ScreenGeometry.fits(width: 360, height: 640))
        #expect(ScreenGeometry.fits(width: 720, height: 640))
        #expect(!ScreenGeometry.fits(width: 359, height: 640))
        #expect(!ScreenGeometry.fits(width: 360, height: 639))
        #expect(!ScreenGeometry.fits(width: 180, height: 320))
        #expect(!ScreenGeometry.fits(width: 640, height: 360))
    }

    /// In the smallest frame that shows the game, the session line's capitals are 10 pixels
    /// high.
    @Test func textIsReadableInTheSmallestFrameThatShowsTheGame() {
        let (width, height) = (ScreenGeometry.minimumWidth, ScreenGeometry.minimumHeight)
        #expect(ScreenGeometry.fits(width: width, height: height))
        let frame = ScreenRenderer().render(Scenes.main(), width: width, height: height)
            .composed()
        // The session line is the only text in the frame's bottom tenth.
        let inked = (height * 9 / 10..<height).filter { y in
            (0..<width).contains { frame.color(x: $0, y: y) == Palette.label }
        }
        #expect((inked.max() ?? 0) - (inked.min() ?? 0) + 1 >= 10, "rows \(inked)")
    }

    @Test func aTooSmallWindowSaysSoInOneLineAndHasNoButtons() {
        let drawn = ScreenRenderer().renderTooSmall(width: 200, height: 100)
        #expect(drawn.targets.isEmpty)
        let frame = drawn.composed()
        var inked = Set<Int>()
        for y in 0..<100 {
            for x in 0..<200 where frame.color(x: x, y: y) == Palette.label {
                inked.insert(y)
            }
        }
        #expect(!inked.isEmpty, "a line is drawn")
        // One line, as large as text in the game's smallest frame.
        #expect(
            (inked.max() ?? 0) - (inked.min() ?? 0)
                <= PixelFont.tiny.height * ScreenGeometry.minimumScale, "one line")
        #expect((inked.max() ?? 0) - (inked.min() ?? 0) + 1 >= 10, "rows \(inked)")
        // Even 50 × 50 draws without trapping.
        _ = ScreenRenderer().renderTooSmall(width: 50, height: 50)
    }
}
