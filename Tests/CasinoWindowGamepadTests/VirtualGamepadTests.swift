#if Window
    import CSDL2
    import CasinoEngine
    import CasinoPresentation
    import Foundation
    import Testing

    @testable import CasinoWindow

    /// Rumble requests SDL passed to the virtual pad: (low, high) motor strengths.
    nonisolated(unsafe) private var rumbles: [(UInt16, UInt16)] = []

    /// A gamepad as SDL sees one: a virtual joystick (`SDL_JoystickAttachVirtualEx`) presses
    /// buttons, and its rumble callback records what the game asked the motors to do.
    ///
    /// On the main actor, like every suite that calls SDL in the test process, so no other
    /// starts or quits SDL while a pad is attached.
    @Suite(.serialized, .sdlGameControllers) @MainActor struct VirtualGamepadTests {
        let bets = Rules.classic.betOptions

        /// A virtual pad attached for `body`, and SDL quit again after it.
        func withPad(_ body: (VirtualPad) throws -> Void) throws {
            try #require(
                SDL_Init(UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS)) == 0,
                "SDL game controllers: \(String(cString: SDL_GetError()))")
            defer { SDL_Quit() }
            rumbles = []
            var description = SDL_VirtualJoystickDesc()
            description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
            description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
            description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
            description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
            description.Rumble = { _, low, high in
                rumbles.append((low, high))
                return 0
            }
            let index = "RMIT test pad".withCString { name in
                description.name = name
                return SDL_JoystickAttachVirtualEx(&description)
            }
            try #require(index >= 0, "\(String(cString: SDL_GetError()))")
            let controller = try #require(
                SDL_GameControllerOpen(index), "\(String(cString: SDL_GetError()))")
            defer { SDL_GameControllerClose(controller) }
            let pad = VirtualPad(controller: controller)
            pad.drain()
            try body(pad)
        }

        @Test func buttonsPlayTheGame() throws {
            try withPad { pad in
                // The pad's left and right choose the rules' smallest and largest bets.
                #expect(pad.press(SDL_CONTROLLER_BUTTON_A, panel: nil, bets: bets) == .spin)
                #expect(
                    pad.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, panel: nil, bets: bets)
                        == bets.last.map(Intent.selectBet))
                #expect(
                    pad.press(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, panel: nil, bets: bets)
                        == bets.first.map(Intent.selectBet))
                #expect(pad.press(SDL_CONTROLLER_BUTTON_Y, panel: nil, bets: bets) == .info)
                #expect(pad.press(SDL_CONTROLLER_BUTTON_X, panel: nil, bets: bets) == .history)
                #expect(
                    pad.press(SDL_CONTROLLER_BUTTON_START, panel: .gameOver, bets: bets)
                        == .newGame)
                #expect(
                    pad.press(SDL_CONTROLLER_BUTTON_START, panel: .resetConfirm, bets: bets)
                        == .confirmReset)
                #expect(
                    pad.press(SDL_CONTROLLER_BUTTON_B, panel: .info, bets: bets) == .closePanel)
            }
        }

        @Test func aWinRumblesTwiceAndALossOnce() throws {
            try withPad { pad in
                let success = pad.play(.success)
                #expect(success.filter { $0.0 > 0 || $0.1 > 0 }.count == 2)
                #expect(success.last.map { $0.0 == 0 && $0.1 == 0 } == true, "motors stop")
                let error = pad.play(.error)
                let strong = error.filter { $0.0 > 0 || $0.1 > 0 }
                try #require(strong.count == 1)
                #expect(strong[0].0 > strong[0].1, "the error pulse is the heavy motor")
            }
        }
    }

    /// The virtual pad, open as a game controller.
    struct VirtualPad {
        let controller: OpaquePointer

        var joystick: OpaquePointer? { SDL_GameControllerGetJoystick(controller) }

        func drain() {
            var event = SDL_Event()
            SDL_GameControllerUpdate()
            while SDL_PollEvent(&event) != 0 {}
        }

        /// Presses and releases `button`, and returns what the game makes of the press.
        func press(_ button: SDL_GameControllerButton, panel: Panel?, bets: [Int]) -> Intent? {
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 1)
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            var intent: Intent?
            while SDL_PollEvent(&event) != 0 {
                guard SDL_EventType(event.type) == SDL_CONTROLLERBUTTONDOWN,
                    let mapped = KeyMapping.button(
                        SDL_GameControllerButton(Int32(event.cbutton.button)))
                else { continue }
                intent = GamepadBindings.intent(for: mapped, panel: panel, betOptions: bets)
            }
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 0)
            drain()
            return intent
        }

        /// Runs the rumble schedule to its end, as the game loop does, and returns the
        /// motor requests SDL passed on.
        func play(_ haptic: Haptic) -> [(UInt16, UInt16)] {
            rumbles = []
            let rumble = Rumble()
            rumble.schedule(haptic, at: 10)
            var next: Double? = 10
            while let now = next { next = rumble.fire(at: now, controllers: [controller]) }
            return rumbles
        }
    }

    extension Trait where Self == ConditionTrait {
        /// Runs only where SDL can start its game controllers; elsewhere the suite is skipped
        /// with the reason, or fails under `CASINO_REQUIRE_TOOLS=1` (as a missing tool does).
        static var sdlGameControllers: Self {
            .enabled("SDL cannot start game controllers here") {
                let started = SDL_Init(UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS)) == 0
                let reason = String(cString: SDL_GetError())
                SDL_Quit()
                if !started, ProcessInfo.processInfo.environment["CASINO_REQUIRE_TOOLS"] == "1" {
                    throw SDLUnavailable(reason: "SDL game controllers: \(reason)")
                }
                return started
            }
        }
    }

    struct SDLUnavailable: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
#endif
