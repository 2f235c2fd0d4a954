import CasinoEngine
import CasinoSharedModels

// Command-line players run as child processes, which iOS does not allow (no posix_spawn).
#if os(Linux) || os(macOS)

    import CasinoSystem

    /// Plays through a standard command-line player (PipeWire's `pw-play`/`pw-cat`,
    /// PulseAudio's `paplay`, ALSA's `aplay`; SoX's `play` on macOS), fed raw 16-bit mono PCM
    /// through a pipe on its standard input.
    ///
    /// The players found on `PATH` are tried in turn: when one cannot start or dies (for
    /// example `pw-play` with no PipeWire server running) the next takes over; when none is
    /// left the game goes on silently after one problem through `warn`. The player is asked for
    /// a small buffer and (on Linux) the pipe is shrunk to one page, so a cue is heard within a
    /// few tens of milliseconds rather than after the pipe's default 0.7 s.
    final class PlayerOutput: AudioOutput {
        /// A player program and the arguments that make it read our raw stream from stdin.
        struct Player: Equatable, Sendable {
            var name: String
            var arguments: [String]
        }

        /// This system's players, in order of preference.
        static var players: [Player] {
            #if os(macOS)
                macPlayers
            #else
                linuxPlayers
            #endif
        }

        /// Linux's, in order of preference: the native servers first, raw ALSA last.
        static let linuxPlayers: [Player] = [
            Player(name: "pw-play", arguments: pipeWireArguments),
            Player(name: "pw-cat", arguments: ["--playback"] + pipeWireArguments),
            Player(
                name: "paplay",
                arguments: [
                    "--raw", "--format=s16le", "--rate=\(audioSampleRate)", "--channels=1",
                    "--latency-msec=40", "--client-name=RMIT Casino",
                ]),
            Player(
                name: "aplay",
                arguments: [
                    "-q", "-t", "raw", "-f", "S16_LE", "-r", "\(audioSampleRate)", "-c", "1",
                    "--buffer-time=60000", "-",
                ]),
        ]

        /// macOS has none of Linux's; SoX's `play` (Homebrew's `sox`) reads the same raw
        /// stream from stdin and plays it through Core Audio. Its buffer of 2048 bytes is
        /// about 23 ms of audio, as small as the others'.
        static let macPlayers: [Player] = [
            Player(
                name: "play",
                arguments: [
                    "-q", "--buffer", "2048", "-t", "raw", "-r", "\(audioSampleRate)", "-e",
                    "signed-integer", "-b", "16", "-c", "1", "-",
                ])
        ]

        /// What is said when no player is on `PATH`: the players looked for, and on macOS
        /// what to install, so the line still says how to get sound.
        static var noPlayerProblem: SoundProblem {
            #if os(macOS)
                .noPlayerOnPath(
                    players: macPlayers.map(\.name),
                    install: PlayerInstall(software: "SoX", command: "brew install sox"))
            #else
                .noPlayerOnPath(players: linuxPlayers.map(\.name), install: nil)
            #endif
        }

        private static let pipeWireArguments = [
            "--raw", "--rate", "\(audioSampleRate)", "--channels", "1", "--format", "s16",
            "--latency", "40ms", "-",
        ]

        /// The players present on `PATH`, each with its full path, in order of preference.
        static func available(environment: [String: String]) -> [(path: String, player: Player)] {
            let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            return players.compactMap { player in
                let paths = directories.map { $0 + "/" + player.name }
                return paths.first { access($0, X_OK) == 0 }.map { ($0, player) }
            }
        }

        private var remaining: [(path: String, player: Player)]
        private var current: ChildProcess?
        private var tried: [String] = []
        private let warn: SoundWarning

        init(players: [(path: String, player: Player)], warn: @escaping SoundWarning) {
            remaining = players
            self.warn = warn
            startNext()
        }

        var lead: Int { current == nil ? 0 : deviceLead }
        var writesGaps: Bool { false }

        func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
            while let player = current {
                do throws(SystemError) {
                    try SystemCalls.writeAll(UnsafeRawBufferPointer(samples), to: player.input)
                    return true
                } catch {
                    // EPIPE: the player has gone (no sound server, device lost).
                    DetachedThread.discardPendingBrokenPipe()
                    player.finish()
                    startNext()
                }
            }
            return true
        }

        func finish() { current?.finish() }

        private func startNext() {
            current = nil
            while current == nil, !remaining.isEmpty {
                let (path, player) = remaining.removeFirst()
                tried.append(player.name)
                current = try? ChildProcess(path: path, arguments: player.arguments)
            }
            if current == nil { warn(.noPlayerCouldPlay(tried: tried)) }
        }
    }

#endif
