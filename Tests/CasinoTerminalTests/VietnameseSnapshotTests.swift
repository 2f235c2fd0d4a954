import CasinoEngine
import CasinoPresentation
import CasinoTerminal
import TestSupport
import Testing

/// The terminal game in Vietnamese: the same screens as the English snapshots, every word from
/// the catalogue's Vietnamese, each letter one whole (composed) cell.
@Suite struct VietnameseSnapshotTests {
    private let renderer = Renderer(mode: .trueColor, clock: .utc)

    private func render(_ scene: Screen, width: Int = 80, height: Int = 24) -> CellGrid {
        renderer.render(scene, width: width, height: height).grid
    }

    @Test func mainScreen() throws {
        let grid = try Snapshot.check("vi-main-80x24")
        let bets = Rules.classic.betOptions.map(String.init).joined(separator: "/")
        for words in ["TIỀN", "ĐIỂM", "Space quay", "cược \(bets)", "q thoát"] {
            #expect(grid.text.contains(words), "\(words)")
        }
    }

    @Test func spinAndItsResult() {
        var controller = makeController(
            game: Game(rules: .classic, coins: 100, bet: 10, highScore: 500),
            outcomes: [outcome([4, 4, 4])], language: .vietnamese)
        controller.handle(.spin, at: 0)
        #expect(render(controller.screen(at: 1.2)).text.contains("THẮNG! +100 xu"))
    }

    @Test func gameOver() throws {
        let grid = try Snapshot.check("vi-game-over")
        #expect(grid.text.contains("Bạn đâu phải Thần Bài!"))
        #expect(grid.text.contains("VÁN MỚI"))
    }

    @Test func info() throws {
        let grid = try Snapshot.check("vi-info")
        for words in ["CÁCH CHƠI", "Cơ sở Nam Sài Gòn", "7,64 %", "10,8"] {
            #expect(grid.text.contains(words), "\(words)")
        }
    }

    @Test func resetQuestionAndHistory() throws {
        let history = try Snapshot.check("vi-history")
        #expect(history.text.contains("LƯỢT QUAY GẦN ĐÂY"))
        #expect(history.text.contains("táo · bar · anh đào"))
        var controller = Snapshot.vietnameseHistory()
        controller.handle(.closePanel, at: 3)
        controller.handle(.requestReset, at: 3)
        #expect(
            render(controller.screen(at: 3)).text.contains(
                "Đặt lại tiền về 100 và điểm cao về 0?"))
    }

    @Test func aTooSmallTerminalSaysSoInVietnamese() {
        let screen = makeController(language: .vietnamese).screen(at: 0)
        #expect(render(screen, width: 60, height: 20).text.contains("RMIT Casino cần"))
    }

    @Test func decomposedLettersAreWrittenWholeInOneCell() {
        // "Điểm" typed with combining marks: the cells hold the composed letters.
        let decomposed = "Đie\u{302}\u{309}m"
        #expect(Texts.composed(decomposed).unicodeScalars.count == 4)
        #expect(Texts.composed(decomposed) == "Điểm")
        #expect(Texts.wrap("cỏ bốn lá " + decomposed, width: 9) == ["cỏ bốn lá", "Điểm"])
    }
}
