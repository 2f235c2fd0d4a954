import CasinoEngine
import CasinoPresentation
import CasinoTerminal
import Foundation
import Testing

private let renderer = Renderer(mode: .trueColor, timeZone: TimeZone(identifier: "UTC")!)

private func render(_ scene: Scene, width: Int = 80, height: Int = 24) -> CellGrid {
    renderer.render(scene, width: width, height: height).grid
}

@Test func mainScreen() {
    Snapshot.assert(render(makeController().scene(at: 0)), named: "main-80x24")
}

@Test func mainScreenLarge() {
    Snapshot.assert(
        render(makeController().scene(at: 0), width: 120, height: 40), named: "main-120x40")
}

@Test func midSpin() {
    var controller = makeController(outcomes: [outcome([8, 9, 10])])
    controller.handle(.spin, at: 0)
    Snapshot.assert(render(controller.scene(at: 0.15)), named: "spin-0.15s")
    Snapshot.assert(render(controller.scene(at: 0.65)), named: "spin-0.65s")
}

@Test func win() {
    // A high score of 500 makes the win an ordinary one.
    var controller = makeController(
        game: Game(rules: .classic, coins: 100, bet: 10, highScore: 500),
        outcomes: [outcome([4, 4, 4])])
    controller.handle(.spin, at: 0)
    Snapshot.assert(render(controller.scene(at: 1.2)), named: "win")
}

@Test func newHighScore() {
    var controller = makeController(outcomes: [outcome([6, 6, 6])])
    controller.handle(.spin, at: 0)
    Snapshot.assert(render(controller.scene(at: 1.25)), named: "new-high-score")
}

@Test func gameOver() {
    var controller = makeController(
        game: Game(rules: .classic, coins: 10, bet: 10, highScore: 120),
        outcomes: [outcome([0, 1, 2])])
    controller.handle(.spin, at: 0)
    controller.advance(to: 2)
    Snapshot.assert(render(controller.scene(at: 2)), named: "game-over")
}

@Test func info() {
    var controller = makeController()
    controller.handle(.info, at: 0)
    Snapshot.assert(render(controller.scene(at: 1)), named: "info")
    Snapshot.assert(render(controller.scene(at: 0.1)), named: "info-sliding")
}

@Test func noticesShowOverTheInfoSheetAndTheHistory() {
    var controller = makeController()
    controller.notify("No sound: no audio device.", at: 0)
    controller.handle(.info, at: 0)
    #expect(
        render(controller.scene(at: 1)).text.contains("No sound: no audio device."),
        "a warning said once is never hidden")
    controller.handle(.history, at: 1)
    #expect(render(controller.scene(at: 1)).text.contains("No sound: no audio device."))
    controller.handle(.toggleMute, at: 2)
    #expect(render(controller.scene(at: 2)).text.contains("Sound off."), "m answers there too")
}

@Test func resetConfirm() {
    var controller = makeController()
    controller.handle(.requestReset, at: 0)
    Snapshot.assert(render(controller.scene(at: 0)), named: "reset-confirm")
}

@Test func history() {
    var controller = makeController(outcomes: [outcome([0, 1, 2]), outcome([3, 3, 3])])
    controller.handle(.spin, at: 0)
    controller.handle(.spin, at: 2)
    controller.handle(.history, at: 4)
    Snapshot.assert(render(controller.scene(at: 4)), named: "history")
}

@Test func historySummaryCountsInWords() {
    var controller = makeController(outcomes: [outcome([0, 1, 2])])
    controller.handle(.spin, at: 0)
    controller.handle(.history, at: 2)
    let text = render(controller.scene(at: 2)).text
    #expect(text.contains("All time: 1 spin, 0 wins,"), "one spin, not \"1 spins\"")
}

@Test func tooSmall() {
    Snapshot.assert(
        render(makeController().scene(at: 0), width: 60, height: 20), named: "too-small")
}

@Test func monochrome() {
    let grid = Renderer(mode: .monochrome).render(
        makeController().scene(at: 0), width: 80, height: 24
    )
    .grid
    Snapshot.assert(grid, named: "main-no-color")
    // Every symbol on screen is named in words.
    for name in ["apple", "bar", "cherry"] { #expect(grid.text.contains(name)) }
}

@Test func preview() throws {
    // Only for looking: CASINO_SNAPSHOT_ANSI=dir writes pictures of several sizes.
    guard let folder = ProcessInfo.processInfo.environment["CASINO_SNAPSHOT_ANSI"] else { return }
    for (width, height) in [(74, 23), (80, 24), (100, 30), (120, 40), (160, 50), (200, 64)] {
        let grid = render(makeController().scene(at: 0), width: width, height: height)
        try Snapshot.ansi(of: grid).write(
            toFile: "\(folder)/preview-\(width)x\(height).ans", atomically: true, encoding: .utf8)
    }
}

@Test func previewPanels() throws {
    guard let folder = ProcessInfo.processInfo.environment["CASINO_SNAPSHOT_ANSI"] else { return }
    var controller = makeController(
        game: Game(rules: .classic, coins: 10, bet: 10, highScore: 120),
        outcomes: [outcome([0, 1, 2])])
    controller.handle(.spin, at: 0)
    controller.advance(to: 2)
    var info = makeController()
    info.handle(.info, at: 0)
    for (width, height) in [(74, 23), (120, 40)] {
        for (name, scene) in [("over", controller.scene(at: 2)), ("info", info.scene(at: 2))] {
            let grid = render(scene, width: width, height: height)
            try Snapshot.ansi(of: grid).write(
                toFile: "\(folder)/preview-\(name)-\(width)x\(height).ans", atomically: true,
                encoding: .utf8)
        }
    }
}
