#if Window
    import CSDL2
    import CasinoEngine

    /// The spec's haptics on a gamepad that can rumble: success two short pulses, error one
    /// longer, through `SDL_GameControllerRumble`. Pulses are timed by the game loop.
    package final class Rumble {
        struct Pulse {
            var at: Double
            var low: UInt16
            var high: UInt16
            var milliseconds: UInt32
        }

        private var pending: [Pulse] = []

        package init() {}

        /// The session's cue sink: the haptics among `cues`, felt from `now`.
        package func perform(_ cues: [Cue], at now: Double) {
            for case .haptic(let haptic) in cues { schedule(haptic, at: now) }
        }

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

        /// Queues the pattern, each pulse followed by an explicit stop: SDL ignores a request
        /// equal to the one still running, so two pulses need the motors stopped in between.
        func schedule(_ haptic: Haptic, at now: Double) {
            for pulse in Self.pattern(haptic, at: now) {
                pending.append(pulse)
                pending.append(
                    Pulse(
                        at: pulse.at + Double(pulse.milliseconds) / 1000, low: 0, high: 0,
                        milliseconds: 0))
            }
        }

        /// Sends the pulses due by `now` to every controller; returns when the next is due.
        func fire(at now: Double, controllers: [OpaquePointer]) -> Double? {
            let due = pending.filter { $0.at <= now }.sorted { $0.at < $1.at }
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
