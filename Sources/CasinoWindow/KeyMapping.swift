#if Window
    import CSDL2
    import CasinoPresentation

    /// SDL key codes as the game's keys, so the one ``KeyBindings`` table serves the window.
    enum KeyMapping {
        static func key(_ symbol: SDL_Keycode) -> Key? {
            switch Int(symbol) {
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
            case Int(SDLK_ESCAPE.rawValue): return .escape
            case Int(SDLK_LEFT.rawValue): return .left
            case Int(SDLK_RIGHT.rawValue): return .right
            case Int(SDLK_UP.rawValue): return .up
            case Int(SDLK_DOWN.rawValue): return .down
            case Int(SDLK_TAB.rawValue): return .tab
            case Int(SDLK_BACKSPACE.rawValue): return .backspace
            case Int(SDLK_KP_1.rawValue): return .character("1")
            case Int(SDLK_KP_2.rawValue): return .character("2")
            case 0x20...0x7E:
                return Unicode.Scalar(UInt32(symbol)).map { .character(Character($0)) }
            default: return nil
            }
        }

        static func button(_ button: SDL_GameControllerButton) -> GamepadButton? {
            switch button {
            case SDL_CONTROLLER_BUTTON_A: .a
            case SDL_CONTROLLER_BUTTON_B: .b
            case SDL_CONTROLLER_BUTTON_X: .x
            case SDL_CONTROLLER_BUTTON_Y: .y
            case SDL_CONTROLLER_BUTTON_START: .start
            case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
            case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
            case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
            case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
            default: nil
            }
        }
    }
#endif
