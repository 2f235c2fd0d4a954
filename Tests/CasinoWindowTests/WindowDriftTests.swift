#if Window
    import CasinoArt
    import Foundation
    import TestSupport
    import Testing

    extension OneAtATime {
        /// What the window once showed only after some input arrived, because its own loop drew only
        /// on input and on animation frames: now the session driver draws at every scheduled change,
        /// as it does for the terminal. Each test presses what it must and then waits, touching
        /// nothing, for the change to appear on the X server's screen.
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport)) struct WindowDriftTests {
            @Test func aReducedMotionSpinIsRevealedWithNoFurtherInput() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, arguments: ["--reduced-motion"])
                let money = DesignGrid.moneyCapsule
                let before = try game.region(money)
                try game.key("space")
                try waitUntil("the spin's money to show with no key pressed after Space") {
                    try game.region(money) != before
                }
                #expect(try WindowEndToEndTests.saved(game).spins == 1)
            }

            @Test func gameOverAppearsByItselfWhenTheLastCoinIsLost() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, arguments: ["--reduced-motion"])
                for _ in 0..<80 {
                    let before = try WindowEndToEndTests.saved(game)
                    if before.money < DesignGrid.bets.min() ?? 0 { break }
                    try game.key("space")
                    try waitUntil("Space at \(before.money) coins to spin") {
                        try WindowEndToEndTests.saved(game).spins > before.spins
                    }
                    // The landed frame is drawn (and reported) with no key pressed.
                    try game.waitForLandings(before.spins + 1)
                }
                #expect(try WindowEndToEndTests.saved(game).money < DesignGrid.bets.min() ?? 0)
                try waitUntil("Game Over, with no key pressed after the last spin") {
                    try WindowEndToEndTests.isGameOver(game)
                }
            }

            @Test func aNoticeGoesAwayByItself() throws {
                let server = try XServer()
                // The player's own (fresh) save: a replay would start with its own notice up.
                let game = try GameWindow(server: server, seed: nil)
                // A notice takes the session line's place while it shows.
                let line = DesignGrid.sessionLine
                let session = try game.region(line)
                try game.key("m")
                try waitUntil("the SOUND notice after m, in the session line's place") {
                    try game.region(line) != session
                }
                try waitUntil("the notice to expire and the session line to come back") {
                    try game.region(line) == session
                }
            }

            @Test func theSessionMinutesTickWhileIdle() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, seed: nil)
                let line = DesignGrid.sessionLine
                let first = try game.region(line)
                try waitUntil("SESSION 1 MIN, with no input for a minute", seconds: 90) {
                    try game.region(line) != first
                }
            }

            @Test func aClickRightAfterClosingInfoCounts() throws {
                let server = try XServer()
                let game = try GameWindow(server: server)
                let info = try DesignGrid.button(.info)
                try game.click(info.x, info.y)
                try waitUntil("the Info sheet") {
                    WindowEndToEndTests.isPanelBlue(try game.color(90, 200))
                }
                try game.waitUntilStill(
                    "the Info sheet to finish sliding up", WindowEndToEndTests.sheetTop)
                try game.key("Escape")
                try waitUntil("the Info sheet to slide away") {
                    let middle = try game.color(90, 200)
                    let bottom = try game.color(90, 300)
                    return !WindowEndToEndTests.isPanelBlue(middle)
                        && !WindowEndToEndTests.isPanelBlue(bottom)
                }
                let spin = try DesignGrid.button(.spin)
                try game.click(spin.x, spin.y)
                try waitUntil("the first click on SPIN after closing Info to spin") {
                    try WindowEndToEndTests.saved(game).spins == 1
                }
            }
        }
    }
#endif
