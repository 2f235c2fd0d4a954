import CasinoArt
import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import CasinoTerminal
import Foundation
import TestSupport
import Testing

private let renderer = Renderer(mode: .trueColor, clock: .utc)

private func render(_ scene: Screen, width: Int = 80, height: Int = 24) -> CellGrid {
    renderer.render(scene, width: width, height: height).grid
}

extension Snapshot {
    /// Every stored frame, by its file's name in `__Snapshots__`, made as a player would see
    /// it: the tests read their frames here (``check(_:sourceLocation:)``), and a file that is
    /// not one of them fails ``everyFileInTheSnapshotsFolderIsAFrameATestReads()``.
    static let frames = mainFrames.merging(realityCheckFrames) { first, _ in first }

    /// The main screen's frames, its panels' and its notices'.
    private static let mainFrames: [String: @Sendable () -> CellGrid] = [
        "main-80x24": { render(makeController().screen(at: 0)) },
        "main-120x40": { render(makeController().screen(at: 0), width: 120, height: 40) },
        "spin-0.15s": { render(spinning().screen(at: 0.15)) },
        "spin-0.65s": { render(spinning().screen(at: 0.65)) },
        "win": {
            // A high score of 500 makes the win an ordinary one.
            var controller = makeController(
                game: Game(rules: .classic, coins: 100, bet: 10, highScore: 500),
                outcomes: [outcome([4, 4, 4])])
            controller.handle(.spin, at: 0)
            return render(controller.screen(at: 1.2))
        },
        "new-high-score": {
            var controller = makeController(outcomes: [outcome([6, 6, 6])])
            controller.handle(.spin, at: 0)
            return render(controller.screen(at: 1.25))
        },
        "game-over": { render(gameOver().screen(at: 2)) },
        "info": { render(showingInfo().screen(at: 1)) },
        "info-sliding": { render(showingInfo().screen(at: 0.1)) },
        "reset-confirm": {
            var controller = makeController()
            controller.handle(.requestReset, at: 0)
            return render(controller.screen(at: 0))
        },
        "history": {
            var controller = makeController(outcomes: [outcome([0, 1, 2]), outcome([3, 3, 3])])
            controller.handle(.spin, at: 0)
            controller.handle(.spin, at: 2)
            controller.handle(.history, at: 4)
            return render(controller.screen(at: 4))
        },
        "too-small": { render(makeController().screen(at: 0), width: 60, height: 20) },
        "main-no-color": {
            Renderer(mode: .monochrome).render(
                makeController().screen(at: 0), width: 80, height: 24
            )
            .grid
        },
        "vi-main-80x24": { render(makeController(language: .vietnamese).screen(at: 0)) },
        "vi-game-over": { render(gameOver(language: .vietnamese).screen(at: 2)) },
        "vi-info": { render(showingInfo(language: .vietnamese).screen(at: 1)) },
        "vi-history": { render(vietnameseHistory().screen(at: 2)) },
        "notice-outcome-80x24": { render(noticeAndOutcome().screen(at: 1.5)) },
        "vi-notice-outcome-80x24": {
            render(noticeAndOutcome(language: .vietnamese).screen(at: 1.5))
        },
    ]

    /// Compares the stored frame `name` of ``frames`` with its snapshot, and returns it for the
    /// test's other checks.
    @discardableResult
    static func check(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> CellGrid
    {
        let frame = try #require(
            frames[name], "no stored frame \(name)", sourceLocation: sourceLocation)
        let grid = frame()
        assert(grid, named: name, sourceLocation: sourceLocation)
        return grid
    }

    /// A spin from apple, bar and cherry, started at 0.
    private static func spinning() -> PlayController {
        var controller = makeController(outcomes: [outcome([8, 9, 10])])
        controller.handle(.spin, at: 0)
        return controller
    }

    /// The last coins lost at 0; Game Over from 2.
    private static func gameOver(language: Language = .english) -> PlayController {
        var controller = makeController(
            game: Game(rules: .classic, coins: 10, bet: 10, highScore: 120),
            outcomes: [outcome([0, 1, 2])], language: language)
        controller.handle(.spin, at: 0)
        controller.advance(to: 2)
        return controller
    }

    /// Info opened at 0.
    private static func showingInfo(language: Language = .english) -> PlayController {
        var controller = makeController(language: language)
        controller.handle(.info, at: 0)
        return controller
    }

    /// A replay's notice and a missing player's warning up, and a losing spin at 0.5 that
    /// lands at 1.5 (in English, the warning too).
    static func noticeAndOutcome(language: Language = .english) -> PlayController {
        var controller = makeController(
            outcomes: [outcome([0, 1, 2])], notices: [Texts(language).replayStarted(seed: 3)],
            language: language)
        if language == .english {
            controller.report(.noPlayerOnPath(players: ["pw-play", "aplay"], install: nil), at: 0)
        }
        controller.handle(.spin, at: 0.5)
        return controller
    }

