import CasinoArt
import CasinoEngine
import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// The history's all-time line wraps between its figures: "BIGGEST WIN" ended one line and
/// its "0," began the next. The goldens `history` and `vi-history` show it whole.
@Suite struct HistoryFooterTests {
    @Test(arguments: Language.allCases, [0, 100, 123_456_789])
    func noNumberIsPartedFromItsLabel(language: Language, biggestWin: Int) throws {
        let texts = Texts(language)
        let statistics = Statistics(
            spins: 1_234, wins: 7, totalStaked: 12_340, totalWon: biggestWin, biggestWin: biggestWin
        )
        let footer = try #require(texts.lifetime(statistics, rules: .classic))
        let width = PanelDrawing(scene: Scenes.history(), clock: .utc).historyPanel.width - 16
        let lines = PanelDrawing.wrapFigures(footer, width: width)
        #expect(lines.joined(separator: " ") == footer)
        #expect(lines.count > 1, "a footer that needs no wrapping tests nothing")
        for line in lines { #expect(PixelFont.tiny.width(of: line) <= width, "\(line)") }
        // Whole figures on each line: it breaks only after a figure's punctuation.
        #expect(lines.dropLast().allSatisfy { ",;.".contains($0.last ?? " ") }, "\(lines)")
    }
}
