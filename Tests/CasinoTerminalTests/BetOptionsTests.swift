import CasinoArt
import CasinoEngine
import CasinoPresentation
import CasinoTerminal
import TestSupport
import Testing

// Bets from the rules (issue 15, item 5): the terminal shows and takes a rule set's own bets.

private let rules = Rules.fiveAndTwentyFive

/// The main screen of a game under `rules` with `bet` chosen, rendered at `width`×`height`.
private func frame(bet: Int, width: Int, height: Int) -> Frame {
    let game = Game(rules: rules, coins: rules.startingMoney, bet: bet, highScore: 0)
    return Renderer(mode: .trueColor, clock: .utc).render(
        makeController(game: game).screen(at: 0), width: width, height: height)
}

/// The white pixels (a capsule's digits) inside a rectangle of cells, moved to the origin.
private func whitePixels(in rect: Rect, of grid: CellGrid) -> Set<[Int]> {
    var found: [[Int]] = []
    for y in rect.pixels.y..<rect.pixels.maxY {
        for x in rect.x..<rect.maxX {
            let cell = grid[x, y / 2]
            let top = cell.character == Cell.upperHalf ? cell.foreground : cell.background
            if (y.isMultiple(of: 2) ? top : cell.background) == .white { found.append([x, y]) }
        }
    }
    return moved(found)
}

/// The ink of `text` in `font`, moved to the origin.
private func ink(_ text: String, font: PixelFont) -> Set<[Int]> {
    let image = font.render(text, color: .white)
    var found: [[Int]] = []
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != nil { found.append([x, y]) }
    }
    return moved(found)
}

/// Pixels as rows of `#` and `.`, so a failure shows the digits that were drawn.
private func picture(_ points: Set<[Int]>) -> String {
    let width = (points.map { $0[0] }.max() ?? -1) + 1
    let height = (points.map { $0[1] }.max() ?? -1) + 1
    return (0..<height).map { y in
        String((0..<width).map { x in points.contains([x, y]) ? "#" : "." })
    }.joined(separator: "\n")
}

private func moved(_ points: [[Int]]) -> Set<[Int]> {
    let left = points.map { $0[0] }.min() ?? 0
    let top = points.map { $0[1] }.min() ?? 0
    return Set(points.map { [$0[0] - left, $0[1] - top] })
}

@Test(arguments: [(80, 24), (74, 23), (120, 40)])
func theBetCapsulesDrawTheRulesBetsAndTheirKeysChooseThem(width: Int, height: Int) throws {
    let layout = try #require(Layout.fitting(width: width, height: height))
    let font: PixelFont = layout.size == .small ? .tiny : .bold
    for (index, bet) in rules.betOptions.enumerated() {
        // The chip sits beside the chosen bet: choose the other one, so only digits are white.
        let other = rules.betOptions.first { $0 != bet }!
        let drawn = frame(bet: other, width: width, height: height)
        let target = try #require(
            drawn.targets.first { $0.intent == .selectBet(bet) },
            "no capsule for \(bet) at \(width)×\(height)")
        #expect(
            picture(whitePixels(in: target.rect, of: drawn.grid))
                == picture(ink("\(bet)", font: font)),
            "the capsule of \(bet) shows its digits at \(width)×\(height)")
        // The key the help line gives this capsule (its place, from the left) chooses it.
        let key = Key.character(Character("\(index + 1)"))
        #expect(
            KeyBindings.intent(for: key, panel: nil, betOptions: rules.betOptions)
                == target.intent)
    }
}

@Test func theHelpLineNamesTheRulesBets() throws {
    let help = try #require(frame(bet: 5, width: 80, height: 24).grid.lines.last)
    #expect(help.contains("1/2 bet 5/25"), "\(help)")
    #expect(!help.contains("10/20"))
}

/// The footer has places for two bets: a rule set with a third stops the game where the
/// footer is laid out, rather than leave a bet the player could choose undrawn (the footer
/// once skipped it with every test green).
@Test func aRuleSetWithMoreBetsThanTheFooterHoldsIsRefused() async {
    let refusal = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let game = Game(rules: .threeBets, coins: 100, bet: 10, highScore: 0)
        _ = Renderer(mode: .trueColor).render(
            makeController(game: game).screen(at: 0), width: 120, height: 40)
    }
    let said = String(decoding: refusal?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("the layout has room for 2 bets, not 3"), "\(said)")
}
