import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// The reality check in the window, drawn as Game Over is, in both languages at the goldens'
/// three sizes: a quarter of an hour, 42 spins and 120 coins down.
@Suite struct RealityCheckGoldenTests {
    /// The check over the main screen, as ``GoldenImageTests/scenes`` lists it.
    static var scene: Screen {
        var scene = Scenes.main(coins: 80)
        scene.panel = PanelFrame(panel: .realityCheck, presence: 1)
        scene.sessionElapsed = 15 * 60
        scene.sessionSpins = 42
        scene.sessionNet = -120
        return scene
    }

    @Test func theCheckIsItsGolden() throws { try GoldenImageTests.check("reality-check") }
    @Test func theVietnameseCheckIsItsGolden() throws {
        try GoldenImageTests.check("vi-reality-check")
    }

    /// Its one button plays on, as Enter does; nothing under it answers.
    @Test func itsButtonPlaysOn() {
        let frame = ScreenRenderer(clock: .utc).render(Self.scene, width: 360, height: 640)
        #expect(frame.targets.map(\.intent) == [.closePanel])
        #expect(
            KeyBindings.intent(for: .enter, panel: .realityCheck, betOptions: [10, 20])
                == .closePanel)
    }
}
