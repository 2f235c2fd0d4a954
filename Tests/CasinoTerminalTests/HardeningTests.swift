import CasinoArt
import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import CasinoTerminal
import Foundation
import TestSupport
import Testing

private let renderer = Renderer(mode: .trueColor, clock: .utc)
private let classicBets = Rules.classic.betOptions

private func render(_ scene: Screen, width: Int = 80, height: Int = 24) -> CellGrid {
    renderer.render(scene, width: width, height: height).grid
}

/// The row of the screen holding `text`.
private func line(_ grid: CellGrid, containing text: String) -> String? {
    grid.lines.first { $0.contains(text) }
}

// MARK: - Big numbers (issue 8, item 8)

@Test(arguments: [(80, 24), (100, 30), (120, 40), (200, 64)])
func bigNumbersNeverOverlapTheLabelsOrShowAWrongValue(width: Int, height: Int) throws {
    let game = Game(rules: .classic, coins: 12_345_678_901, bet: 10, highScore: 98_765_432_101)
    let grid = render(makeController(game: game).screen(at: 0), width: width, height: height)
    let text = grid.text
    if let layout = Layout.fitting(width: width, height: height), layout.size == .small {
        let row = try #require(line(grid, containing: "YOUR MONEY"))
        #expect(row.contains("YOUR MONEY 12.34 B") || row.contains("YOUR MONEY  12.34 B"))
        let high = try #require(line(grid, containing: "HIGH SCORE"))
        #expect(high.contains("98.76 B"))
        #expect(!text.contains("12345678901") && !text.contains("98765432101"))
    } else {
        // The two-line labels stay whole; a number written as text beside them is whole, or
        // shortened with its scale.
        for word in ["YOUR", "MONEY", "HIGH", "SCORE"] { #expect(text.contains(word)) }
        let allowed: Set<String> = ["12345678901", "98765432101", "12.34", "12.3", "98.76", "98.7"]
        for row in grid.lines where row.contains("MONEY") || row.contains("SCORE") {
            let runs = row.split { !$0.isNumber && $0 != "." }.map(String.init)
            #expect(runs.allSatisfy(allowed.contains), "\(runs) at \(width)×\(height)")
        }
    }
}

// MARK: - Notices (item 7)

/// A notice too long for its line shows its short form there, covering nothing; `?` shows it
/// whole (issue 25).
@Test func aLongNoticeReachesThePlayerWholeAt80ColumnsOneKeyAway() {
    let notice =
        "Your save file had negative money, a negative score and a bad date; it was moved to "
        + "/home/player/.local/state/rmit-casino/save.damaged-2026-12-01T11-44-41.json."
    var controller = PlayController(
        game: Game(), settings: Preferences(), generator: ScriptedGenerator(outcomes: []),
        environment: .silent(), now: 0, notices: [Message(notice, short: "Save damaged. (? more)")])
    let plain = render(makeController().screen(at: 0))
    let short = render(controller.screen(at: 0))
    #expect(short.lines.last == plain.lines.last, "the help line stays")
    #expect(short.lines.dropLast(2) == plain.lines.dropLast(2), "nothing above is covered")
    #expect(short.lines[short.height - 2].contains("Save damaged. (? more)"))
    let targets = renderer.render(controller.screen(at: 0), width: 80, height: 24).targets
    #expect(targets.contains { $0.intent == .readNotice }, "a click reads it too")
    controller.handle(.readNotice, at: 1)
    let grid = render(controller.screen(at: 1))
    let shown = grid.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    for word in notice.split(separator: " ") where !word.contains("/") {
        #expect(shown.contains(word), "\(word) is on screen")
    }
    #expect(grid.text.replacingOccurrences(of: "\n", with: "").contains("rmit-casino/"))
    #expect(grid.text.contains("save.damaged-2026-12-01T11-44-41.json."))
    #expect(!grid.text.contains("…"), "nothing cut")
    #expect(grid.lines.last?.contains("quit") == true, "the help line stays")
}

// MARK: - Rules in the texts (item 9)

@Test func infoUnderTheEasyRulesSaysTwoMatchingIconsWin() {
    var controller = makeController(game: Game(rules: .easy))
    controller.handle(.info, at: 0)
    let text = render(controller.screen(at: 1), width: 100, height: 40).text
    #expect(text.contains("Matching any two icons to win."))
    #expect(!text.contains("Matching all icons"))
}

// MARK: - Reset dialog (item 10)

@Test func theResetDialogMarksTheButtonEnterPresses() throws {
    var controller = makeController()
    controller.handle(.requestReset, at: 0)
    let scene = controller.screen(at: 0)
    let grid = render(scene)
    let row = try #require(grid.lines.firstIndex { $0.contains("CANCEL") })
    let cancel = try #require(grid.lines[row].range(of: "CANCEL"))
    let reset = try #require(grid.lines[row].range(of: "RESET"))
    let cancelColumn = grid.lines[row].distance(
        from: grid.lines[row].startIndex, to: cancel.lowerBound)
    let resetColumn = grid.lines[row].distance(
        from: grid.lines[row].startIndex, to: reset.lowerBound)
    /// Whether the accent ring shows in the cells two rows above a label.
    func ringed(_ column: Int) -> Bool {
        (column..<column + 5).contains { x in
            let cell = grid[x, row - 2]
            return [cell.foreground, cell.background].contains(Palette.yellow)
        }
    }
    #expect(
        KeyBindings.intent(for: .enter, panel: .resetConfirm, betOptions: classicBets)
            == .closePanel)
    #expect(ringed(cancelColumn), "CANCEL, which Enter presses, wears the ring")
    #expect(!ringed(resetColumn))
}

