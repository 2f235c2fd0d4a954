/// One number written by C's printf rules (`"%.2f"`, `"%.1e"`, `"%02d"`): the digits
/// Foundation's `String(format:)` gives, for modules that import only FoundationEssentials,
/// which has no `String(format:)` and so keeps Foundation's ICU out of the program.
package func printfFormat(_ format: String, _ value: some CVarArg) -> String {
    // Longer than any number one conversion writes: the 309 digits of the largest Double
    // in %f, its sign and up to 17 decimals.
    var buffer = [UInt8](repeating: 0, count: 512)
    let written = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
            withVaList([value]) { vsnprintf(characters.baseAddress, characters.count, format, $0) }
        }
    }
    // vsnprintf says how many bytes it wrote before the NUL (more if it had to cut).
    return String(decoding: buffer[..<min(max(Int(written), 0), buffer.count - 1)], as: UTF8.self)
}
