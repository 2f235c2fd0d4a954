import CasinoAudio
import CasinoEngine
import Foundation
import Testing

/// With nothing playing, the audio thread sleeps on its condition variable: it does not wake
/// up to poll. Seen from outside through the kernel's count of the thread's context switches.
@Suite struct IdleTests {
    /// The voluntary context switches of this process's thread named `name`, from /proc.
    func contextSwitches(ofThreadNamed name: String) -> Int? {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks {
            let comm =
                (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))
            guard comm?.trimmingCharacters(in: .whitespacesAndNewlines) == name else { continue }
            let status =
                (try? String(contentsOfFile: "/proc/self/task/\(task)/status", encoding: .utf8))
                ?? ""
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches") {
                return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    @Test func theAudioThreadSleepsWhileNothingPlays() throws {
        let file = TemporaryFile("idle.wav")
        defer { file.cleanUp() }
        let audio = AudioSystem.start(
            muted: false, environment: ["CASINO_AUDIO_RECORD": file.path],
            library: SoundLibrary.standard, warn: { _ in })
        audio.perform([.play(.betChip)])
        audio.waitUntilQuiet()
        let before = try #require(contextSwitches(ofThreadNamed: "casino-audio"))
        // A polling loop, even a slow 10 Hz one, would wake ten times meanwhile. Up to two
        // switches are the thread settling into its wait after saying it is quiet, and a
        // spurious condition-variable wake-up on a busy machine.
        Thread.sleep(forTimeInterval: 1)
        let after = try #require(contextSwitches(ofThreadNamed: "casino-audio"))
        audio.shutdown()
        #expect(after - before <= 2, "the idle audio thread woke \(after - before) times")
    }
}
