import Foundation
import TestSupport
import XCTest

/// What the window once showed only after some input arrived, because its own loop drew only
/// on input and on animation frames: now the session driver draws at every scheduled change,
/// as it does for the terminal. Each test presses what it must and then waits, touching
/// nothing, for the change to appear on the X server's screen.
final class WindowDriftTests: EndToEndTestCase {
    /// The session line's left half: "SESSION 0 MIN".
    static let sessionLine = (x: 0, y: 305, width: 90, height: 10)

    #if Window
        func testAReducedMotionSpinIsRevealedWithNoFurtherInput() throws {
            let server = try XServer()
            let game = try GameWindow(server: server, arguments: ["--reduced-motion"])
            let money = WindowEndToEndTests.moneyCapsule
            let before = try game.region(money.x, money.y, money.width, money.height)
            try game.key("space")
            try server.waitUntil("the spin's money to show with no key pressed after Space") {
                try game.region(money.x, money.y, money.width, money.height) != before
            }
            XCTAssertEqual(try WindowEndToEndTests.saved(game).spins, 1)
        }

        func testGameOverAppearsByItselfWhenTheLastCoinIsLost() throws {
            let server = try XServer()
            let game = try GameWindow(server: server, arguments: ["--reduced-motion"])
            for _ in 0..<80 {
                let before = try WindowEndToEndTests.saved(game)
                if before.money < 10 { break }
                try game.key("space")
                try server.waitUntil("Space at \(before.money) coins to spin") {
                    try WindowEndToEndTests.saved(game).spins > before.spins
                }
                // The landed frame is drawn (and reported) with no key pressed.
                try game.waitForLandings(before.spins + 1)
            }
            XCTAssertLessThan(try WindowEndToEndTests.saved(game).money, 10)
            try server.waitUntil("Game Over, with no key pressed after the last spin") {
                try WindowEndToEndTests.isGameOver(game)
            }
        }

        func testANoticeGoesAwayByItself() throws {
            let server = try XServer()
            // The player's own (fresh) save: a replay would start with its own notice up.
            let game = try GameWindow(server: server, seed: nil)
            // A notice takes the session line's place while it shows.
            let line = Self.sessionLine
            let session = try game.region(line.x, line.y, line.width, line.height)
            try game.key("m")
            try server.waitUntil("the SOUND notice after m, in the session line's place") {
                try game.region(line.x, line.y, line.width, line.height) != session
            }
            try server.waitUntil("the notice to expire and the session line to come back") {
                try game.region(line.x, line.y, line.width, line.height) == session
            }
        }

        func testTheSessionMinutesTickWhileIdle() throws {
            let server = try XServer()
            let game = try GameWindow(server: server, seed: nil)
            let line = Self.sessionLine
            let first = try game.region(line.x, line.y, line.width, line.height)
            try server.waitUntil("SESSION 1 MIN, with no input for a minute", seconds: 90) {
                try game.region(line.x, line.y, line.width, line.height) != first
            }
        }

        func testAClickRightAfterClosingInfoCounts() throws {
            let server = try XServer()
            let game = try GameWindow(server: server)
            let info = WindowEndToEndTests.infoButton
            try game.click(info.x, info.y)
            try server.waitUntil("the Info sheet") {
                WindowEndToEndTests.isPanelBlue(try game.color(90, 200))
            }
            let sheet = WindowEndToEndTests.sheetTop
            try game.waitUntilStill(
                "the Info sheet to finish sliding up", sheet.x, sheet.y, sheet.width, sheet.height)
            try game.key("Escape")
            try server.waitUntil("the Info sheet to slide away") {
                let middle = try game.color(90, 200)
                let bottom = try game.color(90, 300)
                return !WindowEndToEndTests.isPanelBlue(middle)
                    && !WindowEndToEndTests.isPanelBlue(bottom)
            }
            let spin = WindowEndToEndTests.spinButton
            try game.click(spin.x, spin.y)
            try server.waitUntil("the first click on SPIN after closing Info to spin") {
                try WindowEndToEndTests.saved(game).spins == 1
            }
        }
    #endif
}
