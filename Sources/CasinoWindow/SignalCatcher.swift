#if Window
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import CSDL2

    /// Remembers which of SIGINT or SIGTERM arrived, then lets SDL's own handler turn it into
    /// a quit event, so the loop ends normally, the game is saved, and the process can still
    /// exit as the signal would have made it.
    enum SignalCatcher {
        nonisolated(unsafe) static var caught: Int32 = 0
        nonisolated(unsafe) private static var previousInterrupt: (@convention(c) (Int32) -> Void)?
        nonisolated(unsafe) private static var previousTerminate: (@convention(c) (Int32) -> Void)?

        /// Installs the handlers; call after SDL_Init (which installs SDL's).
        static func install() {
            previousInterrupt = usable(signal(SIGINT, handle))
            previousTerminate = usable(signal(SIGTERM, handle))
        }

        private static let handle: @convention(c) (Int32) -> Void = { number in
            SignalCatcher.caught = number
            let previous =
                number == SIGINT ? SignalCatcher.previousInterrupt : SignalCatcher.previousTerminate
            if let previous {
                previous(number)
            } else {
                // No SDL handler: wake the loop with a quit event ourselves.
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                SDL_PushEvent(&event)
            }
        }

        /// A previous handler worth calling: not SIG_DFL, SIG_IGN or SIG_ERR.
        private static func usable(
            _ handler: (@convention(c) (Int32) -> Void)?
        ) -> (@convention(c) (Int32) -> Void)? {
            guard let handler else { return nil }
            let address = unsafeBitCast(handler, to: Int.self)
            return address == 0 || address == 1 || address == -1 ? nil : handler
        }
    }
#endif
