#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a file descriptor with write(2) and reports failure as a value.
///
/// Foundation's `FileHandle.write(_:)` traps on an error (a full disk made `casino odds >
/// /dev/full` crash with a backtrace); this loop finishes partial writes, retries after
/// signals and waits out a non-blocking descriptor, and throws the rest.
enum FileDescriptorWriter {
    static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32
    ) throws(OutputError) {
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, next, left)
            if written >= 0 {
                next += written
                left -= written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case let code:
                throw OutputError(code: code)
            }
        }
    }
}
