import CasinoSystem

/// The one sample rate every sound, the mixer and every output use (CD rate, which every
/// Linux player and the Apple app accept without resampling surprises).
package let audioSampleRate = 44_100

/// A mono signal being composed, in `Double` so layered parts can exceed 1 before the
/// whole sound is normalized.
///
/// Sounds are built by adding short generated parts ("events") at given times; each part is
/// a closure of its local time in seconds, so the sound designs read as scores.
struct Track {
    static let rate = Double(audioSampleRate)
    var samples: [Double]

    init(duration: Double) {
        samples = Array(repeating: 0, count: Int((duration * Track.rate).rounded()))
    }

    /// Adds `part(t)` (t = seconds since `start`) for `length` seconds, cut at the end.
    mutating func add(at start: Double, length: Double, _ part: (Double) -> Double) {
        let first = Int((start * Track.rate).rounded())
        let count = Int((length * Track.rate).rounded())
        let end = min(samples.count, first + count)
        guard first < end else { return }
        samples.withUnsafeMutableBufferPointer { buffer in
            for index in max(first, 0)..<end {
                buffer[index] += part(Double(index - first) / Track.rate)
            }
        }
    }

    /// Raised-cosine fades at both ends, so the sound starts and ends at exactly zero and a
    /// speaker never jumps (a jump is heard as a click).
    mutating func fadeEdges(in fadeIn: Double, out fadeOut: Double) {
        let total = Double(samples.count) / Track.rate
        samples.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let t = Double(index) / Track.rate
                var gain = 1.0
                if t < fadeIn { gain *= Envelope.raisedCosine(t / fadeIn) }
                let left = total - t - 1 / Track.rate
                if left < fadeOut { gain *= Envelope.raisedCosine(max(0, left) / fadeOut) }
                buffer[index] *= gain
            }
        }
    }

    /// Soft saturation (tanh), normalized so full scale stays full scale: rounds off the
    /// sharpest peaks of a percussive sound so it can be as loud as the others without
    /// clipping, the way a hard knock slightly overdrives a microphone.
    mutating func saturate(drive: Double) {
        let peak = samples.map { abs($0) }.max() ?? 0
        guard peak > 0 else { return }
        let scale = drive / peak
        samples = samples.map { tanh($0 * scale) / tanh(drive) * peak }
    }

    /// Cuts the sound to `length` samples and adds what rang past them back onto the start, for
    /// loops: a hit near the end of the bar keeps ringing into the next pass instead of stopping.
    mutating func wrap(atLength length: Int) {
        let tail = Array(samples[length...])
        samples.removeLast(samples.count - length)
        for (index, value) in tail.enumerated() where index < length { samples[index] += value }
    }
}
