import CasinoArt
import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// A notice that matters reaches the window's player whole, over as many lines as it needs:
/// the window once drew only its first two lines, so a damaged save's notice lost where the
/// file was kept.
@Suite struct NoticeWrappingTests {
    @Test func aLongNoticeIsDrawnOnEveryLineItNeeds() {
        let plain = ScreenRenderer().render(
            Scenes.main(), width: ScreenGeometry.designWidth, height: ScreenGeometry.designHeight
        ).composed()
        var scene = Scenes.main()
        scene.notice =
            "Your save file was not valid JSON (truncated or damaged); it was kept as "
            + "/tmp/casino-state/rmit-casino/save.json.corrupt-20270115T080000Z and a new "
            + "game started."
        let width = ScreenGeometry.designWidth
        let height = ScreenGeometry.designHeight
        let raster = ScreenRenderer().render(scene, width: width, height: height).composed()
        let lines = Texts.wrap(
            scene.notice ?? "", width: width - 2 * ScreenLayout.margin,
            measure: PixelFont.tiny.width)
        #expect(lines.count > 2, "the notice is long enough to need three lines")
        // Each line's letters are banana yellow where the screen without it is not; count the
        // bands of rows that hold them.
        let inked = (0..<height).map { y in
            (0..<width).contains {
                raster.color(x: $0, y: y) == Palette.banana
                    && plain.color(x: $0, y: y) != Palette.banana
            }
        }
        var bands = 0
        for y in inked.indices where inked[y] && (y == 0 || !inked[y - 1]) { bands += 1 }
        #expect(bands == lines.count, "one band of letters per line of the notice")
        #expect(!(inked.last ?? true), "the last line ends above the window's bottom edge")
    }
}
