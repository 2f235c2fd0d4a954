import CasinoAudio
import CasinoEngine
import CasinoLab

/// `casino-bench --sounds`: how long synthesis takes at start-up and how much of the audio
/// thread's time mixing takes, worst case (every effect at once, over the music). A
/// developer's figure, so it lives here and not in the player's `casino sounds`;
/// Scripts/benchmark.sh reads its synthesis and per-block medians.
enum SoundTimings {
    static func report(repetitions: Int) -> String {
        let clock = ContinuousClock()
        var library = SoundLibrary.standard
        let synthesis = (0..<repetitions).map { _ in
            clock.measure { library = SoundLibrary.synthesize() }.seconds
        }.sorted()

        // One minute of the heaviest load: every effect restarted each quarter second.
        let blockSize = 512
        let blocks = 60 * audioSampleRate / blockSize
        var mixer = Mixer(library: library)
        mixer.apply(.play(.drumMusic))
        var block = [Float](repeating: 0, count: blockSize)
        let effects = Sound.allCases.filter { !$0.isMusic }
        let total = clock.now
        let times = (0..<blocks).map { index in
            if index % (audioSampleRate / 4 / blockSize) == 0 {
                for sound in effects { mixer.apply(.play(sound)) }
            }
            return clock.measure { block.withUnsafeMutableBufferPointer { mixer.render(into: $0) } }
                .seconds
        }.sorted()
        let mixing = (clock.now - total).seconds

        let blockAudio = Double(blockSize) / Double(audioSampleRate)
        return [
            "Synthesis of all \(Sound.allCases.count) sounds: median \(format(synthesis[synthesis.count / 2] * 1000, 1)) ms"
                + " over \(repetitions) runs (min \(format(synthesis[0] * 1000, 1)) ms)",
            "Mixing \(blockSize)-frame blocks (\(format(blockAudio * 1000, 1)) ms of audio), "
                + "\(effects.count) effects every 0.25 s over the music, 60 s:",
            "  per block: median \(format(times[times.count / 2] * 1e6, 1)) µs, "
                + "99th percentile \(format(times[times.count * 99 / 100] * 1e6, 1)) µs, "
                + "max \(format(times.last! * 1e6, 1)) µs",
            "  \(format(60 / mixing, 0))× real time; audio thread busy \(format(mixing / 60 * 100, 2)) % of the time",
        ].joined(separator: "\n")
    }
}
