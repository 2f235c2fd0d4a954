import CasinoPresentation
import CasinoWindowDrawing
import Foundation
import TestSupport
import XCTest

/// Whole frames as the player sees them, at three window sizes: the design size, twice
/// it, and a landscape window where the gradient fills the sides.
final class GoldenImageTests: XCTestCase {
    static let sizes = [(180, 320), (360, 640), (640, 360)]

    /// Every golden's scene by the name its files start with (without the size), English
    /// and Vietnamese: what ``SDLSoftwareRendererTests`` draws through SDL too.
    static var scenes: [(name: String, scene: Screen)] {
        let english: [(String, Screen)] =
            [("main", Scenes.main())]
            + [0, 0.15, 0.3, 0.65, 1.0].map {
                ("spin-\(String(format: "%.2f", $0))", Scenes.spin(at: $0))
            }
            + [
                ("game-over", Scenes.gameOver()), ("info-half", Scenes.info(presence: 0.5)),
                ("info", Scenes.info(presence: 1)), ("history", Scenes.history()),
                ("reset", Scenes.resetConfirm()),
            ]
            + NoticeOverPanelTests.scenes
        let vietnamese = english.filter { VietnameseGoldenImageTests.names.contains($0.0) }.map {
            var scene = $0.1
            scene.language = .vietnamese
            return ("vi-\($0.0)", scene)
        }
        return (english + vietnamese).map { (name: $0.0, scene: $0.1) }
    }

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
    /// The scenes that have Vietnamese goldens too.
    static let names: Set = ["main", "game-over", "info", "history", "reset"]

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
