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
    import Testing

    extension OneAtATime {
        /// Taps on a real window. Neither Xvfb nor xdotool has a touch screen, so the test opens
        /// the game's window in this process, on a private X server, and puts SDL's own finger
        /// events in SDL's queue: the window sees them exactly as a touch screen's.
        ///
        /// On the main actor, like every suite that calls SDL in the test process, so no other
        /// starts or quits SDL while the window is open; each test is synchronous from the
        /// window's opening to its closing.
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport)) @MainActor struct TouchTests {
            /// The window's size: the design grid at scale 2, so no letterbox.
            static let size = WindowSize(width: DesignGrid.width * 2, height: DesignGrid.height * 2)

            /// The game's window in this process, on `server`, over a fresh game; `saves` gets
            /// every save the game makes. ``TouchGame/close()`` ends it.
            func openWindow(on server: XServer, saves: Saves) throws -> TouchGame {
                // SDL reads the display from this process's environment.
                let display = ProcessInfo.processInfo.environment["DISPLAY"]
                setenv("DISPLAY", server.display, 1)
                let game = TouchGame(server: server, display: display)
                do {
                    try start(game, saves: saves)
                } catch {
                    game.close()
                    throw error
                }
                return game
            }

            private func start(_ game: TouchGame, saves: Saves) throws {
                try SDLVideo.start(environment: game.server.environment, audio: false)
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
                game.window = try DesktopWindow(
                    size: Self.size, fullscreen: false, rumble: Rumble(), clock: clock)
                game.controller = PlayController(
                    game: Game(), settings: Preferences(),
                    generator: SplitMix64(seed: 7), environment: environment, now: clock())
                game.clock = clock
            }

            @Test func aTapPressesAButtonAndASlideOffItDoesNot() throws {
                let saves = Saves()
                let game = try openWindow(on: try XServer(), saves: saves)
                defer { game.close() }
                let spin = try DesignGrid.button(.spin)
                let second = DesignGrid.bets[1]
                // A finger that lands on SPIN and lifts off it, on the title, presses nothing.
                Finger.put(SDL_FINGERDOWN, at: spin)
                Finger.put(SDL_FINGERUP, at: (90, 40))
                // A tap on the second bet bets it; a tap on SPIN spins at it.
                Finger.tap(DesignGrid.betCapsule(1))
                Finger.tap(spin)
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)

                #expect(try game.run() == .quit)
                #expect(game.window.framesDrawn > 0, "the taps were read off a drawn frame")
                let betting = try #require(saves.all.first, "the tap on \(second) was not taken")
                #expect(betting.game.bet == second)
                #expect(betting.game.statistics.spins == 0, "the slide off SPIN spun")
                let spun = try #require(saves.all.last)
                #expect(spun.game.statistics.spins == 1, "the tap on SPIN did not spin")
                #expect(spun.game.history.last?.bet == second)
            }

            /// The Info sheet follows a finger that drags it down, as it follows the mouse, and
            /// a drag a quarter of the way down closes it. The finger moves while the window's
            /// loop runs, from another thread (SDL's queue takes events from any thread), and
            /// the screen is read from the X server.
            @Test func theInfoSheetFollowsADraggingFinger() throws {
                let server = try XServer()
                let game = try openWindow(on: server, saves: Saves())
                defer { game.close() }
                let info = try DesignGrid.button(.info)
                let script = FingerScript {
                    let id =
                        try server.xdo(["search", "--name", "^RMIT Casino$"])
                        .split(separator: "\n").first.map(String.init) ?? ""
                    let frame = try server.geometry(of: id)
                    func color(_ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int) {
                        let point = GameWindow.screenPoint(x, y, in: frame)
                        return try server.screenshot((point.x, point.y, 1, 1)).color(x: 0, y: 0)
                    }
                    func sheetTop() throws -> [UInt8] {
                        let from = GameWindow.screenPoint(0, 14, in: frame)
                        let to = GameWindow.screenPoint(DesignGrid.width, 60, in: frame)
                        return try server.screenshot(
                            (from.x, from.y, to.x - from.x, to.y - from.y)
                        ).rgb
                    }
                    Finger.tap(info)
                    try FingerScript.wait("the Info sheet") {
                        WindowEndToEndTests.isPanelBlue(try color(90, 200))
                    }
                    var last = try sheetTop()
                    var since = Date()
                    try FingerScript.wait("the sheet to finish sliding up") {
                        let now = try sheetTop()
                        if now != last { (last, since) = (now, Date()) }
                        return Date().timeIntervalSince(since) >= 0.4
                    }
                    Finger.put(SDL_FINGERDOWN, at: (90, 120))
                    Finger.put(SDL_FINGERMOTION, at: (90, 150))
                    try FingerScript.wait("the sheet to follow the finger") {
                        try sheetTop() != last
                    }
                    guard WindowEndToEndTests.isPanelBlue(try color(90, 200)) else {
                        throw FingerScript.Failure(description: "the sheet closed too soon")
                    }
                    Finger.put(SDL_FINGERMOTION, at: (90, 220))
                    Finger.put(SDL_FINGERUP, at: (90, 220))
                    try FingerScript.wait("the dragged sheet to close") {
                        !WindowEndToEndTests.isPanelBlue(try color(90, 200))
                    }
                }
                let thread = Thread { script.run() }
                thread.start()
                #expect(try game.run() == .quit)
                if let failure = script.failure { Issue.record("\(failure)") }
            }
        }
    }

    /// SDL's finger events, put in its queue as a touch screen's driver would.
    enum Finger {
        /// Where a design-grid pixel is in SDL's finger coordinates (0 to 1 across the window).
        static func point(_ point: (x: Int, y: Int)) -> (x: Float, y: Float) {
            (
                Float(Double(point.x) + 0.5) / Float(DesignGrid.width),
                Float(Double(point.y) + 0.5) / Float(DesignGrid.height)
            )
        }

        static func put(_ type: SDL_EventType, at design: (x: Int, y: Int)) {
            var event = SDL_Event()
            event.tfinger.type = type.rawValue
            event.tfinger.touchId = 1
            event.tfinger.fingerId = 1
            (event.tfinger.x, event.tfinger.y) = point(design)
            event.tfinger.pressure = 1
            // A full queue would lose the event and the test would wait for nothing.
            precondition(SDL_PushEvent(&event) == 1, String(cString: SDL_GetError()))
        }

        static func tap(_ point: (x: Int, y: Int)) {
            put(SDL_FINGERDOWN, at: point)
            put(SDL_FINGERUP, at: point)
        }
    }

    /// The window opened in the test process, and the game it plays, run as `casino window`
    /// runs them.
    final class TouchGame {
        let server: XServer
        /// `DISPLAY` as it was before the window opened.
        let display: String?
        var window: DesktopWindow!
        var controller: PlayController!
        var clock: (() -> Double)!

        init(server: XServer, display: String?) {
            self.server = server
            self.display = display
        }

        func run() throws -> Ending {
            var driver = SessionDriver(
                controller: controller, clock: clock, mailbox: PostedProblems())
            defer { window.close() }
            return try driver.run(window)
        }

        /// Stops SDL, then the X server, and gives the process back its `DISPLAY` and its
        /// own handling of SIGINT and SIGTERM (the window catches them to save before it quits).
        func close() {
            SDLVideo.stop()
            server.stop()
            if let display { setenv("DISPLAY", display, 1) } else { unsetenv("DISPLAY") }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
    }

    /// The saves a game made, kept by reference for the closure that makes them.
    final class Saves {
        private(set) var all: [SaveData] = []
        func append(_ data: SaveData) { all.append(data) }
    }

    /// A test's steps run on a thread of their own while the window's loop runs on the test's;
    /// whatever happens, they end with a quit event so the loop returns. A step that fails
    /// throws, and the test records ``failure`` once the loop has returned: the steps' thread
    /// is not the test's, so they record nothing themselves.
    final class FingerScript: @unchecked Sendable {
        private let steps: @Sendable () throws -> Void
        private(set) var failure: Error?

        init(_ steps: @escaping @Sendable () throws -> Void) { self.steps = steps }

        func run() {
            do { try steps() } catch { failure = error }
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
        }

        struct Failure: Error, CustomStringConvertible {
            var description: String
        }

        /// Waits as ``waitUntil(_:seconds:lastSeen:sourceLocation:_:)`` does, but throws the
        /// timeout's whole story instead of recording it.
        static func wait(_ what: String, _ condition: () throws -> Bool) throws {
            if try poll(seconds: 15, condition) { return }
            throw Failure(description: TimedOut(what: what, seconds: 15, lastSeen: "").report)
        }
    }
#endif
