import CasinoArt
import CasinoEngine
import CasinoPresentation
import CasinoWindowDrawing
import TestSupport
import XCTest

/// Bets from the rules (issue 15, item 5): the window's footer shows a rule set's own bets, and
/// each capsule is the bet its key chooses.
final class BetOptionsTests: XCTestCase {
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

    func testTheBetCapsulesDrawTheRulesBetsAndTheirKeysChooseThem() throws {
        for (width, height) in [(360, 640), (540, 960)] {
            for (index, bet) in rules.betOptions.enumerated() {
                // The chip sits beside the chosen bet: choose the other, so only digits are white.
                let other = try XCTUnwrap(rules.betOptions.first { $0 != bet })
                let frame = ScreenRenderer().render(
                    Scenes.main(bet: other, rules: rules), width: width, height: height)
                let target = try XCTUnwrap(
                    frame.targets.first { $0.intent == .selectBet(bet) }, "no capsule for \(bet)")
                XCTAssertEqual(
                    frame.intent(atX: target.rect.midX, y: target.rect.y + target.rect.height / 2),
                    .selectBet(bet))
                let digits = whitePixels(in: target.rect, of: frame.composed())
                func rows(_ pixels: Set<[Int]>) -> Int { (pixels.map { $0[1] }.max() ?? -1) + 1 }
                let zoom = rows(digits) / rows(ink("\(bet)", zoom: 1))
                XCTAssertGreaterThan(zoom, 0, "the capsule of \(bet) shows no digits")
                let expected = ink("\(bet)", zoom: zoom)
                XCTAssertTrue(
                    digits == expected,
                    "the capsule of \(bet) at \(width)×\(height) shows\n"
                        + "\(picture(digits, zoom: zoom))\nnot\n\(picture(expected, zoom: zoom))")
                // The key the help line gives this capsule (its place, from the left) chooses it.
                let key = Key.character(Character("\(index + 1)"))
                XCTAssertEqual(
                    KeyBindings.intent(for: key, panel: nil, betOptions: rules.betOptions),
                    target.intent)
            }
        }
    }
}
