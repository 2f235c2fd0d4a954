import CasinoAudio
import CasinoEngine
import CasinoLab
import CasinoPersistence
import Foundation

/// `casino sounds`: list, export or play the game's synthesized sounds.
enum SoundsCommand {
    static let command = Command(
        name: "sounds",
        summary: "List, export (as WAV) or play the game's synthesized sounds.",
        discussion: """
            Every sound is synthesized by the game itself (oscillators, noise, envelopes), \
            44.1 kHz mono; export writes 16-bit PCM WAV files named after the sounds.
            Sounds: \(Sound.allCases.map(\.rawValue).joined(separator: ", ")).
            --play uses the same output as the game (CASINO_AUDIO_RECORD=FILE.wav records \
            instead of playing; CASINO_AUDIO=off is silent).
            """,
        options: [
            .flag(
                "--list", help: "List the sounds with their length, peak and loudness (default)."),
            .value(
                "--export", "DIR",
                help: "Write every sound as NAME.wav into DIR (created if missing)."),
            .value(
                "--play", "NAME", help: "Play one sound (the music plays one pass of its loop)."),
            .flag("--benchmark", help: "Time synthesis and mixing (use a release build)."),
        ]
    ) { options, console in
        let play = try options.choice("--play", as: Sound.self)
        let exportDirectory = options.string("--export")
        if exportDirectory?.isEmpty == true { throw UsageError("--export needs a directory") }
        if options.flag("--benchmark") {
            try console.print(SoundsBenchmark.run())
            return .success
        }
        let library = SoundLibrary.standard
        if options.flag("--list") || (play == nil && exportDirectory == nil) {
            try console.print(list(library))
        }
        if let exportDirectory {
            let status = export(library, to: exportDirectory, console: console)
            if status != .success { return status }
        }
        if let play {
            let audio = AudioSystem.start(
                muted: false, environment: ProcessInfo.processInfo.environment,
                warn: { console.printError("casino: \($0)") })
            audio.play(once: play)
            audio.waitUntilQuiet()
            audio.shutdown()
        }
        return .success
    }

    /// One line per sound: the figures that show the sounds are matched and never clip.
    static func list(_ library: SoundLibrary) -> String {
        let header = "Sound        Length  Peak       Loudness   Kind"
        let rows = Sound.allCases.map { sound in
            let samples = library[sound]
            return sound.rawValue.padded(13)
                + (format(library.duration(of: sound), 2) + " s").padded(8)
                + (format(Loudness.peak(samples), 1) + " dBFS").padded(11)
                + (format(Loudness.momentary(samples), 1) + " dBFS").padded(11)
                + (sound.isMusic ? "music, loops" : "effect")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    static func export(_ library: SoundLibrary, to path: String, console: Console) -> ExitCode {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            for sound in Sound.allCases {
                let file = directory.appendingPathComponent(sound.rawValue + ".wav")
                try WAVFile.encode(PCM.int16(library[sound])).write(to: file, options: .atomic)
                try console.print(file.path)
            }
        } catch {
            console.printError(
                "casino: cannot export the sounds to \(path): \(fileErrorReason(error))")
            return .ioError
        }
        return .success
    }
}
