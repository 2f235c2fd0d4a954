import CasinoEngine
import CasinoSystem

/// Measurements of the terminal front end, written when `CASINO_TERMINAL_STATS` names a file:
/// when the first frame was written, the bytes of every frame, and the CPU time, frames and
/// bytes of each spin from press to landing. docs/PERFORMANCE.md's figures come from it.
final class FrameStatistics {
    private let url: URL
    private var lines: [String] = []
    private var firstFrameWritten = false
    private var spin: (cpu: Double, frames: Int, bytes: Int, start: Double)?

    init?(environment: [String: String]) {
        guard let path = environment["CASINO_TERMINAL_STATS"], !path.isEmpty else { return nil }
        url = URL(fileURLWithPath: path)
    }

    /// A frame of `bytes` bytes was written at monotonic time `now`.
    func frame(bytes: Int, spinning: Bool, at now: Double) {
        if !firstFrameWritten, bytes > 0 {
            firstFrameWritten = true
            let nanoseconds = Int((Date().timeIntervalSince1970 * 1e9).rounded())
            lines.append("first-frame-realtime-ns \(nanoseconds)")
        }
        if spinning {
            if spin == nil { spin = (SystemCalls.processCPUSeconds(), 0, 0, now) }
            spin?.frames += 1
            spin?.bytes += bytes
            lines.append("spin-frame \(bytes)")
        } else if let finished = spin {
            spin = nil
            let cpu = (SystemCalls.processCPUSeconds() - finished.cpu) * 1000
            lines.append(
                "spin cpu-ms \(printfFormat("%.2f", cpu)) frames \(finished.frames + 1) "
                    + "bytes \(finished.bytes + bytes) seconds \(printfFormat("%.3f", now - finished.start))"
            )
        } else if bytes > 0 {
            lines.append("idle-frame \(bytes)")
        }
    }

    func finish() {
        try? (lines.joined(separator: "\n") + "\n").write(
            to: url, atomically: true, encoding: .utf8)
    }
}
