/// Conversion between the mixer's floating-point samples and 16-bit PCM.
package enum PCM {
    /// Rounds to the nearest 16-bit value, clamping anything outside −1 ... 1.
    @inlinable
    package static func int16(_ sample: Float) -> Int16 {
        let scaled = (sample * 32767).rounded()
        return Int16(max(-32767, min(32767, scaled)))
    }

    package static func int16(_ samples: [Float]) -> [Int16] { samples.map { int16($0) } }

    /// The factor from a 16-bit value back to −1 ... 1 (the inverse of ``int16(_:)``'s scale).
    package static let fromInt16: Float = 1 / 32767

    /// 16-bit samples as floating point in −1 ... 1.
    package static func float(_ samples: [Int16]) -> [Float] {
        samples.map { Float($0) * fromInt16 }
    }
}
