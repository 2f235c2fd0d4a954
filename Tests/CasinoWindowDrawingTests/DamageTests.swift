import CasinoArt
import CasinoPresentation
import TestSupport
import XCTest

@testable import CasinoWindowDrawing

/// What a window that keeps its picture draws again: only where the lists differ.
final class DamageTests: XCTestCase {
    let renderer = ScreenRenderer(clock: .utc)

    func list(_ scene: Screen) -> DrawList {
        renderer.render(scene, width: 360, height: 640).drawList
    }

    func testTheSameSceneDrawsNothingAgain() {
        XCTAssertEqual(list(Scenes.main()).damage(since: list(Scenes.main())), [])
    }

    func testWithoutAPictureOrAtAnotherSizeEverythingIsDrawn() {
        XCTAssertNil(list(Scenes.main()).damage(since: nil))
        let other = renderer.render(Scenes.main(), width: 640, height: 360).drawList
        XCTAssertNil(list(Scenes.main()).damage(since: other))
    }

    func testASpinFrameRedrawsItsThreeReelsApart() throws {
        let damage = try XCTUnwrap(
            list(Scenes.spin(at: 0.15)).damage(since: list(Scenes.spin(at: 0))))
        XCTAssertEqual(damage.count, 3, "one rectangle a reel: \(damage)")
        let geometry = ScreenGeometry(width: 360, height: 640)
        let reels = ScreenLayout.reels.map(geometry.device)
        for rect in damage {
            XCTAssertTrue(
                reels.contains { $0.contains(rect) }, "\(rect) is not inside a reel")
        }
        for (index, rect) in damage.enumerated() {
            for other in damage[(index + 1)...] {
                XCTAssertTrue(rect.intersection(other).isEmpty, "\(rect) overlaps \(other)")
            }
        }
    }
}

/// What hides an area wholly, so the window skips what lies under it.
final class CoverTests: XCTestCase {
    func testAnOpaqueImageCoversOnlyWhereItHasNoHoles() {
        var image = PixelImage(width: 4, height: 4, fill: .white)
        image[0, 0] = nil
        let command = DrawCommand.image(image, x: 10, y: 10, zoom: 3, alpha: 255, clip: nil)
        XCTAssertTrue(command.covers(PixelRect(x: 13, y: 13, width: 9, height: 9)))
        XCTAssertFalse(command.covers(PixelRect(x: 10, y: 10, width: 6, height: 6)), "a hole")
        XCTAssertFalse(command.covers(PixelRect(x: 13, y: 13, width: 12, height: 3)), "past it")
        let faded = DrawCommand.image(image, x: 10, y: 10, zoom: 3, alpha: 200, clip: nil)
        XCTAssertFalse(faded.covers(PixelRect(x: 13, y: 13, width: 9, height: 9)))
    }

    func testAFillCoversInsideItsRoundedCornersWhenOpaque() {
        let rect = PixelRect(x: 0, y: 0, width: 40, height: 20)
        let opaque = DrawCommand.fill(rect, RGBA(.black, alpha: 255), radius: 5)
        XCTAssertTrue(opaque.covers(PixelRect(x: 5, y: 5, width: 30, height: 10)))
        XCTAssertFalse(opaque.covers(PixelRect(x: 0, y: 0, width: 6, height: 6)), "a corner")
        let veil = DrawCommand.fill(rect, RGBA(.black, alpha: 128), radius: 0)
        XCTAssertFalse(veil.covers(PixelRect(x: 5, y: 5, width: 3, height: 3)))
    }
}
