#if Window
    import CCasinoQuietALSA
    import CSDL2

    /// SDL, started once on the main thread for the whole process: video (and with it
    /// events), then audio and game controllers when this machine has them. CasinoAudio's SDL
    /// output plays through the audio subsystem started here instead of starting SDL from its
    /// own thread.
    package enum SDLVideo {
        /// Why the window cannot open, in SDL's words.
        package struct Unavailable: Error, CustomStringConvertible {
            package var reason: String
            package var description: String { reason }
        }

        /// The desktops a window can show on, each with the variable that names its display.
        private static let desktops: [(variable: String, driver: String, name: String)] = [
            ("DISPLAY", "x11", "the X display"),
            ("WAYLAND_DISPLAY", "wayland", "the Wayland display"),
        ]

        /// Starts SDL's video subsystem, or says why it cannot (no display, no driver).
        ///
        /// On Linux, unless the player chose a driver with `SDL_VIDEODRIVER`, SDL may only use
        /// the desktops `environment` names: left to itself, it falls back from an X display
        /// it cannot reach to its offscreen driver, and the game would run with no window at
        /// all. A Mac has one desktop, Cocoa's.
        package static func start(environment: [String: String]) throws(Unavailable) {
            SDL_SetHint(SDL_HINT_APP_NAME, "RMIT Casino")
            // Taps arrive as finger events, handled as clicks; no synthesized mouse too.
            SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
            SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
            var named: [(variable: String, driver: String, name: String)] = []
            #if !os(macOS)
                if environment["SDL_VIDEODRIVER"]?.isEmpty ?? true {
                    named = desktops.filter { environment[$0.variable]?.isEmpty == false }
                    guard !named.isEmpty else {
                        let variables = desktops.map(\.variable).joined(separator: " and ")
                        throw Unavailable(reason: "\(variables) are unset")
                    }
                    SDL_SetHint(SDL_HINT_VIDEODRIVER, named.map(\.driver).joined(separator: ","))
                }
            #endif
            guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
                if named.isEmpty { throw Unavailable(reason: lastError()) }
                let displays = named.map { "\($0.name) \(environment[$0.variable] ?? "")" }
                throw Unavailable(reason: "cannot reach \(displays.joined(separator: " or "))")
            }
            // Both are optional: no sound card or no joystick support still plays. Without a
            // card the game says "sound off" in one line, so ALSA need not say it in eight.
            _ = casino_quiet_alsa()
            _ = SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO))
            _ = SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_HAPTIC))
        }

        package static func stop() { SDL_Quit() }

        static func lastError() -> String {
            let text = String(cString: SDL_GetError())
            return text.isEmpty ? "SDL could not start a video driver" : text
        }
    }
#endif
