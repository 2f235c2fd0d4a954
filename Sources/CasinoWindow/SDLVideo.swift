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
        ///
        /// `audio` starts SDL's audio too, for CasinoAudio's SDL output. Without it SDL runs
        /// no audio thread and scans no device (nor writes PulseAudio's folder): the caller
        /// passes false when no sound can play (`CASINO_AUDIO=off`, a recording). A session
        /// that starts muted still starts it, so that unmuting plays at once: SDL's audio must
        /// start here, on the main thread, not later from the audio thread.
        package static func start(
            environment: [String: String], audio: Bool
        ) throws(Unavailable) {
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
                    // libwayland says in its own line that it cannot find a Wayland socket
                    // without a runtime folder: such a display is not tried at all.
                    let drivers = named.filter {
                        $0.driver != "wayland" || canFindWaylandSocket(environment)
                    }
                    guard !drivers.isEmpty else {
                        throw Unavailable(
                            reason: "cannot reach \(displays(named, environment)) "
                                + "(XDG_RUNTIME_DIR is unset or not a full path)")
                    }
                    SDL_SetHint(
                        SDL_HINT_VIDEODRIVER, drivers.map(\.driver).joined(separator: ","))
                }
            #endif
            guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
                if named.isEmpty { throw Unavailable(reason: lastError()) }
                throw Unavailable(reason: "cannot reach \(displays(named, environment))")
            }
            // Both are optional: no sound card or no joystick support still plays. Without a
            // card the game says "sound off" in one line, so ALSA need not say it in eight.
            if audio {
                _ = casino_quiet_alsa()
                _ = SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO))
            }
            _ = SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER | SDL_INIT_HAPTIC))
        }

        /// "the X display :0 or the Wayland display wayland-0".
        private static func displays(
            _ named: [(variable: String, driver: String, name: String)],
            _ environment: [String: String]
        ) -> String {
            named.map { "\($0.name) \(environment[$0.variable] ?? "")" }
                .joined(separator: " or ")
        }

        /// Whether libwayland can know where `WAYLAND_DISPLAY`'s socket is: a full path, or a
        /// name in `XDG_RUNTIME_DIR` when that is a full path (libwayland's own rule).
        static func canFindWaylandSocket(_ environment: [String: String]) -> Bool {
            let display = environment["WAYLAND_DISPLAY"] ?? ""
            return display.hasPrefix("/") || environment["XDG_RUNTIME_DIR"]?.hasPrefix("/") == true
        }

        package static func stop() { SDL_Quit() }

        static func lastError() -> String {
            let text = String(cString: SDL_GetError())
            return text.isEmpty ? "SDL could not start a video driver" : text
        }
    }
#endif
