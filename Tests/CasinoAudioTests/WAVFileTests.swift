import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

/// The WAV files: what an independent reader (soxi) sees in them.
@Suite struct WAVFileTests {
    @Test(.requires(.soxi)) func anExportedSoundIsAStandardWAVFile() throws {
        let samples = SoundLibrary.standard[.betChip]
        let file = TemporaryFile("bet-chip.wav")
        defer { file.cleanUp() }
        try WAVFile.encode(samples).write(to: file.url)
        #expect(try soxi("-t", file.path) == "wav")
        #expect(try soxi("-r", file.path) == "44100")
        #expect(try soxi("-c", file.path) == "1")
        #expect(try soxi("-b", file.path) == "16")
        #expect(try soxi("-e", file.path) == "Signed Integer PCM")
        #expect(try soxi("-s", file.path) == "\(samples.count)")
    }

    @Test func decodingReturnsTheSamplesWritten() {
        let samples: [Int16] = [0, 1, -1, 32767, -32767, 1234, -4321]
        let decoded = WAVReading.decode(WAVFile.encode(samples))
        #expect(decoded?.sampleRate == 44_100)
        #expect(decoded?.samples == samples)
    }
}
