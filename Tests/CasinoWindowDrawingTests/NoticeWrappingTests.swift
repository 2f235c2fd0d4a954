import CasinoArt
import CasinoPresentation
import CasinoSharedModels
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// A notice that matters reaches the window's player whole, over as many lines as it needs,
/// once opened: the window once drew only its first two lines, so a damaged save's notice lost
/// where the file was kept.
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
        scene.isNoticeOpen = true
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

/// The damaged-save, unwritable-folder and replay notices stay clear of the bet buttons and
/// their chip (issue 25: six lines over the 10 and 20 for 10 s and more): on the session
/// line, in a short form, clicked to read whole, with the outcome above them, at the design
/// size and at 540×960.
@Test(arguments: [
    Texts.english.notice(.setAside(.notJSON, keptAs: "/tmp/state/rmit-casino/save.json.corrupt-1")),
    Texts.english.cannotSave(SaveError.failed(SystemFailure(.lock, path: "/s/lock", code: 13))),
    Texts(.vietnamese).replayStarted(seed: 3),
])
func aNoticeStaysClearOfTheBetButtons(_ message: Message) {
    var plain = Scenes.main()
    plain.outcome = .loss(stake: 10)
    var scene = plain
    scene.notice = message.text
    scene.noticeShort = message.short
    for (width, height) in [(180, 320), (540, 960)] {
        let scale = width / ScreenGeometry.designWidth
        let frame = ScreenRenderer(clock: .utc).render(scene, width: width, height: height)
        let raster = frame.composed()
        let without = ScreenRenderer(clock: .utc).render(plain, width: width, height: height)
            .composed()
        let footerEnd = (ScreenLayout.bets.map(\.maxY).max() ?? 0) * scale
        for y in 0..<footerEnd {
            for x in 0..<width where raster.color(x: x, y: y) != without.color(x: x, y: y) {
                Issue.record("the notice covers the footer at \(x),\(y) (\(width)×\(height))")
                return
            }
        }
        let outcomeRow = (ScreenLayout.statusY + 2) * scale
        #expect(
            (0..<width).contains { raster.color(x: $0, y: outcomeRow) == .white },
            "the outcome is drawn")
        #expect(frame.targets.contains { $0.intent == .readNotice }, "a click reads it whole")
    }
}

/// Every short form fits the window's notice line whole, in both languages, so none is cut.
@Test(arguments: Language.allCases)
func everyShortFormFitsTheWindowsNoticeLine(_ language: Language) {
    let texts = Texts(language)
    let forms = [
        texts.cannotSave(SaveError.failed(SystemFailure(.lock, path: "/s", code: 13))),
        texts.notice(.setAside(.notJSON, keptAs: "/s")),
        texts.notice(.stuck(.notJSON, path: "/s", why: 13)),
        texts.replayStarted(seed: 1_234_567), texts.soundProblem(.cannotStartThread),
    ].compactMap(\.short)
    #expect(forms.count == 5)
    for form in forms {
        let width = PixelFont.tiny.width(of: form)
        #expect(width <= ScreenGeometry.designWidth - 2 * ScreenLayout.margin, "\(form): \(width)")
    }
}
