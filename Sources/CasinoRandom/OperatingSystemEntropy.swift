import CCasinoRandom
import CasinoSystem

/// The operating system's cryptographic randomness: the only place a secure generator's key
/// comes from.
///
/// On Linux, `getrandom(2)` first (it blocks only until the kernel's pool is seeded at boot,
/// and needs no file descriptor), then `/dev/urandom` for kernels or sandboxes without it.
/// On Darwin (macOS, iOS), `arc4random_buf(3)`: the kernel's generator, which Apple documents
/// as cryptographic and which cannot fail, with no length limit (getentropy's is 256 bytes a
/// call) and allowed in the app sandbox. There is deliberately no third choice: a generator keyed from the clock or a constant
/// would let a player predict the reels, so when neither source works we stop rather than
/// play an unfair game.
public enum OperatingSystemEntropy {
    /// Fills `buffer` with fresh random bytes from the kernel.
    public static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        #if canImport(Darwin)
            arc4random_buf(base, buffer.count)
        #else
            if casino_getrandom(base, buffer.count) == 0 { return }
            if readDeviceRandom(into: buffer) { return }
            fatalError("no operating-system randomness: getrandom and /dev/urandom both failed")
        #endif
    }

    /// Random bytes as an array, for keys and seeds.
    public static func bytes(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { fill($0) }
        return bytes
    }

    /// A random 64-bit value, for example a simulation seed a player did not choose.
    public static func uint64() -> UInt64 {
        var value: UInt64 = 0
        withUnsafeMutableBytes(of: &value) { fill($0) }
        return value
    }

    #if !canImport(Darwin)
        /// Fills `buffer` from `/dev/urandom`; false if it cannot be read to the end.
        static func readDeviceRandom(into buffer: UnsafeMutableRawBufferPointer) -> Bool {
            let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return (try? SystemCalls.readAll(into: buffer, from: descriptor)) == buffer.count
        }
    #endif
}
