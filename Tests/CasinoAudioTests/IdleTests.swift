import CasinoAudio
import CasinoEngine
import Foundation
import Testing

/// With nothing playing, the audio thread sleeps on its condition variable: it does not wake
/// up to poll. Seen from outside through the kernel's count of the thread's context switches.
@Suite struct IdleTests {
    /// The voluntary context switches of each of this process's threads named `name`, by the
    /// thread's id, from /proc.
    func contextSwitches(ofThreadsNamed name: String) -> [String: Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        var switches: [String: Int] = [:]
        for task in tasks {
            let comm =
                (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))
            guard comm?.trimmingCharacters(in: .whitespacesAndNewlines) == name else { continue }
            let status =
                (try? String(contentsOfFile: "/proc/self/task/\(task)/status", encoding: .utf8))
                ?? ""
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches") {
                switches[task] = Int(
                    line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return switches
    }

    @Test func theAudioThreadSleepsWhileNothingPlays() throws {
        // Other tests in this process play sound on threads of the same name at the same time,
        // so the thread judged is the one that appeared with this test's audio system. Should
        // another start in the same moment, which of the two is ours cannot be told: try again.
        for _ in 0..<5 {
            let file = TemporaryFile("idle.wav")
            defer { file.cleanUp() }
            let earlier = contextSwitches(ofThreadsNamed: "casino-audio")
            let audio = AudioSystem.start(
                muted: false, environment: ["CASINO_AUDIO_RECORD": file.path],
                library: SoundLibrary.standard, warn: { _ in })
            audio.perform([.play(.betChip)])
            audio.waitUntilQuiet()
            let appeared = contextSwitches(ofThreadsNamed: "casino-audio")
                .filter { earlier[$0.key] == nil }
            guard appeared.count == 1, let (thread, before) = appeared.first else {
                audio.shutdown()
                continue
            }
            // A polling loop, even a slow 10 Hz one, would wake ten times meanwhile. Up to two
            // switches are the thread settling into its wait after saying it is quiet, and a
            // spurious condition-variable wake-up on a busy machine.
            Thread.sleep(forTimeInterval: 1)
            let after = try #require(contextSwitches(ofThreadsNamed: "casino-audio")[thread])
            audio.shutdown()
            #expect(after - before <= 2, "the idle audio thread woke \(after - before) times")
            return
        }
        Issue.record("five times, another audio thread started with this test's")
    }
}
