#if Window
    import CSDL2
    import CasinoEngine

    /// The spec's haptics on a gamepad that can rumble: success two short pulses, error one
    /// longer, through `SDL_GameControllerRumble`. Pulses are timed by the game loop.
    final class Rumble {
        struct Pulse {
            var at: Double
            var low: UInt16
            var high: UInt16
            var milliseconds: UInt32
        }

        private var pending: [Pulse] = []

        /// The pattern for a haptic starting at `now`.
        static func pattern(_ haptic: Haptic, at now: Double) -> [Pulse] {
            switch haptic {
            case .success:
                [
                    Pulse(at: now, low: 0x6000, high: 0xC000, milliseconds: 90),
                    Pulse(at: now + 0.18, low: 0x6000, high: 0xC000, milliseconds: 90),
                ]
            case .error: [Pulse(at: now, low: 0xFFFF, high: 0x4000, milliseconds: 260)]
            }
        }

        func schedule(_ haptic: Haptic, at now: Double) {
            pending += Self.pattern(haptic, at: now)
        }

        /// Sends the pulses due by `now` to every controller; returns when the next is due.
        func fire(at now: Double, controllers: [OpaquePointer]) -> Double? {
            let due = pending.filter { $0.at <= now }
            pending.removeAll { $0.at <= now }
            for pulse in due {
                for controller in controllers {
                    _ = SDL_GameControllerRumble(
                        controller, pulse.low, pulse.high, pulse.milliseconds)
                }
            }
            return pending.map(\.at).min()
        }
    }
#endif
