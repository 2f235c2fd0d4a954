import CasinoArt
import CasinoPresentation
import CasinoWindowDrawing
import Foundation
import TestSupport
import XCTest

/// What the player notices about frames besides their looks: buttons answer where they are
/// drawn, the blur is computed once per Game Over, icons move and fade truly.
final class ScreenRendererTests: XCTestCase {
    func centre(of intent: Intent, in frame: RenderedFrame) -> (Int, Int)? {
        frame.targets.last { $0.intent == intent }.map {
            ($0.rect.midX, $0.rect.y + $0.rect.height / 2)
        }
    }

    func testEveryMainScreenButtonIsHitWhereItIsDrawn() throws {
        let frame = ScreenRenderer().render(Scenes.main(), width: 540, height: 960)
        let intents: [Intent] = [.spin, .selectBet(10), .selectBet(20), .info, .requestReset]
        for intent in intents {
            let (x, y) = try XCTUnwrap(centre(of: intent, in: frame), "\(intent) has no target")
            XCTAssertEqual(frame.intent(atX: x, y: y), intent)
        }
        // Between the reels there is nothing to press.
        XCTAssertNil(frame.intent(atX: 270, y: 10))
    }

    func testAPanelIsModal() throws {
        let frame = ScreenRenderer().render(Scenes.gameOver(), width: 540, height: 960)
        XCTAssertEqual(frame.targets.map(\.intent), [.newGame])
        let reset = ScreenRenderer().render(Scenes.resetConfirm(), width: 540, height: 960)
        XCTAssertEqual(Set(reset.targets.map(\.intent)), [.confirmReset, .closePanel])
    }

    func testHoverBrightensAndPressSinksAButton() throws {
        let renderer = ScreenRenderer()
        let plain = renderer.render(Scenes.main(), width: 360, height: 640)
        let rect = try XCTUnwrap(plain.targets.first { $0.intent == .spin }).rect
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
        XCTAssertGreaterThan(luma(hovered), luma(plain))
        XCTAssertLessThan(luma(pressed), luma(plain))
    }

    func testGameOverBlursOncePerAppearanceNotPerFrame() {
        let renderer = ScreenRenderer()
        var scene = Scenes.gameOver()
        for step in 0..<5 {
            // The loss pulse and the clock keep changing under the panel.
            scene.pulse = PulseFrame(kind: .loss, strength: 1 - Double(step) / 5)
            scene.sessionElapsed = 100 + Double(step)
            _ = renderer.render(scene, width: 360, height: 640)
        }
        XCTAssertEqual(renderer.blurCount, 1)
        _ = renderer.render(Scenes.main(), width: 360, height: 640)
        _ = renderer.render(Scenes.gameOver(), width: 360, height: 640)
        XCTAssertEqual(renderer.blurCount, 2, "a new appearance blurs again")
    }

    func testTheGameOverBackdropIsBlurredAndDimmed() {
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
        XCTAssertLessThan(edges(covered), edges(sharp) / 3)
        XCTAssertLessThan(covered.color(x: 5, y: 5).r, sharp.color(x: 5, y: 5).r)
    }

    func testTheLeavingIconFadesTrulyAndMovesUpFiftyPoints() {
        // At 0.3 s the icon is fully transparent, at t = 0.15 s half-way: the reel face shows
        // through a partly transparent icon that has moved up.
        let renderer = ScreenRenderer()
        let rest = renderer.render(Scenes.spin(at: 0), width: 360, height: 640).composed()
        let hidden = renderer.render(Scenes.spin(at: 0.3), width: 360, height: 640).composed()
        // Reel 1's face centre: the apple at rest, bare face when hidden.
        let x = (62 + 28) * 2
        let y = (98 + 28) * 2
        XCTAssertNotEqual(rest.color(x: x, y: y), Palette.reelFace)
        XCTAssertEqual(hidden.color(x: x, y: y), Palette.reelFace)
        let frame = SpinTimeline.spec.frame(from: 0, to: 4, elapsed: 0.15)
        XCTAssertLessThan(frame.opacity, 0.5)
        XCTAssertLessThan(frame.offset, -25)
    }

    func testContentIsCentredAtAWholeScaleWithTheGradientAround() {
        let geometry = ScreenGeometry(width: 1000, height: 700)
        XCTAssertEqual(geometry.scale, 2)
        XCTAssertEqual(geometry.originX, (1000 - 360) / 2)
        let frame = ScreenRenderer().render(Scenes.main(), width: 1000, height: 700).composed()
        XCTAssertEqual(frame.color(x: 0, y: 0), Palette.red)
        XCTAssertEqual(frame.color(x: 999, y: 699), Palette.brightPurple)
    }
}

/// The Info sheet and the history cover the corner buttons wholly, as an iOS sheet does:
/// their top edges used to cross ↻ and ⓘ, whose top halves stuck out above the panel.
final class PanelCoverageTests: XCTestCase {
    func testThePanelsCoverTheCornerButtons() {
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
            XCTAssertEqual(white, 0, "\(name): ↻ shows above the panel")
        }
    }
}

/// A window smaller than the design grid at scale 1 cannot show the game: it says so.
final class TooSmallTests: XCTestCase {
    func testTheGameFitsFromTheDesignGridUp() {
        XCTAssertTrue(ScreenGeometry.fits(width: 180, height: 320))
        XCTAssertTrue(ScreenGeometry.fits(width: 640, height: 360))
        XCTAssertFalse(ScreenGeometry.fits(width: 179, height: 320))
        XCTAssertFalse(ScreenGeometry.fits(width: 180, height: 319))
        XCTAssertFalse(ScreenGeometry.fits(width: 200, height: 100))
    }

    func testATooSmallWindowSaysSoInOneLineAndHasNoButtons() {
        let drawn = ScreenRenderer().renderTooSmall(width: 200, height: 100)
        XCTAssertTrue(drawn.targets.isEmpty)
        let frame = drawn.composed()
        var inked = Set<Int>()
        for y in 0..<100 {
            for x in 0..<200 where frame.color(x: x, y: y) == Palette.label {
                inked.insert(y)
            }
        }
        XCTAssertFalse(inked.isEmpty, "a line is drawn")
        XCTAssertLessThanOrEqual(
            (inked.max() ?? 0) - (inked.min() ?? 0), PixelFont.tiny.height, "one line")
        // Even 50 × 50 draws without trapping.
        _ = ScreenRenderer().renderTooSmall(width: 50, height: 50)
    }
}
