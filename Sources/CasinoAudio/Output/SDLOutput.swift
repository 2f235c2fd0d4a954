#if Window
    import CSDL2

    import CasinoSystem

    /// Plays through SDL2's audio queue, in a build with the `Window` trait (the desktop front
    /// end has SDL2 anyway). The mixer pushes blocks from its own thread with
    /// `SDL_QueueAudio`, the same push model as a player pipe, so pacing and cue timing are
    /// shared with the other outputs.
    final class SDLOutput: AudioOutput {
        private let device: SDL_AudioDeviceID

        var lead: Int { deviceLead }
        var writesGaps: Bool { false }
        /// How often a full queue, and at the end a draining one, is looked at, in seconds.
        private static let queueCheckInterval = 0.002
        private static let drainCheckInterval = 0.005

        /// Opens the default playback device, or returns nil (no device, no audio driver, or
        /// SDL's audio not started) so the next output is tried.
        ///
        /// SDL must be initialised once, on the main thread: the window front end starts its
        /// audio subsystem there before the sound system starts, and this, on the audio
        /// thread, only opens a device on it. Without a window (the terminal game) SDL is not
        /// running and the players on `PATH` play instead.
        init?() {
            guard SDL_WasInit(UInt32(SDL_INIT_AUDIO)) != 0 else { return nil }
            var wanted = SDL_AudioSpec()
            wanted.freq = Int32(audioSampleRate)
            wanted.format = SDL_AudioFormat(AUDIO_S16LSB)
            wanted.channels = 1
            wanted.samples = UInt16(AudioLoop.blockSize)
            var obtained = SDL_AudioSpec()
            device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
            guard device != 0 else { return nil }
            SDL_PauseAudioDevice(device, 0)
        }

        func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
            // The queue is normally short (the mixer keeps only `lead` frames ahead); if the
            // device stalls, wait for it instead of piling up latency.
            while SDL_GetQueuedAudioSize(device) > UInt32(4 * lead) {
                SystemCalls.sleep(seconds: Self.queueCheckInterval)
            }
            return SDL_QueueAudio(device, samples.baseAddress, UInt32(samples.count * 2)) == 0
        }

        func finish() {
            let deadline = MonotonicClock.seconds() + 1
            while SDL_GetQueuedAudioSize(device) > 0 && MonotonicClock.seconds() < deadline {
                SystemCalls.sleep(seconds: Self.drainCheckInterval)
            }
            SDL_CloseAudioDevice(device)
        }
    }
#endif
