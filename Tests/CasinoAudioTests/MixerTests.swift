import CasinoAudio
import CasinoEngine
import Testing

/// The mixer: overlapping effects, the looping music channel, mute.
@Suite struct MixerTests {
    let library = SoundLibrary.standard
    let rate = audioSampleRate

    @Test func aSoundAloneComesOutUnchanged() {
        var mixer = Mixer(library: library)
        mixer.apply(.play(.spin))
        let spin = PCM.float(library[.spin])
        let output = mixer.render(frames: spin.count + 100)
        #expect(Array(output.prefix(spin.count)) == spin)
        #expect(output.suffix(100).allSatisfy { $0 == 0 })
        let active = mixer.isActive
        #expect(!active)
    }

    @Test func overlappingEffectsSumWithoutClipping() {
        var mixer = Mixer(library: library)
        for sound in Sound.allCases where !sound.isMusic { mixer.apply(.play(sound)) }
        mixer.apply(.play(.drumMusic))
        let output = mixer.render(frames: 3 * rate)
        let peak = output.map(abs).max()!
        #expect(peak <= Loudness.ceiling, "the sum peaks at \(peak)")
        // Both sounds are there: more energy than the loudest one alone in the first second.
        var alone = Mixer(library: library)
        alone.apply(.play(.spin))
        let energy = { (samples: ArraySlice<Float>) in samples.reduce(0) { $0 + $1 * $1 } }
        #expect(energy(output[0..<rate]) > 1.5 * energy(alone.render(frames: rate)[...]))
    }

    @Test func twoEffectsOverlapInsteadOfCuttingEachOtherOff() {
        var mixer = Mixer(library: library)
        mixer.apply(.play(.winning))
        _ = mixer.render(frames: rate / 10)
        mixer.apply(.play(.betChip))
        let output = mixer.render(frames: rate / 2)
        let winning = PCM.float(library[.winning])
        let chip = PCM.float(library[.betChip])
        // Where the chip has ended, the arpeggio is still exactly there.
        let later = chip.count + rate / 4
        #expect(abs(output[later] - winning[rate / 10 + later]) < 1e-3)
        // While the chip plays, the output is neither sound alone.
        let during = (0..<chip.count).filter { abs(output[$0] - winning[rate / 10 + $0]) > 0.01 }
        #expect(during.count > chip.count / 4)
    }

    @Test func musicLoopsUntilStoppedAndIsNeverDoubled() {
        let loop = PCM.float(library[.drumMusic])
        var mixer = Mixer(library: library)
        mixer.apply(.play(.drumMusic))
        let first = mixer.render(frames: loop.count)
        mixer.apply(.play(.drumMusic))  // Info opened again: must not start a second copy
        let second = mixer.render(frames: loop.count / 2)
        // After the 5 ms fade-in, the first pass is the loop at the music level...
        let settled = rate / 100
        #expect(abs(first[settled + 1234] - loop[settled + 1234] * Mixer.musicLevel) < 1e-6)
        // ...and the second pass repeats it exactly, once.
        for index in stride(from: 0, to: second.count, by: 997) {
            #expect(abs(second[index] - loop[index] * Mixer.musicLevel) < 1e-6)
        }
        mixer.apply(.stopMusic)
        _ = mixer.render(frames: rate / 20)  // the 30 ms fade-out
        let active = mixer.isActive
        #expect(!active)
        #expect(mixer.render(frames: 1000).allSatisfy { $0 == 0 })
    }

    @Test func muteSilencesEverythingAndUnmuteBringsBackTheMusic() {
        var mixer = Mixer(library: library)
        mixer.apply(.play(.drumMusic))
        mixer.apply(.play(.highscore))
        _ = mixer.render(frames: rate / 2)
        mixer.apply(.setMuted(true))
        _ = mixer.render(frames: rate / 50)  // a 10 ms fade, not a click
        mixer.apply(.play(.spin))
        #expect(mixer.render(frames: rate).allSatisfy { $0 == 0 })
        let activeWhileMuted = mixer.isActive
        #expect(!activeWhileMuted, "nothing runs while muted")
        mixer.apply(.setMuted(false))
        let resumed = mixer.render(frames: rate)
        #expect(resumed.contains { abs($0) > 0.05 }, "the wanted music comes back")
        mixer.apply(.setMuted(true))
        mixer.apply(.stopMusic)
        mixer.apply(.setMuted(false))
        _ = mixer.render(frames: rate / 20)
        let stillPlaying = mixer.isActive
        #expect(!stillPlaying, "music stopped while muted stays stopped")
    }
}
