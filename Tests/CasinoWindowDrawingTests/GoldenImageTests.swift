import CasinoPresentation
import CasinoWindowDrawing
import Foundation
import TestSupport
import Testing

/// Whole frames as the player sees them, at the three window sizes of ``Golden/sizes``.
@Suite struct GoldenImageTests {
    /// Every golden's scene by the name its files start with (without the size), English
    /// and Vietnamese: what the tests here compare with their files, what
    /// ``SDLSoftwareRendererTests`` draws through SDL too, and all that `__Goldens__` may hold.
    static var scenes: [(name: String, scene: Screen)] {
        let english: [(String, Screen)] =
            [("main", Scenes.main())]
            + spinTimes.map { ("spin-\(String(format: "%.2f", $0))", Scenes.spin(at: $0)) }
            + [
                ("game-over", Scenes.gameOver()), ("info-half", Scenes.info(presence: 0.5)),
                ("info", Scenes.info(presence: 1)), ("history", Scenes.history()),
                ("reset", Scenes.resetConfirm()),
                ("reality-check", RealityCheckGoldenTests.scene),
            ]
            + NoticeOverPanelTests.scenes
        let vietnamese = english.filter { VietnameseGoldenImageTests.names.contains($0.0) }.map {
            var scene = $0.1
            scene.language = .vietnamese
            return ("vi-\($0.0)", scene)
        }
        return (english + vietnamese).map { (name: $0.0, scene: $0.1) }
    }

    /// The moments of a spin (in seconds) whose frames are goldens.
    static let spinTimes = [0, 0.15, 0.3, 0.65, 1.0]

    /// Compares the scene `name` of ``scenes``, drawn at every size, with its goldens.
    static func check(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try #require(
            scenes.first { $0.name == name }, "no golden scene \(name)",
            sourceLocation: sourceLocation
        ).scene
        for (width, height) in Golden.sizes {
            let frame = ScreenRenderer(clock: .utc).render(scene, width: width, height: height)
            Golden.expectMatch(
                frame.composed(), named: Golden.name(name, width: width, height: height),
                sourceLocation: sourceLocation)
        }
    }

    @Test func mainScreenAtRest() throws { try Self.check("main") }

    @Test func spinFrames() throws {
        for t in Self.spinTimes { try Self.check("spin-\(String(format: "%.2f", t))") }
    }

    @Test func gameOver() throws { try Self.check("game-over") }
    @Test func infoSheetHalfwayUp() throws { try Self.check("info-half") }
    @Test func infoSheet() throws { try Self.check("info") }
    @Test func history() throws { try Self.check("history") }
    @Test func resetDialog() throws { try Self.check("reset") }

    /// A golden that no test reads is an error: it would go on showing a frame nobody checks
    /// (21 pictures of an old SDL comparison lay there unread).
    @Test func everyFileInTheGoldensFolderIsAGoldenATestReads() throws {
        try Golden.folder.expectOnlySnapshots(named: Golden.names)
    }
}

/// The same frames in Vietnamese: every word from the catalogue, the accented capitals
/// composed from the fonts' letters and marks.
@Suite struct VietnameseGoldenImageTests {
    /// The scenes that have Vietnamese goldens too.
    static let names: Set = ["main", "game-over", "info", "history", "reset", "reality-check"]

    @Test func mainScreenAtRest() throws { try GoldenImageTests.check("vi-main") }
    @Test func gameOver() throws { try GoldenImageTests.check("vi-game-over") }
    @Test func infoSheet() throws { try GoldenImageTests.check("vi-info") }
    @Test func history() throws { try GoldenImageTests.check("vi-history") }
    @Test func resetDialog() throws { try GoldenImageTests.check("vi-reset") }
}
