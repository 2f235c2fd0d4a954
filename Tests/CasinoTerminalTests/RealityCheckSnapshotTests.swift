import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import CasinoTerminal
import TestSupport
import Testing

/// The reality check in the terminal, in both languages, at the smallest size the game draws
/// and a common one: a minute of play with a spin that lost, once the panel takes answers.
@Suite struct RealityCheckSnapshotTests {
    private func scene(_ language: Language) -> Screen {
        var controller = makeController(
            outcomes: [outcome([0, 1, 2])], settings: Preferences(realityCheckMinutes: 1),
            language: language)
        controller.handle(.spin, at: 30)
        controller.advance(to: 61)
        // Seconds later, when it takes answers.
        return controller.screen(at: 63)
    }

    @Test(arguments: [Language.english, .vietnamese])
    func theCheckShowsTheSessionAndItsKeys(_ language: Language) {
        let prefix = language == .english ? "" : "vi-"
        let renderer = Renderer(mode: .trueColor, clock: .utc)
        for (width, height) in [(80, 24), (74, 23)] {
            let grid = renderer.render(scene(language), width: width, height: height).grid
            Snapshot.assert(grid, named: "\(prefix)reality-check-\(width)x\(height)")
        }
        let text = renderer.render(scene(language), width: 80, height: 24).grid.text
        let texts = Texts(language)
        #expect(text.contains(texts.played(elapsed: 61, spins: 1, net: -10)[1]))
        #expect(text.contains(texts.playOn))
        #expect(text.contains("Enter " + texts.word(for: .keepPlaying)))
    }
}
