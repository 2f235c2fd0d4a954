import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
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
        for words in ["Tiền", "của bạn", "Điểm", "cao", "Space quay", "a hiệu ứng", "q thoát"] {
            #expect(grid.text.contains(words), "\(words)")
        }
    }

    /// The whole help line at 80 columns, muted or not (issue 25: it dropped "a chuyển
    /// động"); the bets' amounts, on their capsules, give way first.
    @Test func theHelpLineIsWholeAt80Columns() {
        for muted in [false, true] {
            let screen = makeController(
                settings: Preferences(muted: muted), language: .vietnamese
            ).screen(at: 0)
            let help = render(screen).lines.last ?? ""
            for entry in ["Space quay", "1/2 cược", "i thông tin", "r đặt lại", "h lịch sử"] {
                #expect(help.contains(entry), "\(entry) in \(help)")
            }
            #expect(help.contains(muted ? "m bật âm" : "m tắt âm") && help.contains("a hiệu ứng"))
            #expect(help.contains("q thoát"))
        }
    }

    /// A terminal cell has no room above a capital for a second mark (xterm showed "TIỀN",
    /// money, as "TIÊN"): no Vietnamese text on any screen has a marked capital but Đ.
    @Test func noScreenWritesACapitalWithAMarkAbove() {
        var controller = makeController(
            game: Game(rules: .classic, coins: 10, bet: 10, highScore: 5),
            outcomes: [outcome([4, 4, 4]), outcome([0, 1, 2])], language: .vietnamese)
        var screens = [controller.screen(at: 0)]
        controller.handle(.spin, at: 0)
        screens.append(controller.screen(at: 1.5))
        for (intent, time) in [(Intent.info, 2.0), (.info, 3), (.history, 4), (.history, 5)] {
            controller.handle(intent, at: time)
            screens.append(controller.screen(at: time + 1))
        }
        controller.handle(.requestReset, at: 7)
        screens.append(controller.screen(at: 7))
        controller.handle(.closePanel, at: 8)
        controller.handle(.spin, at: 8)
        controller.advance(to: 10)
        screens.append(controller.screen(at: 10))
        for screen in screens {
            let text = render(screen).text
            let marked = text.filter { $0.isUppercase && !$0.isASCII && $0 != "Đ" }
            #expect(marked.isEmpty, "\(marked) in\n\(text)")
        }
    }

    /// Without colour the reels' names keep their spaces (issue 25: "cỏ█bốn█lá").
    @Test func theReelsNamesKeepTheirSpacesWithoutColour() {
        let screen = makeController(
            game: Game(rules: .classic, coins: 100, bet: 10, highScore: 0, stops: [3, 2, 1]),
            language: .vietnamese
        ).screen(at: 0)
        let text = Renderer(mode: .monochrome, clock: .utc).render(screen, width: 80, height: 24)
            .grid.text
        #expect(text.contains(" cỏ bốn lá "), "\(text)")
        #expect(text.contains(" anh đào "), "\(text)")
    }

    /// A notice and the outcome together at 80×24: the notice in the session line's place,
    /// the outcome beside it when the reels land, nothing above covered.
    @Test func aNoticeAndTheOutcomeTogether() throws {
        let grid = try Snapshot.check("vi-notice-outcome-80x24")
        let status = grid.lines[grid.height - 2]
        #expect(status.contains("Không trúng: −10"), "\(status)")
        #expect(status.contains("Chơi lại mã số 3"), "\(status)")
        #expect(!grid.text.contains("seed"))
    }

    @Test func spinAndItsResult() {
        var controller = makeController(
            game: Game(rules: .classic, coins: 100, bet: 10, highScore: 500),
            outcomes: [outcome([4, 4, 4])], language: .vietnamese)
        controller.handle(.spin, at: 0)
        #expect(render(controller.screen(at: 1.2)).text.contains("Thắng! +100 xu"))
    }

    @Test func gameOver() throws {
        let grid = try Snapshot.check("vi-game-over")
        #expect(grid.text.contains("Bạn đâu phải Thần Bài!"))
        #expect(grid.text.contains("Ván mới"))
    }

    @Test func info() throws {
        let grid = try Snapshot.check("vi-info")
        for words in ["Cách chơi", "Cơ sở Nam Sài Gòn", "7,64 %", "10,8"] {
            #expect(grid.text.contains(words), "\(words)")
        }
    }

    @Test func resetQuestionAndHistory() throws {
        let history = try Snapshot.check("vi-history")
        #expect(history.text.contains("Lượt quay gần đây"))
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
