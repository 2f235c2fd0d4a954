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
