#if Window
    import CSDL2
    import CasinoEngine
    import CasinoPersistence
    import CasinoPresentation
    import CasinoRandom
    import CasinoWindow
    import Foundation
    import XCTest

    /// Taps on a real window. Neither Xvfb nor xdotool has a touch screen, so the test opens
    /// the game's window in this process, on a private X server, and puts SDL's own finger
    /// events in SDL's queue: the window sees them exactly as a touch screen's.
    final class TouchTests: XCTestCase {
        /// The window's size: the design grid at scale 2, so no letterbox.
        static let size = WindowSize(
            width: GameWindow.design.width * 2, height: GameWindow.design.height * 2)

        override func tearDown() {
            // The window catches SIGINT and SIGTERM to save before it quits; the test runner
            // gets its own handling back.
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
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

        func testATapPressesAButtonAndASlideOffItDoesNot() throws {
            let server = try XServer()
            // SDL reads the display from this process's environment.
            let display = ProcessInfo.processInfo.environment["DISPLAY"]
            setenv("DISPLAY", server.display, 1)
            defer {
                if let display { setenv("DISPLAY", display, 1) } else { unsetenv("DISPLAY") }
            }
            do {
                try SDLVideo.start(environment: server.environment)
            } catch {
                XCTFail("SDL cannot open a window on Xvfb: \(error)")
                return
            }
            defer { SDLVideo.stop() }
            var saves: [SaveData] = []
            let environment = PlayEnvironment(
                save: { data in
                    saves.append(data)
                    return data.game.highScore
                }, perform: { _ in }, setMuted: { _ in }, date: { Date() })
            let start = Date()
            let clock = { Date().timeIntervalSince(start) }
            let window = try DesktopWindow(
                size: Self.size, fullscreen: false, clock: clock, messages: PostedLines()
            ) { _ in
                PlayController(
                    game: Game(), settings: Preferences(), generator: SplitMix64(seed: 7),
                    environment: environment, now: 0)
            }
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

            XCTAssertEqual(window.run(), .quit)
            XCTAssertGreaterThan(window.framesDrawn, 0, "the taps were read off a drawn frame")
            let betting = try XCTUnwrap(saves.first, "the tap on 20 was not taken")
            XCTAssertEqual(betting.game.bet, 20)
            XCTAssertEqual(betting.game.statistics.spins, 0, "the slide off SPIN spun")
            let spun = try XCTUnwrap(saves.last)
            XCTAssertEqual(spun.game.statistics.spins, 1, "the tap on SPIN did not spin")
            XCTAssertEqual(spun.game.history.last?.bet, 20)
        }
    }
#endif
