import CasinoSharedModels

#if Window
    import CSDL2
    import CasinoEngine
    import CasinoPersistence
    import CasinoPresentation
    import CasinoRandom
    import CasinoWindow
    import Foundation
    import TestSupport
    import XCTest

    /// Taps on a real window. Neither Xvfb nor xdotool has a touch screen, so the test opens
    /// the game's window in this process, on a private X server, and puts SDL's own finger
    /// events in SDL's queue: the window sees them exactly as a touch screen's.
    final class TouchTests: EndToEndTestCase {
        /// The window's size: the design grid at scale 2, so no letterbox.
        static let size = WindowSize(
            width: GameWindow.design.width * 2, height: GameWindow.design.height * 2)

        override func tearDown() {
            // The window catches SIGINT and SIGTERM to save before it quits; the test runner
            // gets its own handling back.
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            super.tearDown()
        }

        /// Where a design-grid pixel is in SDL's finger coordinates (0 to 1 across the window).
        func fingerPoint(_ point: (x: Int, y: Int)) -> (x: Float, y: Float) {
            (
                Float(Double(point.x) + 0.5) / Float(GameWindow.design.width),
                Float(Double(point.y) + 0.5) / Float(GameWindow.design.height)
            )
        }

        func finger(_ type: SDL_EventType, at point: (x: Int, y: Int)) {
            var event = SDL_Event()
            event.tfinger.type = type.rawValue
            event.tfinger.touchId = 1
            event.tfinger.fingerId = 1
            (event.tfinger.x, event.tfinger.y) = fingerPoint(point)
            event.tfinger.pressure = 1
            XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
        }

        func tap(_ point: (x: Int, y: Int)) {
            finger(SDL_FINGERDOWN, at: point)
            finger(SDL_FINGERUP, at: point)
        }

        /// The game's window in this process, on `server`, over a fresh game; `saves` gets
        /// every save the game makes. At the test's end SDL is stopped, then the server, and
        /// `DISPLAY` is restored.
        func openWindow(on server: XServer, saves: Saves) throws -> TouchGame {
            // SDL reads the display from this process's environment.
            let display = ProcessInfo.processInfo.environment["DISPLAY"]
            setenv("DISPLAY", server.display, 1)
            addTeardownBlock {
                // SDL lets go of the X server before the server is stopped.
                SDLVideo.stop()
                server.stop()
                if let display { setenv("DISPLAY", display, 1) } else { unsetenv("DISPLAY") }
            }
            try SDLVideo.start(environment: server.environment, audio: false)
            let environment = PlayEnvironment(
                save: { data in
                    saves.append(data)
                    return data.game.highScore
                }, perform: { _, _ in }, setMuted: { _ in }, date: { Date() })
            let start = ContinuousClock.now
            let clock = {
                let elapsed = start.duration(to: .now).components
                return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            }
            let window = try DesktopWindow(
                size: Self.size, fullscreen: false, rumble: Rumble(), clock: clock)
            let controller = PlayController(
                game: Game(), settings: Preferences(),
                generator: SplitMix64(seed: 7), environment: environment, now: clock())
            return TouchGame(window: window, controller: controller, clock: clock)
        }

        /// The window and the game it plays, run as `casino window` runs them.
        struct TouchGame {
            let window: DesktopWindow
            let controller: PlayController
            let clock: () -> Double

            func run() throws -> Ending {
                var driver = SessionDriver(
                    controller: controller, clock: clock, mailbox: PostedProblems())
                defer { window.close() }
                return try driver.run(window)
            }
        }

        func testATapPressesAButtonAndASlideOffItDoesNot() throws {
            let server = try XServer()
            let saves = Saves()
            let game = try openWindow(on: server, saves: saves)
            let spin = WindowEndToEndTests.spinButton
            // A finger that lands on SPIN and lifts off it, on the title, presses nothing.
            finger(SDL_FINGERDOWN, at: spin)
            finger(SDL_FINGERUP, at: (90, 40))
            // A tap on "20" bets 20; a tap on SPIN spins at 20.
            tap(WindowEndToEndTests.betTwenty)
            tap(spin)
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)

            XCTAssertEqual(try game.run(), .quit)
            XCTAssertGreaterThan(game.window.framesDrawn, 0, "the taps were read off a drawn frame")
            let betting = try XCTUnwrap(saves.all.first, "the tap on 20 was not taken")
            XCTAssertEqual(betting.game.bet, 20)
            XCTAssertEqual(betting.game.statistics.spins, 0, "the slide off SPIN spun")
            let spun = try XCTUnwrap(saves.all.last)
            XCTAssertEqual(spun.game.statistics.spins, 1, "the tap on SPIN did not spin")
            XCTAssertEqual(spun.game.history.last?.bet, 20)
        }

        /// The Info sheet follows a finger that drags it down, as it follows the mouse, and a
        /// drag a quarter of the way down closes it. The finger moves while the window's loop
        /// runs, from another thread (SDL's queue takes events from any thread), and the
        /// screen is read from the X server.
        func testTheInfoSheetFollowsADraggingFinger() throws {
            let server = try XServer()
            let game = try openWindow(on: server, saves: Saves())
            let script = FingerScript { [self] in
                let id = try XCTUnwrap(
                    try server.xdo(["search", "--name", "^RMIT Casino$"]).split(separator: "\n")
                        .first.map(String.init))
                let frame = try server.geometry(of: id)
                func color(_ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int) {
                    let point = GameWindow.screenPoint(x, y, in: frame)
                    return try server.screenshot((point.x, point.y, 1, 1)).color(x: 0, y: 0)
                }
                func sheetTop() throws -> [UInt8] {
                    let from = GameWindow.screenPoint(0, 14, in: frame)
                    let to = GameWindow.screenPoint(GameWindow.design.width, 60, in: frame)
                    return try server.screenshot((from.x, from.y, to.x - from.x, to.y - from.y))
                        .rgb
                }
                tap(WindowEndToEndTests.infoButton)
                try server.waitUntil("the Info sheet") {
                    WindowEndToEndTests.isPanelBlue(try color(90, 200))
                }
                try server.waitUntilStill("the sheet to finish sliding up") { try sheetTop() }
                let last = try sheetTop()
                finger(SDL_FINGERDOWN, at: (90, 120))
                finger(SDL_FINGERMOTION, at: (90, 150))
                try server.waitUntil("the sheet to follow the finger") { try sheetTop() != last }
                XCTAssertTrue(WindowEndToEndTests.isPanelBlue(try color(90, 200)), "still open")
                finger(SDL_FINGERMOTION, at: (90, 220))
                finger(SDL_FINGERUP, at: (90, 220))
                try server.waitUntil("the dragged sheet to close") {
                    !WindowEndToEndTests.isPanelBlue(try color(90, 200))
                }
            }
            let thread = Thread { script.run() }
            thread.start()
            XCTAssertEqual(try game.run(), .quit)
            // A timeout has failed the test already, saying what it waited for.
            if let failure = script.failure, !(failure is TimedOut) {
                XCTFail("\(failure)")
            }
        }
    }

    /// The saves a game made, kept by reference for the closure that makes them.
    final class Saves {
        private(set) var all: [SaveData] = []
        func append(_ data: SaveData) { all.append(data) }
    }

    /// A test's steps run on a thread of their own while the window's loop runs on the test's;
    /// whatever happens, they end with a quit event so the loop returns.
    final class FingerScript: @unchecked Sendable {
        private let steps: () throws -> Void
        private(set) var failure: Error?

        init(_ steps: @escaping () throws -> Void) { self.steps = steps }

        func run() {
            do { try steps() } catch { failure = error }
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }
    }
#endif
