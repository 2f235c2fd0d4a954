import CasinoAudio
import CasinoEngine

/// Finds where sounds start in a recording (`CASINO_AUDIO_RECORD`), so an end-to-end test can
/// check that the game played `spin` at each spin and `bet-chip` at each bet change, and when.
///
/// It slides the opening 20 ms (music: 100 ms) of the sound along the recording and reports each place where
/// what is left after taking the sound away has under half of the sound's energy: the sound
/// stands at least 3 dB above whatever else plays there (the tail of another effect, a spin
/// under a chip, the limiter riding the gain). Limits: a sound drowned by a louder one
/// starting at the same moment is not found, and a sound restarted before it has finished
/// counts once (for the looping music: one find per pass of the loop).
package struct SoundFinder: Sendable {
    package let library: SoundLibrary

    package init(library: SoundLibrary = .standard) { self.library = library }

    /// The frames (sample indices) at which `sound` starts in `recording`, in order. The frame
    /// is where the sound's first sample lies, leading silence included, so frame / 44 100 is
    /// the time of its cue on the recording's clock.
    package func onsets(of sound: Sound, in recording: [Int16]) -> [Int] {
        let samples = library[sound]
        // The fingerprint starts where the sound becomes clearly audible.
        guard let lead = samples.firstIndex(where: { abs(Int($0)) > 300 }) else { return [] }
        // 20 ms tells effects apart; the music's opening needs 100 ms (a kick alone is too
        // plain a shape, a low hum can pass for it).
        let length = min(audioSampleRate / (sound.isMusic ? 10 : 50), samples.count - lead)
        guard recording.count >= length else { return [] }
        let print = Fingerprint(samples, from: lead, length: length)
        let limit = print.energy / 2
        // Running energy of the recording: where the window holds far more or far less energy
        // than the fingerprint, no fit is possible (|x − p| ≥ ||x| − |p||), checked at once.
        var running = [0]
        running.reserveCapacity(recording.count + 1)
        for sample in recording { running.append(running.last! + Int(sample) * Int(sample)) }
        let size = Double(print.fullEnergy).squareRoot()
        let slack = Double(print.fullEnergy / 2).squareRoot()
        func possible(_ start: Int) -> Bool {
            let window = Double(running[start + length] - running[start]).squareRoot()
            return abs(window - size) <= slack
        }
        return recording.withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            var start = 0
            var earliest = 0
            let last = buffer.count - length
            while start <= last {
                guard possible(start), print.residual(buffer, at: start, limit: limit) != nil
                else {
                    start += 1
                    continue
                }
                // A tonal opening also fits a cycle early, and a quieter copy (the music
                // channel) fits best where its shape, not its level, matches; another sound
                // starting inside the opening can delay the first fit: take the place of
                // highest correlation on either side.
                var bestStart = start
                var best = print.correlation(buffer, at: start)
                for candidate in max(earliest, start - length)..<min(start + length, last + 1) {
                    let fit = print.correlation(buffer, at: candidate)
                    if fit > best {
                        best = fit
                        bestStart = candidate
                    }
                }
                found.append(bestStart - lead)
                start = bestStart + samples.count - lead
                earliest = start
            }
            return found
        }
    }
}

/// The opening of a sound, sampled at about 256 points (every sample would be no surer and
/// much slower), listed loudest first so a mismatch shows after a point or two.
private struct Fingerprint {
    let offsets: [Int]
    let values: [Int]
    /// Sample-to-sample steps at the same points: correlating these rather than the samples
    /// weights the high frequencies, so the best fit is sharp to the sample even when a
    /// low kick or hum dominates the opening.
    let steps: [Int]
    /// The energy of the points, of their steps, and of the whole opening.
    let energy: Int
    let stepEnergy: Int
    let fullEnergy: Int

    init(_ sound: [Int16], from lead: Int, length: Int) {
        let all = sound.map(Int.init)
        let step = max(1, length / 256)
        let points = stride(from: 0, to: length, by: step)
            .sorted { abs(all[lead + $0]) > abs(all[lead + $1]) }
        offsets = points
        values = points.map { all[lead + $0] }
        steps = points.map { all[lead + $0] - (lead + $0 > 0 ? all[lead + $0 - 1] : 0) }
        energy = values.reduce(0) { $0 + $1 * $1 }
        stepEnergy = steps.reduce(0) { $0 + $1 * $1 }
        fullEnergy = all[lead..<(lead + length)].reduce(0) { $0 + $1 * $1 }
    }

    /// How alike the recording at `start` is to the fingerprint in shape, whatever its level:
    /// 1 for a scaled copy. Compares steps (see ``steps``).
    func correlation(_ buffer: UnsafeBufferPointer<Int16>, at start: Int) -> Double {
        var dot = 0
        var power = 0
        for index in offsets.indices {
            let at = start + offsets[index]
            let step = Int(buffer[at]) - (at > 0 ? Int(buffer[at - 1]) : 0)
            dot += step * steps[index]
            power += step * step
        }
        guard power > 0, stepEnergy > 0 else { return 0 }
        return Double(dot) / (Double(power) * Double(stepEnergy)).squareRoot()
    }

    /// The energy left after subtracting the fingerprint at `start`, or nil past `limit`.
    func residual(_ buffer: UnsafeBufferPointer<Int16>, at start: Int, limit: Int) -> Int? {
        var sum = 0
        for index in offsets.indices {
            let difference = Int(buffer[start + offsets[index]]) - values[index]
            sum += difference * difference
            if sum > limit { return nil }
        }
        return sum
    }
}
