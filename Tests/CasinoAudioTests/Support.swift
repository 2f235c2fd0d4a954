import CasinoAudio
import Foundation
import Synchronization

/// A clock the test moves by hand, so a recording's timing is exact and repeatable.
final class ManualClock: Sendable {
    private let seconds = Mutex(100.0)

    var clock: AudioClock { AudioClock { [self] in seconds.withLock { $0 } } }

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

/// Runs `soxi` (from the sox package, which `.ci/run` installs), an independent WAV reader.
func soxi(_ option: String, _ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["soxi", option, path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw SoxiError(
            message: "soxi \(option) \(path) failed with status \(process.terminationStatus)"
                + " (sox must be installed: .ci/run installs it)")
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

struct SoxiError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Collects the lines an `AudioSystem` warns with.
final class WarningLog: Sendable {
    private let stored = Mutex<[String]>([])

    var lines: [String] { stored.withLock { $0 } }

    var append: @Sendable (String) -> Void {
        { [self] line in stored.withLock { $0.append(line) } }
    }
}
