import CasinoAudio
import CasinoEngine
import CasinoSharedModels
import Foundation
import Synchronization
import TestSupport

/// A clock the test moves by hand, so a recording's timing is exact and repeatable.
final class ManualClock: Sendable {
    private let seconds = Mutex(100.0)

    var clock: @Sendable () -> Double { { [self] in seconds.withLock { $0 } } }

    func advance(by interval: Double) { seconds.withLock { $0 += interval } }
}

/// A fresh path in the temporary directory, removed when the test calls `cleanUp`.
struct TemporaryFile {
    let url: URL

    init(_ name: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("casino-audio-\(UUID().uuidString)-\(name)")
    }

    var path: String { url.path }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `soxi` (from the sox package), an independent WAV reader. Tests calling it carry the
/// `.requires(.soxi)` trait, so they skip (or fail under CASINO_REQUIRE_TOOLS=1) without it.
func soxi(_ option: String, _ path: String) throws -> String {
    let result = try runProcess(try ExternalTool.soxi.url, [option, path])
    guard result.status == 0 else {
        throw SoxiError(
            message: "soxi \(option) \(path) failed with status \(result.status): "
                + result.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
}

struct SoxiError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Collects the lines an `AudioSystem` warns with.
final class WarningLog: Sendable {
    private let stored = Mutex<[SoundProblem]>([])

    var lines: [SoundProblem] { stored.withLock { $0 } }

    var append: @Sendable (SoundProblem) -> Void {
        { [self] problem in stored.withLock { $0.append(problem) } }
    }
}

extension PCM {
    /// FNV-1a over the 16-bit samples: a fingerprint to check that synthesis is repeatable.
    static func checksum(_ samples: [Int16]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            for byte in [UInt8(bits & 0xFF), UInt8(bits >> 8)] {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
        }
        return hash
    }
}

extension Loudness {
    /// The whole-sound RMS level in dBFS.
    static func rms(_ samples: [Float]) -> Double {
        guard !samples.isEmpty else { return -.infinity }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        let amplitude = (sum / Double(samples.count)).squareRoot()
        return amplitude > 0 ? 20 * log10(amplitude) : -.infinity
    }
}

extension Mixer {
    /// The next `count` frames as an array: what the audio thread renders into its block.
    mutating func render(frames count: Int) -> [Float] {
        var block = [Float](repeating: 0, count: count)
        block.withUnsafeMutableBufferPointer { render(into: $0) }
        return block
    }
}
