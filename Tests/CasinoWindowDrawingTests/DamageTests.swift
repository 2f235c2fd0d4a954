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
                reels.contains { $0.intersection(rect) == rect }, "\(rect) is not inside a reel")
        }
        for (index, rect) in damage.enumerated() {
            for other in damage[(index + 1)...] {
                XCTAssertTrue(rect.intersection(other).isEmpty, "\(rect) overlaps \(other)")
            }
        }
    }
}
