import CasinoAudio
import CasinoEngine
import CasinoLab
import CasinoPresentation
import CasinoSharedModels
import CasinoSystem
import Synchronization

/// `casino sounds`: list, export or play the game's synthesized sounds.
enum SoundsCommand {
    static let list = FlagOption(
        "--list", help: "List the sounds with their length, peak and loudness (default).")
    static let export = ValueOption(
        "--export", "DIR", help: "Write every sound as NAME.wav into DIR (created if missing).")
    static let play = ValueOption(
        "--play", "NAME", help: "Play one sound (the music plays one pass of its loop).",
        choices: Sound.allCases.map(\.rawValue))

    static let command = Command(
        name: "sounds",
        summary: "List, export (as WAV) or play the game's synthesized sounds.",
        discussion: """
            Every sound is synthesized by the game itself (oscillators, noise, envelopes),
            44.1 kHz mono; export writes 16-bit PCM WAV files named after the sounds.

            Sounds: \(Sound.allCases.map(\.rawValue).joined(separator: ", ")).

            --play uses the same output as the game (CASINO_AUDIO_RECORD=FILE.wav records
            instead of playing; CASINO_AUDIO=off is silent) and exits 69 when nothing can
            play the sound.
            """,
        options: [list, export, play]
    ) { options, console in
        let play = try options.choice(SoundsCommand.play, as: Sound.self)
        let exportDirectory = options.string(SoundsCommand.export)
        if exportDirectory?.isEmpty == true { throw UsageError("--export needs a directory") }
        let library = SoundLibrary.standard
        if options.flag(SoundsCommand.list) || (play == nil && exportDirectory == nil) {
            try console.print(list(library))
        }
        if let exportDirectory {
            let status = try export(library, to: exportDirectory, console: console)
            if status != .success { return status }
        }
        if let play { return playOnce(play, console: console) }
        return .success
    }

    /// Plays one sound through the game's output. The audio system warns only when the
    /// sound cannot be heard (no player, a failed recording), and a command asked to play
    /// a sound has then failed at its one job: the warning is its message, exit 69.
    static func playOnce(_ sound: Sound, console: Console) -> ExitCode {
        let warned = Mutex(false)
        let audio = AudioSystem.start(
            muted: false, environment: ProcessInfo.processInfo.environment,
            warn: { problem in
                warned.withLock { $0 = true }
                console.printError(console.texts.soundProblem(problem).text)
            })
        audio.play(once: sound)
        audio.waitUntilQuiet()
        // The output is chosen, and any warning given, before the first sound is mixed.
        audio.shutdown()
        return warned.withLock { $0 } ? .unavailable : .success
    }

    /// One line per sound: the figures that show the sounds are matched and never clip.
    static func list(_ library: SoundLibrary) -> String {
        let header = "Sound        Length  Peak       Loudness   Kind"
        let rows = Sound.allCases.map { sound in
            let samples = PCM.float(library[sound])
            return sound.rawValue.padded(13)
                + (format(library.duration(of: sound), 2) + " s").padded(8)
                + (format(Loudness.peak(samples), 1) + " dBFS").padded(11)
                + (format(Loudness.momentary(samples), 1) + " dBFS").padded(11)
                + (sound.isMusic ? "music, loops" : "effect")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// Writes every sound into the folder at `path`, creating it if missing, and prints each
    /// file's path. A file at `path` is refused as not a folder.
    static func export(
        _ library: SoundLibrary, to path: String, console: Console
    ) throws(SystemFailure) -> ExitCode {
        do throws(SystemError) {
            try SystemCalls.makeDirectories(path, mode: 0o755)
        } catch {
            console.printError(SystemFailure(.createFolder, path: path, code: error.code))
            return .ioError
        }
        for sound in Sound.allCases {
            let file = URL(fileURLWithPath: path).appendingPathComponent(sound.rawValue + ".wav")
            let status = console.writeFile(file.path, Array(WAVFile.encode(library[sound])))
            if status != .success { return status }
            try console.print(file.path)
        }
        return .success
    }
}
