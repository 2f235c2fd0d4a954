import CasinoPresentation
import CasinoWindowDrawing
import Foundation
import TestSupport
import XCTest

/// Whole frames as the player sees them, at three window sizes: the design size, twice
/// it, and a landscape window where the gradient fills the sides.
final class GoldenImageTests: XCTestCase {
    static let sizes = [(180, 320), (360, 640), (640, 360)]

    func check(_ scene: Screen, _ name: String) {
        for (width, height) in Self.sizes {
            let renderer = ScreenRenderer(clock: .utc)
            let frame = renderer.render(scene, width: width, height: height)
            Golden.assertMatches(frame.composed(), named: "\(name)-\(width)x\(height)")
        }
    }

    func testMainScreenAtRest() { check(Scenes.main(), "main") }

    func testSpinFrames() {
        for t in [0, 0.15, 0.3, 0.65, 1.0] {
            check(Scenes.spin(at: t), "spin-\(String(format: "%.2f", t))")
        }
    }

    func testGameOver() { check(Scenes.gameOver(), "game-over") }
    func testInfoSheetHalfwayUp() { check(Scenes.info(presence: 0.5), "info-half") }
    func testInfoSheet() { check(Scenes.info(presence: 1), "info") }
    func testHistory() { check(Scenes.history(), "history") }
    func testResetDialog() { check(Scenes.resetConfirm(), "reset") }
}

/// The same frames in Vietnamese: every word from the catalogue, the accented capitals
/// composed from the fonts' letters and marks.
final class VietnameseGoldenImageTests: XCTestCase {
    func check(_ scene: Screen, _ name: String) {
        var scene = scene
        scene.language = .vietnamese
        for (width, height) in GoldenImageTests.sizes {
            let renderer = ScreenRenderer(clock: .utc)
            let frame = renderer.render(scene, width: width, height: height)
            Golden.assertMatches(frame.composed(), named: "vi-\(name)-\(width)x\(height)")
        }
    }

    func testMainScreenAtRest() { check(Scenes.main(), "main") }
    func testGameOver() { check(Scenes.gameOver(), "game-over") }
    func testInfoSheet() { check(Scenes.info(presence: 1), "info") }
    func testHistory() { check(Scenes.history(), "history") }
    func testResetDialog() { check(Scenes.resetConfirm(), "reset") }
}
