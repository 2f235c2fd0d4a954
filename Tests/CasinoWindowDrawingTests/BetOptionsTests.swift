import CasinoArt
import CasinoEngine
import CasinoPresentation
import CasinoWindowDrawing
import TestSupport
import Testing

/// Bets from the rules (issue 15, item 5): the window's footer shows a rule set's own bets, and
/// each capsule is the bet its key chooses.
@Suite struct BetOptionsTests {
    let rules = Rules.fiveAndTwentyFive

    /// The white pixels (a capsule's digits) inside `rect`, moved to the origin.
    func whitePixels(in rect: PixelRect, of raster: Raster) -> Set<[Int]> {
        var found: [[Int]] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where raster.color(x: x, y: y) == .white {
                found.append([x, y])
            }
        }
        return moved(found)
    }

    /// The bold font's ink of `text`, each pixel a `zoom`×`zoom` square, moved to the origin.
    func ink(_ text: String, zoom: Int) -> Set<[Int]> {
        let image = PixelFont.bold.render(text, color: .white).scaled(by: zoom)
        var found: [[Int]] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != nil { found.append([x, y]) }
        }
        return moved(found)
    }

    /// Pixels as rows of `#` and `.`, one character a `zoom`×`zoom` square, so a failure shows
    /// the digits that were drawn.
    func picture(_ points: Set<[Int]>, zoom: Int) -> String {
        let width = (points.map { $0[0] }.max() ?? -1) + 1
        let height = (points.map { $0[1] }.max() ?? -1) + 1
        return stride(from: 0, to: height, by: zoom).map { y in
            String(
                stride(from: 0, to: width, by: zoom).map { points.contains([$0, y]) ? "#" : "." })
        }.joined(separator: "\n")
    }

    func moved(_ points: [[Int]]) -> Set<[Int]> {
        let left = points.map { $0[0] }.min() ?? 0
        let top = points.map { $0[1] }.min() ?? 0
        return Set(points.map { [$0[0] - left, $0[1] - top] })
    }

    @Test func theBetCapsulesDrawTheRulesBetsAndTheirKeysChooseThem() throws {
        for (width, height) in [(360, 640), (540, 960)] {
            for (index, bet) in rules.betOptions.enumerated() {
                // The chip sits beside the chosen bet: choose the other, so only digits are white.
                let other = try #require(rules.betOptions.first { $0 != bet })
                let frame = ScreenRenderer().render(
                    Scenes.main(bet: other, rules: rules), width: width, height: height)
                let target = try #require(
                    frame.targets.first { $0.intent == .selectBet(bet) }, "no capsule for \(bet)")
                #expect(
                    frame.intent(atX: target.rect.midX, y: target.rect.y + target.rect.height / 2)
                        == .selectBet(bet))
                let digits = whitePixels(in: target.rect, of: frame.composed())
                func rows(_ pixels: Set<[Int]>) -> Int { (pixels.map { $0[1] }.max() ?? -1) + 1 }
                let zoom = rows(digits) / rows(ink("\(bet)", zoom: 1))
                #expect(zoom > 0, "the capsule of \(bet) shows no digits")
                let expected = ink("\(bet)", zoom: zoom)
                #expect(
                    digits == expected,
                    """
                    the capsule of \(bet) at \(width)×\(height) shows
                    \(picture(digits, zoom: zoom))
                    not
                    \(picture(expected, zoom: zoom))
                    """)
                // The key the help line gives this capsule (its place, from the left) chooses it.
                let key = Key.character(Character("\(index + 1)"))
                #expect(
                    KeyBindings.intent(for: key, panel: nil, betOptions: rules.betOptions)
                        == target.intent)
            }
        }
    }
}

/// The footer has a button for each of two bets: a rule set with a third stops the window
/// where the footer is laid out, rather than leave a bet the player could choose undrawn (the
/// footer once skipped it with every test green).
@Test func aRuleSetWithMoreBetsThanTheFooterHoldsIsRefused() async {
    let refusal = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        _ = ScreenRenderer().render(Scenes.main(rules: .threeBets), width: 360, height: 640)
    }
    let said = String(decoding: refusal?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("the layout has room for 2 bets, not 3"), "\(said)")
}
