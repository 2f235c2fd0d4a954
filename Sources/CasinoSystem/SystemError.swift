/// A failed system call: its `errno`, and the C library's words for it, taken at once
/// because the next call may change `errno` and `strerror`'s buffer.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    package var code: Int32
    /// `strerror(code)`, such as "No space left on device".
    package var reason: String

    package init(code: Int32) {
        self.code = code
        reason = String(cString: strerror(code))
    }

    /// The error the last failed call left in `errno`.
    package static var last: SystemError { SystemError(code: errno) }

    package var description: String { reason }
}
