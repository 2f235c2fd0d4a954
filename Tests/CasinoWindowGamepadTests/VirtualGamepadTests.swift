#if Window
    import CSDL2
    import CasinoEngine
    import CasinoPresentation
    import XCTest

    @testable import CasinoWindow

    /// Rumble requests SDL passed to the virtual pad: (low, high) motor strengths.
    nonisolated(unsafe) private var rumbles: [(UInt16, UInt16)] = []

    /// A gamepad as SDL sees one: a virtual joystick (`SDL_JoystickAttachVirtualEx`) presses
    /// buttons, and its rumble callback records what the game asked the motors to do.
    final class VirtualGamepadTests: XCTestCase {
        var controller: OpaquePointer!
        var joystick: OpaquePointer!

        override func setUpWithError() throws {
            guard SDL_Init(UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_EVENTS)) == 0 else {
                if ProcessInfo.processInfo.environment["CASINO_REQUIRE_TOOLS"] == "1" {
                    XCTFail("SDL game controllers: \(String(cString: SDL_GetError()))")
                }
                throw XCTSkip(
                    "SDL cannot start game controllers: \(String(cString: SDL_GetError()))")
            }
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
            XCTAssertGreaterThanOrEqual(index, 0, String(cString: SDL_GetError()))
            controller = try XCTUnwrap(
                SDL_GameControllerOpen(index), String(cString: SDL_GetError()))
            joystick = SDL_GameControllerGetJoystick(controller)
            drain()
        }

        override func tearDown() {
            if let controller { SDL_GameControllerClose(controller) }
            SDL_Quit()
        }

        func drain() {
            var event = SDL_Event()
            SDL_GameControllerUpdate()
            while SDL_PollEvent(&event) != 0 {}
        }

        /// Presses and releases `button`, and returns what the game makes of the press.
        func press(_ button: SDL_GameControllerButton, panel: Panel?) -> Intent? {
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 1)
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            var intent: Intent?
            while SDL_PollEvent(&event) != 0 {
                guard SDL_EventType(event.type) == SDL_CONTROLLERBUTTONDOWN,
                    let mapped = KeyMapping.button(
                        SDL_GameControllerButton(Int32(event.cbutton.button)))
                else { continue }
                intent = GamepadBindings.intent(for: mapped, panel: panel, betOptions: [10, 20])
            }
            SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), 0)
            drain()
            return intent
        }

        func testButtonsPlayTheGame() {
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_A, panel: nil), .spin)
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, panel: nil), .selectBet(20))
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_LEFTSHOULDER, panel: nil), .selectBet(10))
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_Y, panel: nil), .info)
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_X, panel: nil), .history)
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_START, panel: .gameOver), .newGame)
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_START, panel: .resetConfirm), .confirmReset)
            XCTAssertEqual(press(SDL_CONTROLLER_BUTTON_B, panel: .info), .closePanel)
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

        func testAWinRumblesTwiceAndALossOnce() {
            let success = play(.success)
            XCTAssertEqual(success.filter { $0.0 > 0 || $0.1 > 0 }.count, 2)
            XCTAssertEqual(success.last.map { $0.0 == 0 && $0.1 == 0 }, true, "motors stop")
            let error = play(.error)
            let strong = error.filter { $0.0 > 0 || $0.1 > 0 }
            XCTAssertEqual(strong.count, 1)
            XCTAssertGreaterThan(strong[0].0, strong[0].1, "the error pulse is the heavy motor")
        }
    }
#endif
