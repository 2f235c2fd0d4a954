import CasinoAudio
import CasinoEngine
import Testing

/// The seven synthesized sounds: length, level, clean edges, repeatability.
@Suite struct SoundTests {
    let library = SoundLibrary.standard

    /// How long each sound may last, in seconds (the spin matches the 1 s reel animation).
    static let durations: [Sound: ClosedRange<Double>] = [
        .spin: 0.9...1.1,
        .winning: 0.8...1.6,
        .highscore: 2.0...3.5,
        .betChip: 0.08...0.3,
        .gameover: 1.5...3.0,
        .ringUp: 0.8...1.8,
        .drumMusic: 2.0...8.0,
    ]

    @Test(arguments: Sound.allCases)
    func lastsAsLongAsItsPurpose(_ sound: Sound) {
        let range = Self.durations[sound]!
        #expect(range.contains(library.duration(of: sound)), "\(sound.rawValue)")
    }

    @Test(arguments: Sound.allCases)
    func neverPeaksAboveMinusOneDBFS(_ sound: Sound) {
        let pcm = library[sound]
        let peak = pcm.map { abs(Int($0)) }.max() ?? 0
        // −1 dBFS of 16-bit full scale is 29 204.
        #expect(peak <= 29_204, "\(sound.rawValue) peaks at \(peak)")
    }

    @Test(arguments: Sound.allCases)
    func isAudibleAndLoudnessMatched(_ sound: Sound) {
        let samples = PCM.float(library[sound])
        #expect(Loudness.rms(samples) > -35, "\(sound.rawValue) is nearly silent")
        let loudness = Loudness.momentary(samples)
        #expect(abs(loudness - -15) <= 2, "\(sound.rawValue) loudness \(loudness) dBFS")
    }

    @Test(arguments: Sound.allCases.filter { !$0.isMusic })
    func effectFadesInAndOutInsteadOfJumping(_ sound: Sound) {
        let samples = PCM.float(library[sound])
        #expect(abs(samples.first!) < 0.001 && abs(samples.last!) < 0.001, "\(sound.rawValue)")
        // The first and last 0.1 ms stay near silence: the sound ramps, it does not jump.
        let edges = samples.prefix(5) + samples.suffix(5)
        #expect(edges.allSatisfy { abs($0) < 0.05 }, "\(sound.rawValue) edges \(Array(edges))")
    }

    @Test func musicLoopJoinsWithoutAClick() {
        let loop = PCM.float(library[.drumMusic])
        let join = abs(loop.last! - loop.first!)
        let typicalStep = zip(loop, loop.dropFirst()).map { abs($1 - $0) }.sorted()[loop.count / 2]
        #expect(join <= max(10 * typicalStep, 0.01), "the loop jumps by \(join) where it wraps")
    }

    @Test(arguments: Sound.allCases)
    func isTheSameSamplesEveryRun(_ sound: Sound) {
        let first = PCM.checksum(library[sound])
        let second = PCM.checksum(PCM.int16(SoundLibrary.synthesize(sound)))
        #expect(first == second, "\(sound.rawValue)")
    }

    @Test func everySoundIsDifferent() {
        let checksums = Set(Sound.allCases.map { PCM.checksum(library[$0]) })
        #expect(checksums.count == Sound.allCases.count)
    }
}