    /// One spin at 0, the history open from 2, in Vietnamese.
    static func vietnameseHistory() -> PlayController {
        var controller = makeController(outcomes: [outcome([0, 1, 2])], language: .vietnamese)
        controller.handle(.spin, at: 0)
        controller.handle(.history, at: 2)
        return controller
    }
}

@Test func everyFileInTheSnapshotsFolderIsAFrameATestReads() throws {
    try Snapshot.folder.expectOnlySnapshots(named: Snapshot.frames.keys)
}

@Test func mainScreen() throws {
    try Snapshot.check("main-80x24")
}

@Test func mainScreenLarge() throws {
    try Snapshot.check("main-120x40")
}

@Test func midSpin() throws {
    try Snapshot.check("spin-0.15s")
    try Snapshot.check("spin-0.65s")
}

@Test func win() throws {
    try Snapshot.check("win")
}

@Test func newHighScore() throws {
    try Snapshot.check("new-high-score")
}

@Test func gameOver() throws {
    try Snapshot.check("game-over")
}

@Test func info() throws {
    try Snapshot.check("info")
    try Snapshot.check("info-sliding")
}

@Test func noticesShowOverTheInfoSheetAndTheHistory() {
    var controller = makeController()
    controller.report(.noPlayerOnThisSystem, at: 0)
    controller.handle(.info, at: 0)
    #expect(
        render(controller.screen(at: 1)).text.contains("No sound: no audio player"),
        "a warning said once is never hidden")
    controller.handle(.history, at: 1)
    #expect(render(controller.screen(at: 1)).text.contains("No sound: no audio player"))
    controller.handle(.toggleMute, at: 2)
    #expect(render(controller.screen(at: 2)).text.contains("Sound off."), "m answers there too")
}

/// The outcome is on screen when the reels land, whatever notice shows (issue 25: "No
/// match: −10" came 4 s late, or never, behind "sound off: …" or the replay's notice), and
/// the notice covers neither it nor anything above the status line.
@Test func aNoticeAndTheOutcomeTogether() throws {
    var controller = Snapshot.noticeAndOutcome()
    let grid = try Snapshot.check("notice-outcome-80x24")
    let status = grid.lines[grid.height - 2]
    #expect(status.contains("No match: −10"), "at the landing: \(status)")
    #expect(status.contains("Replay of seed 3"), "\(status)")
    var quiet = makeController(outcomes: [outcome([0, 1, 2])])
    quiet.handle(.spin, at: 0.5)
    let plain = render(quiet.screen(at: 1.5))
    #expect(grid.lines.dropLast(2) == plain.lines.dropLast(2), "nothing above is covered")
    for time in [2.0, 6, 12, 20] {
        let line = render(controller.screen(at: time)).lines[grid.height - 2]
        #expect(line.contains("No match: −10"), "at \(time) s: \(line)")
    }
}

/// A muted game says nothing of missing players; turning the sound on says it then.
@Test func aMutedGameSaysNothingOfMissingPlayersUntilUnmuted() {
    var controller = makeController(settings: Preferences(muted: true))
    controller.report(.noPlayerOnThisSystem, at: 0)
    #expect(controller.screen(at: 1).notice == nil)
    controller.handle(.toggleMute, at: 30)
    let noSound = Texts.english.soundProblem(.noPlayerOnThisSystem).text
    let after = (30...45).map { controller.screen(at: Double($0)).notice }
    #expect(after.first == Texts.english.sound(on: true))
    #expect(after.contains(noSound))
}

@Test func resetConfirm() throws {
    try Snapshot.check("reset-confirm")
}

@Test func history() throws {
    try Snapshot.check("history")
}

@Test func historySummaryCountsInWords() {
    var controller = makeController(outcomes: [outcome([0, 1, 2])])
    controller.handle(.spin, at: 0)
    controller.handle(.history, at: 2)
    let text = render(controller.screen(at: 2)).text
    #expect(text.contains("All time: 1 spin, 0 wins;"), "one spin, not \"1 spins\"")
}

@Test func tooSmall() throws {
    try Snapshot.check("too-small")
}

