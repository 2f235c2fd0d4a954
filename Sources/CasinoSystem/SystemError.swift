#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call: its `errno`, and the C library's words for it, taken at once
/// because the next call may change `errno` and `strerror`'s buffer.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public var code: Int32
    /// `strerror(code)`, such as "No space left on device".
    public var reason: String

    public init(code: Int32) {
        self.code = code
        reason = String(cString: strerror(code))
    }

    /// The error the last failed call left in `errno`.
    public static var last: SystemError { SystemError(code: errno) }

    public var description: String { reason }
}
