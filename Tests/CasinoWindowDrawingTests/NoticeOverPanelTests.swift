import CasinoArt
import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// A notice over a panel has its own place, the toast at the screen's bottom edge: with the
/// history open it was drawn over the history's last line, with Info open inside the sheet,
/// and over Game Over among the blurred backdrop.
@Suite struct NoticeOverPanelTests {
    static let notice = "SOUND OFF."

    /// The panels with a notice up, by the goldens' names.
    static var scenes: [(String, Screen)] {
        [
            ("history-notice", Scenes.history()), ("info-notice", Scenes.info(presence: 1)),
            ("game-over-notice", Scenes.gameOver()),
        ].map {
            var scene = $0.1
            scene.notice = notice
            return ($0.0, scene)
        }
    }

    @Test func theNoticeIsAGoldenOverEveryPanel() throws {
        for (name, _) in Self.scenes { try GoldenImageTests.check(name) }
    }

    /// The toast's rows hold no pixel of a panel: the panel ends above it.
    @Test func noPanelIsUnderTheToast() {
        let top = NoticeDrawing.toastTop(Self.notice)
        for (name, scene) in Self.scenes {
            let frame = ScreenRenderer(clock: .utc).render(scene, width: 180, height: 320)
                .composed()
            var banana = 0
            for y in top..<320 {
                for x in 0..<180 {
                    let color = frame.color(x: x, y: y)
                    #expect(color != Palette.blue, "\(name): panel at \(x),\(y)")
                    #expect(color != Palette.panelSection, "\(name): panel at \(x),\(y)")
                    if color == Palette.banana { banana += 1 }
                }
            }
            #expect(banana > 20, "\(name): the notice is written in the toast")
        }
    }
}
