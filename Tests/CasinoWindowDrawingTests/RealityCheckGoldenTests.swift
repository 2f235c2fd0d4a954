import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// The reality check in the window, drawn as Game Over is, in both languages at the goldens'
/// three sizes: a quarter of an hour, 42 spins and 120 coins down.
@Suite struct RealityCheckGoldenTests {
    static func scene(_ language: Language) -> Screen {
        var scene = Scenes.main(coins: 80)
        scene.panel = PanelFrame(panel: .realityCheck, presence: 1)
        scene.sessionElapsed = 15 * 60
        scene.sessionSpins = 42
        scene.sessionNet = -120
        scene.language = language
        return scene
    }

    @Test(arguments: [Language.english, .vietnamese])
    func theCheckIsItsGolden(_ language: Language) {
        let prefix = language == .english ? "" : "vi-"
        for (width, height) in [(180, 320), (360, 640), (640, 360)] {
            let frame = ScreenRenderer(clock: .utc).render(
                Self.scene(language), width: width, height: height)
            let name = "\(prefix)reality-check-\(width)x\(height)"
            let image = PNGFile.image(of: frame.composed())
            let failure = Golden.folder.check(PNGFile.encode(image), named: name) { stored in
                Golden.differences(between: try PNGFile.decode(stored), and: image)
            }
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    /// Its one button plays on, as Enter does; nothing under it answers.
    @Test func itsButtonPlaysOn() {
        let frame = ScreenRenderer(clock: .utc).render(
            Self.scene(.english), width: 360, height: 640)
        #expect(frame.targets.map(\.intent) == [.closePanel])
        #expect(
            KeyBindings.intent(for: .enter, panel: .realityCheck, betOptions: [10, 20])
                == .closePanel)
    }
}
