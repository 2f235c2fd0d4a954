/// Keeps the summed signal under a ceiling by turning the gain down when overlapping sounds
/// add up too high, and easing it back over about 80 ms. Unlike a fixed soft-clip curve it
/// leaves a signal that already fits untouched: a sound alone comes out as synthesized.
struct Limiter: Sendable {
    let ceiling: Float
    private(set) var gain: Float = 1
    /// Per-sample recovery toward unity gain (time constant ≈ 80 ms).
    private let release: Float = 1 - 1 / (0.08 * Float(audioSampleRate))

    mutating func process(_ buffer: UnsafeMutableBufferPointer<Float>) {
        for index in buffer.indices {
            let sample = buffer[index]
            if gain < 1 { gain = 1 - (1 - gain) * release }
            let magnitude = abs(sample) * gain
            if magnitude > ceiling {
                // Turn down at once for this peak; the release then eases back up.
                gain = ceiling / abs(sample)
            }
            // Rounding can leave a product a hair above the ceiling; never let it through.
            buffer[index] = max(-ceiling, min(ceiling, sample * gain))
        }
    }
}