// MARK: - Help line (item 11)

@Test(arguments: [false, true])
func theHelpLineFitsEveryEntryAt80Columns(muted: Bool) throws {
    let controller = makeController(settings: Preferences(muted: muted))
    let help = try #require(render(controller.screen(at: 0)).lines.last)
    for entry in KeyBindings.help(panel: nil, muted: muted, betOptions: classicBets) {
        #expect(help.contains("\(entry.key) \(entry.action)"), "\(entry) at 80 columns")
    }
}

// MARK: - Too small (item 2)

@Test func aKeyPressedOnATooSmallScreenSaysWhyNothingHappens() {
    var controller = makeController()
    controller.setScreenVisible(false, at: 0)
    controller.handle(.spin, at: 0)
    let grid = render(controller.screen(at: 0), width: 60, height: 20)
    #expect(grid.text.contains("needs at least"))
    #expect(grid.text.contains(Texts.english.keysWaitForScreen))
}

// MARK: - TERM and the locale (item 12)

@Test func aDumbOrMissingTerminalIsRefusedInOneLine() throws {
    for environment in [["TERM": "dumb", "LANG": "C.UTF-8"], ["LANG": "C.UTF-8"], ["TERM": ""]] {
        let problem = try #require(TerminalSupport.problem(environment: environment))
        #expect(!problem.contains("\n"))
        #expect(
            ("casino: " + problem).unicodeScalars.count <= 80,
            "one line after the program's name, even on an 80-column screen")
    }
    #expect(TerminalSupport.problem(environment: ["TERM": "xterm-256color"]) == nil)
}

@Test func aLocaleThatIsNotUTF8SaysWhatToSet() throws {
    for environment in [
        ["TERM": "xterm", "LANG": "C"], ["TERM": "xterm", "LC_ALL": "POSIX", "LANG": "C.UTF-8"],
        ["TERM": "xterm", "LC_CTYPE": "de_DE.ISO-8859-1"], ["TERM": "xterm", "LANG": "en_US"],
    ] {
        let problem = try #require(TerminalSupport.problem(environment: environment))
        #expect(problem.contains("UTF-8"))
        #expect(problem.contains("LC_ALL=C.UTF-8"), "says what to set")
        #expect(problem.unicodeScalars.count <= 100, "one short line: \(problem)")
    }
    for environment in [
        ["TERM": "xterm", "LANG": "C.UTF-8"], ["TERM": "xterm", "LC_ALL": "en_AU.utf8"],
        ["TERM": "xterm", "LC_CTYPE": "UTF-8", "LANG": "C"], ["TERM": "xterm", "LANG": "C.utf-8"],
        ["TERM": "xterm"],
    ] {
        #expect(TerminalSupport.problem(environment: environment) == nil, "\(environment)")
    }
}

@Test func theLinuxConsoleGetsItsSixteenColours() throws {
    #expect(ColorMode.detect(environment: ["TERM": "linux"]) == .console16)
    #expect(
        ColorMode.detect(environment: ["TERM": "linux", "COLORTERM": "truecolor"]) == .console16)
    #expect(ColorMode.detect(environment: ["TERM": "xterm-16color"]) == .console16)
    #expect(ColorMode.detect(environment: ["TERM": "xterm-256color"]) == .palette256)
    #expect(ColorMode.detect(environment: ["TERM": "linux", "NO_COLOR": "1"]) == .monochrome)

    let grid = Renderer(mode: .console16).render(
        makeController().screen(at: 0), width: 80, height: 24
    )
    .grid
    let bytes = FrameEncoder(mode: .console16).encode(grid, since: nil)
    let text = String(decoding: bytes, as: UTF8.self)
    // Every colour parameter is one of the console's: 30–37, 90–97 text, 40–47 behind.
    var codes: Set<Int> = []
    for sequence in text.components(separatedBy: "\u{1B}[").dropFirst() {
        guard let end = sequence.firstIndex(of: "m"),
            sequence[..<end].allSatisfy({ $0.isNumber || $0 == ";" })
        else { continue }
        codes.formUnion(sequence[..<end].split(separator: ";").compactMap { Int($0) })
    }
    #expect(!text.contains("38;") && !text.contains("48;"), "no 256 or 24-bit colour")
    let colours = codes.filter { $0 >= 30 }
    #expect(
        colours.allSatisfy {
            (30...37).contains($0) || (90...97).contains($0) || (40...47).contains($0)
        })
    #expect(colours.contains(41) && colours.contains(45), "the red-to-purple background survives")
}

// MARK: - Replays say so for as long as they play (issue 8, item 5)

@Test func aReplaySaysSoOnTheStatusLineLongAfterItsNoticeIsGone() throws {
    var replay = PlayController(
        game: Game(), settings: Preferences(), generator: ScriptedGenerator(outcomes: []),
        environment: .silent(), now: 0, notices: [Texts.english.replayStarted(seed: 20)],
        replaySeed: 20)
    replay.advance(to: 300)
    let status = try #require(
        line(render(replay.screen(at: 300)), containing: "Replay of seed 20"))
    #expect(status.contains("5 min"), "the session's length stays beside it: \(status)")
    let ordinary = render(makeController().screen(at: 300))
    #expect(line(ordinary, containing: "Replay") == nil)
    #expect(line(ordinary, containing: "Session 5 min") != nil)
}
