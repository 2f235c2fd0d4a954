import CasinoAudio
import CasinoEngine
import TestSupport
import Testing

/// Finding cued sounds in a recording, the check an end-to-end test makes.
@Suite struct SoundFinderTests {
    let library = SoundLibrary.standard
    let rate = audioSampleRate

    /// Mixes `cues` (sound, start frame) through a real mixer into one 16-bit stream.
    func mix(_ cues: [(Sound, Int)], frames: Int) -> [Int16] {
        var mixer = Mixer(library: library)
        var output: [Float] = []
        var position = 0
        for (sound, start) in cues.sorted(by: { $0.1 < $1.1 }) {
            output += mixer.render(frames: start - position)
            mixer.apply(.play(sound))
            position = start
        }
        output += mixer.render(frames: frames - position)
        return PCM.int16(output)
    }

    @Test func findsEachSpinAndChipAtItsFrame() {
        let cues: [(Sound, Int)] = [
            (.betChip, 1_000), (.spin, rate), (.spin, 3 * rate), (.betChip, 3 * rate + rate / 2),
            (.betChip, 5 * rate + rate / 10),
            (.winning, 4 * rate + 10), (.spin, 6 * rate + 7),
        ]
        let recording = mix(cues, frames: 8 * rate)
        let finder = SoundFinder(library: library)
        #expect(finder.onsets(of: .spin, in: recording) == [rate, 3 * rate, 6 * rate + 7])
        // Chips on top of a spin and on the tail of the arpeggio are found too.
        #expect(
            finder.onsets(of: .betChip, in: recording)
                == [1_000, 3 * rate + rate / 2, 5 * rate + rate / 10])
        #expect(finder.onsets(of: .winning, in: recording) == [4 * rate + 10])
        for sound in [Sound.gameover, .highscore, .ringUp, .drumMusic] {
            #expect(finder.onsets(of: sound, in: recording).isEmpty, "\(sound.rawValue)")
        }
    }

    @Test func findsTheMusicAtEachPassOfItsLoop() {
        let loop = library[.drumMusic].count
        let recording = mix(
            [(.drumMusic, 1_000), (.betChip, loop + 5_000)], frames: 2 * loop + 9_000
        )
        let finder = SoundFinder(library: library)
        #expect(
            finder.onsets(of: .drumMusic, in: recording) == [1_000, 1_000 + loop, 1_000 + 2 * loop])
        #expect(finder.onsets(of: .betChip, in: recording) == [loop + 5_000])
        #expect(finder.onsets(of: .spin, in: recording).isEmpty)
    }

    @Test func silenceHoldsNoSounds() {
        let silence = [Int16](repeating: 0, count: rate)
        for sound in Sound.allCases {
            #expect(SoundFinder(library: library).onsets(of: sound, in: silence).isEmpty)
        }
    }
}