@Test func monochrome() throws {
    let grid = try Snapshot.check("main-no-color")
    // Every symbol on screen is named in words.
    for name in ["apple", "bar", "cherry"] { #expect(grid.text.contains(name)) }
}

/// Every size the previews are drawn at: the smallest the game accepts, the classic 80×24, and
/// bigger windows up to a large desktop terminal.
private let previewSizes = [(74, 23), (80, 24), (100, 30), (120, 40), (160, 50), (200, 64)]

/// To look at frames: with CASINO_SNAPSHOT_ANSI=folder, an ANSI picture of the grid (`cat` it
/// in a true-colour terminal), as `Snapshot.assert` writes for the stored snapshots.
private func writePreview(_ grid: CellGrid, named name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["CASINO_SNAPSHOT_ANSI"] else { return }
    try Snapshot.ansi(of: grid).write(
        toFile: "\(folder)/\(name).ans", atomically: true, encoding: .utf8)
}

/// The words a player reads in `rect`, in reading order, one space between them.
private func words(in grid: CellGrid, _ rect: Rect) -> String {
    words(
        of: grid.lines[rect.y..<rect.maxY].map { line in
            String(line.unicodeScalars.dropFirst(rect.x).prefix(rect.width))
        })
}

/// The words of `lines`, half-block pictures left out, one space between them: a sentence
/// wrapped over two rows reads as one.
private func words(of lines: some Sequence<String>) -> String {
    lines.map { $0.replacingOccurrences(of: String(Cell.upperHalf), with: " ") }
        .joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

/// The pixels of the face of the reel drawn in `rect` (cells), inside its frame: the top and
/// bottom half of each cell are a pixel each.
private func facePixels(in grid: CellGrid, reel rect: Rect) -> [RGB] {
    let inset = Art.reelFrameInset
    var pixels: [RGB] = []
    for py in (rect.y * 2 + inset)..<(rect.maxY * 2 - inset) {
        for x in (rect.x + inset)..<(rect.maxX - inset) {
            let cell = grid[x, py / 2]
            let isTop = py % 2 == 0 && cell.character == Cell.upperHalf
            pixels.append(isTop ? cell.foreground : cell.background)
        }
    }
    return pixels
}

@Test(arguments: previewSizes)
func theMainScreenShowsItsPartsAtEverySize(width: Int, height: Int) throws {
    let grid = render(makeController().screen(at: 0), width: width, height: height)
    try writePreview(grid, named: "preview-\(width)x\(height)")
    let layout = try #require(Layout.fitting(width: width, height: height))
    let size = "\(width)×\(height)"
    #expect(words(in: grid, layout.money).contains("YOUR MONEY"), "\(size)")
    #expect(words(in: grid, layout.highScore).contains("HIGH SCORE"), "\(size)")
    let help = words(of: [grid.lines[layout.helpRow]])
    let bets = Rules.classic.betOptions
    let betKeys = (1...bets.count).map(String.init).joined(separator: "/")
    let betHelp = "\(betKeys) bet \(bets.map(String.init).joined(separator: "/"))"
    for key in ["Space spin", betHelp, "i info", "r reset", "h history", "q quit"] {
        #expect(help.contains(key), "the help line shows \(key) at \(size): \(help)")
    }
    // The spec's start: apple, bar and cherry, each drawn on its reel's face.
    let reels = layout.reels.map { facePixels(in: grid, reel: $0) }
    for (index, face) in reels.enumerated() {
        let symbol = face.filter { $0 != Palette.reelFace }.count
        #expect(symbol < face.count, "reel \(index + 1) shows its face at \(size)")
        #expect(symbol > face.count / 10, "reel \(index + 1) shows a symbol at \(size)")
    }
    if layout.reels.allSatisfy({ $0.width == layout.reels[0].width }) {
        #expect(Set(reels).count == 3, "three different symbols at \(size)")
    }
    // The spec's background: red at the top, bright purple at the bottom.
    #expect(Snapshot.letter(grid[0, 0].background) == "R", "red at the top at \(size)")
    #expect(
        Snapshot.letter(grid[0, layout.statusRow - 1].background) == "P",
        "bright purple at the bottom at \(size)")
}

@Test(arguments: [(74, 23), (120, 40)])
func theGameOverPanelAndTheInfoSheetShowAllTheirTextAtSmallAndLargeSizes(
    width: Int, height: Int
) throws {
    var over = makeController(
        game: Game(rules: .classic, coins: 10, bet: 10, highScore: 120),
        outcomes: [outcome([0, 1, 2])])
    over.handle(.spin, at: 0)
    over.advance(to: 2)
    let overGrid = render(over.screen(at: 2), width: width, height: height)
    try writePreview(overGrid, named: "preview-over-\(width)x\(height)")
    let overText = words(of: overGrid.lines)
    for line in [
        "You lost all money!", "You are not the god of gambler!", "Good luck next time!",
        "NEW GAME",
    ] {
        #expect(overText.contains(line), "Game Over at \(width)×\(height) shows \(line)")
    }

    var info = makeController()
    info.handle(.info, at: 0)
    let infoGrid = render(info.screen(at: 2), width: width, height: height)
    try writePreview(infoGrid, named: "preview-info-\(width)x\(height)")
    let infoText = words(of: infoGrid.lines)
    for line in [
        "HOW TO PLAY", "Just spin the reels to play.", "Matching all icons to win.",
        "The winning amount will be 10x of your betting amount.",
        "You can reset the money and highscore by clicking on the button Reset.",
        "APPLICATION INFORMATION", "App Name RMIT Casino", "Course COSC3062",
        "Year Published 2025", "Location Saigon South Campus", "i/Esc close",
    ] {
        #expect(infoText.contains(line), "Info at \(width)×\(height) shows \(line)")
    }
}
