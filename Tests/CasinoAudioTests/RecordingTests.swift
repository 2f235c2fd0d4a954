import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

/// The recording output, driven through `AudioSystem` with a hand-stepped clock: each sound
/// must land at exactly the sample its cue was sent at, with silence in the gaps.
@Suite struct RecordingTests {
    let library = SoundLibrary.standard
    let rate = audioSampleRate

    func start(_ file: TemporaryFile, clock: ManualClock, muted: Bool = false) -> AudioSystem {
        AudioSystem.start(
            muted: muted, environment: ["CASINO_AUDIO_RECORD": file.path], clock: clock.clock,
            library: library, warn: { Issue.record("unexpected warning: \($0)") })
    }

    func recording(_ file: TemporaryFile) throws -> [Int16] {
        try #require(WAVReading.decode(try Data(contentsOf: file.url))).samples
    }

    @Test func soundsLandAtTheirCueTimesWithSilenceBetween() throws {
        let file = TemporaryFile("session.wav")
        defer { file.cleanUp() }
        let clock = ManualClock()
        let audio = start(file, clock: clock)
        audio.perform([.play(.spin), .haptic(.error)])
        clock.advance(by: 2)
        audio.perform([.play(.betChip), .betLowered(from: 20, to: 10)])
        clock.advance(by: 1)
        audio.perform([.play(.drumMusic)])
        clock.advance(by: 2)
        audio.perform([.stopMusic])
        clock.advance(by: 1)
        audio.shutdown()

        let recorded = try recording(file)
        #expect(recorded.count == 6 * rate, "the file lasts exactly as long as the session")
        let spin = library[.spin]
        let chip = library[.betChip]
        #expect(Array(recorded[0..<spin.count]) == spin)
        #expect(recorded[spin.count..<(2 * rate)].allSatisfy { $0 == 0 })
        #expect(Array(recorded[(2 * rate)..<(2 * rate + chip.count)]) == chip)
        #expect(recorded[(2 * rate + chip.count)..<(3 * rate)].allSatisfy { $0 == 0 })
        // The music from 3 s (after its 5 ms fade-in) at the music level, until 5 s...
        let loop = library[.drumMusic]
        for offset in stride(from: rate / 100, to: 2 * rate, by: 4_001) {
            let expected = PCM.int16(
                Float(loop[offset % loop.count]) * PCM.fromInt16 * Mixer.musicLevel)
            #expect(abs(Int(recorded[3 * rate + offset]) - Int(expected)) <= 1)
        }
        // ...then a 30 ms fade, then silence to the end.
        #expect(recorded[(5 * rate + rate / 25)...].allSatisfy { $0 == 0 })
    }

    @Test func aSessionsSpinsAndBetChangesAreFoundAtTheirTimes() throws {
        let file = TemporaryFile("found.wav")
        defer { file.cleanUp() }
        let clock = ManualClock()
        let audio = start(file, clock: clock)
        // (seconds since start, cue): bets changed before, between and during spins.
        let script: [(Double, Sound)] = [
            (0.25, .betChip), (0.5, .spin), (2.0, .spin), (2.3, .betChip), (3.0, .betChip),
            (3.7, .spin), (4.8, .winning),
        ]
        var now = 0.0
        for (time, sound) in script {
            clock.advance(by: time - now)
            now = time
            audio.perform([.play(sound)])
        }
        clock.advance(by: 7 - now)
        audio.shutdown()
        let recorded = try recording(file)
        let finder = SoundFinder(library: library)
        for sound in [Sound.spin, .betChip, .winning] {
            let expected = script.filter { $0.1 == sound }.map {
                Int(($0.0 * Double(rate)).rounded())
            }
            #expect(finder.onsets(of: sound, in: recorded) == expected, "\(sound.rawValue)")
        }
    }

