#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One number written by C's printf rules (`"%.2f"`, `"%.1e"`, `"%02d"`): the digits
/// Foundation's `String(format:)` gives, for modules that import only FoundationEssentials,
/// which has no `String(format:)` and so keeps Foundation's ICU out of the program.
public func printfFormat(_ format: String, _ value: some CVarArg) -> String {
    // Longer than any number one conversion writes: the 309 digits of the largest Double
    // in %f, its sign and up to 17 decimals.
    var buffer = [CChar](repeating: 0, count: 512)
    _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
    return String(cString: buffer)
}
