import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import CasinoTerminal
import TestSupport
import Testing

extension Snapshot {
    /// The sizes the reality check is stored at: the smallest the game draws and a common one.
    static let realityCheckSizes = [(80, 24), (74, 23)]

    /// The reality check's stored frames, by name, for ``frames``.
    static var realityCheckFrames: [String: @Sendable () -> CellGrid] {
        var frames: [String: @Sendable () -> CellGrid] = [:]
        for language in [Language.english, .vietnamese] {
            let prefix = language == .english ? "" : "vi-"
            for (width, height) in realityCheckSizes {
                frames["\(prefix)reality-check-\(width)x\(height)"] = {
                    Renderer(mode: .trueColor, clock: .utc).render(
                        realityCheck(language), width: width, height: height
                    ).grid
                }
            }
        }
        return frames
    }

    /// A minute of play with a spin that lost, once the panel takes answers.
    static func realityCheck(_ language: Language) -> Screen {
        var controller = makeController(
            outcomes: [outcome([0, 1, 2])], settings: Preferences(realityCheckMinutes: 1),
            language: language)
        controller.handle(.spin, at: 30)
        controller.advance(to: 61)
        // Seconds later, when it takes answers.
        return controller.screen(at: 63)
    }
}

/// The reality check in the terminal, in both languages, at the smallest size the game draws
/// and a common one.
@Suite struct RealityCheckSnapshotTests {
    @Test(arguments: [Language.english, .vietnamese])
    func theCheckShowsTheSessionAndItsKeys(_ language: Language) throws {
        let prefix = language == .english ? "" : "vi-"
        var grids: [CellGrid] = []
        for (width, height) in Snapshot.realityCheckSizes {
            grids.append(try Snapshot.check("\(prefix)reality-check-\(width)x\(height)"))
        }
        let text = grids[0].text
        let texts = Texts(language)
        #expect(text.contains(texts.played(elapsed: 61, spins: 1, net: -10)[1]))
        #expect(text.contains(Texts.cellCase(texts.playOn)))
        #expect(text.contains("Enter " + texts.word(for: .keepPlaying)))
    }
}