    @Test func nothingIsRecordedWhileMuted() throws {
        let file = TemporaryFile("muted.wav")
        defer { file.cleanUp() }
        let clock = ManualClock()
        let audio = start(file, clock: clock, muted: true)
        #expect(audio.isMuted)
        audio.perform([.play(.winning), .play(.drumMusic)])
        clock.advance(by: 1)
        audio.setMuted(false)
        #expect(!audio.isMuted)
        clock.advance(by: 0.5)
        audio.shutdown()
        let recorded = try recording(file)
        #expect(recorded.count == 3 * rate / 2 + rate / 50, "1.5 s and the 20 ms fade at shutdown")
        #expect(recorded[0..<rate].allSatisfy { $0 == 0 }, "muted: silence")
        #expect(recorded[(rate + rate / 100)...].contains { abs($0) > 1000 }, "unmuted: the music")
    }

    /// A cue that reaches the sound system after its moment (the spin's sound after the save
    /// that follows the press) sounds from its own time, not from when it arrived.
    @Test func aCueSoundsFromItsOwnTimeNotFromWhenItArrives() throws {
        let file = TemporaryFile("late.wav")
        defer { file.cleanUp() }
        let clock = ManualClock()
        let audio = start(file, clock: clock)
        let origin = clock.clock()
        clock.advance(by: 1)
        audio.perform([.play(.betChip)], at: origin + 0.5)
        // A time still to come is taken as now: nothing is scheduled ahead.
        audio.perform([.play(.spin)], at: origin + 3)
        clock.advance(by: 2)
        audio.shutdown()
        let recorded = try recording(file)
        let chip = library[.betChip]
        #expect(recorded[0..<(rate / 2)].allSatisfy { $0 == 0 })
        #expect(Array(recorded[(rate / 2)..<(rate / 2 + chip.count)]) == chip)
        let spin = library[.spin]
        #expect(Array(recorded[rate..<(rate + spin.count)]) == spin)
    }

    @Test(.requires(.soxi)) func theFileIsValidBeforeShutdown() throws {
        let file = TemporaryFile("unfinished.wav")
        defer { file.cleanUp() }
        let clock = ManualClock()
        let audio = start(file, clock: clock)
        audio.perform([.play(.betChip)])
        clock.advance(by: 0.5)
        audio.perform([.stopMusic])  // wakes the thread, which writes up to 0.5 s
        audio.waitUntilQuiet()
        // As if the process were killed now: the header already describes what was written.
        #expect(try soxi("-r", file.path) == "44100")
        let frames = Int(try soxi("-s", file.path)) ?? 0
        #expect(frames >= rate / 2)
        audio.shutdown()
        #expect(try soxi("-s", file.path) == "\(rate / 2)")
    }

    @Test func anUnwritableRecordingSaysSoOnceAndStaysSilent() {
        let warnings = WarningLog()
        let audio = AudioSystem.start(
            muted: false, environment: ["CASINO_AUDIO_RECORD": "/nonexistent/dir/x.wav"],
            clock: ManualClock().clock, library: library, warn: warnings.append)
        audio.perform([.play(.spin)])
        audio.shutdown()
        #expect(warnings.lines.count == 1)
        guard case .cannotRecord(let path, _)? = warnings.lines.first else {
            Issue.record("not a recording problem: \(warnings.lines)")
            return
        }
        #expect(path == "/nonexistent/dir/x.wav")
    }

    @Test func noPlayerOnPathMeansSilenceSaidOnce() {
        let warnings = WarningLog()
        let audio = AudioSystem.start(
            muted: false, environment: ["PATH": "/nonexistent"], clock: ManualClock().clock,
            library: library, warn: warnings.append)
        audio.perform([.play(.spin)])
        audio.perform([.play(.winning)])
        audio.shutdown()
        #expect(warnings.lines.count == 1)
        #expect(
            warnings.lines == [
                .noPlayerOnPath(players: ["pw-play", "pw-cat", "paplay", "aplay"], install: nil)
            ])
    }
}
