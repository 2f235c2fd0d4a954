#if Window
    import CasinoSystem
    import Synchronization

    /// Remembers which of SIGINT or SIGTERM arrived, then lets SDL's own handler turn it into
    /// a quit event, so the loop ends normally, the game is saved, and the process can still
    /// exit as the signal would have made it.
    ///
    /// The handler does only async-signal-safe work: it stores the number in an atomic and
    /// calls the handler SDL installed before it (SDL_Init installs one for each, which posts
    /// the quit event that wakes the loop).
    enum SignalCatcher {
        /// The signal that arrived, or 0.
        static var caught: Int32 { number.load(ordering: .acquiring) }

        private static let number = Atomic<Int32>(0)
        /// The handlers SDL installed, as addresses (0: none worth calling).
        private static let previousInterrupt = Atomic<Int>(0)
        private static let previousTerminate = Atomic<Int>(0)

        /// Installs the handlers; call after SDL_Init (which installs SDL's).
        static func install() {
            // SA_RESTART, as `signal(2)` installs on Linux: a read the signal interrupts goes on.
            let restart = Int32(SA_RESTART)
            let interrupt = SystemCalls.handle(SIGINT, flags: restart, with: handle)
            previousInterrupt.store(usable(interrupt), ordering: .releasing)
            let terminate = SystemCalls.handle(SIGTERM, flags: restart, with: handle)
            previousTerminate.store(usable(terminate), ordering: .releasing)
        }

        private static let handle: @convention(c) (Int32) -> Void = { signal in
            SignalCatcher.number.store(signal, ordering: .releasing)
            let previous =
                signal == SIGINT
                ? previousInterrupt.load(ordering: .acquiring)
                : previousTerminate.load(ordering: .acquiring)
            guard previous != 0 else { return }
            unsafeBitCast(previous, to: (@convention(c) (Int32) -> Void).self)(signal)
        }

        /// The address of a previous handler worth calling: not SIG_DFL or SIG_IGN (0 and 1).
        private static func usable(_ handler: (@convention(c) (Int32) -> Void)?) -> Int {
            guard let handler else { return 0 }
            let address = unsafeBitCast(handler, to: Int.self)
            return address == 1 || address == -1 ? 0 : address
        }
    }
#endif
