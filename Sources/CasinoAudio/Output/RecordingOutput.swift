import CasinoSystem

/// Writes exactly what the mixer plays, with real timing (silence fills the gaps between
/// sounds), to a 16-bit mono WAV file: so a whole session's sound can be checked without a
/// sound card (`CASINO_AUDIO_RECORD=/path/file.wav`).
///
/// The header is rewritten after every block, after the block's samples, so the file is a
/// valid WAV of everything written so far even if the process is killed.
final class RecordingOutput: AudioOutput {
    private let descriptor: Int32
    private var dataBytes = 0
    private var failed = false

    var lead: Int { 0 }
    var writesGaps: Bool { true }

    /// Creates (or truncates) the file and writes an empty WAV header.
    init(path: String) throws(SystemError) {
        descriptor = try SystemCalls.createFile(path)
        do throws(SystemError) {
            try SystemCalls.writeAll(WAVFile.header(dataBytes: 0), to: descriptor, at: 0)
        } catch {
            SystemCalls.close(descriptor)
            throw error
        }
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
        guard !failed else { return false }
        let bytes = WAVFile.pcmBytes(samples)
        guard place(bytes, at: WAVFile.samplesOffset + dataBytes) else {
            failed = true
            return false
        }
        dataBytes += bytes.count
        failed = !place(WAVFile.header(dataBytes: dataBytes), at: 0)
        return !failed
    }

    func finish() {
        _ = place(WAVFile.header(dataBytes: dataBytes), at: 0)
        SystemCalls.close(descriptor)
    }

    /// False when the file cannot take the bytes (a full disk).
    private func place(_ bytes: [UInt8], at offset: Int) -> Bool {
        (try? SystemCalls.writeAll(bytes, to: descriptor, at: offset)) != nil
    }
}
