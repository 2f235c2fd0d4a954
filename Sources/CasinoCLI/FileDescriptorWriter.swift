import CasinoSystem

/// Writes bytes to a file descriptor and reports failure as the command line's
/// ``OutputError`` (exit 74), never a trap.
///
/// Foundation's `FileHandle.write(_:)` traps on an error (a full disk made `casino odds >
/// /dev/full` crash with a backtrace); ``SystemCalls/writeAll(_:to:)`` throws instead.
enum FileDescriptorWriter {
    static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32
    ) throws(OutputError) {
        do throws(SystemError) {
            try SystemCalls.writeAll(bytes, to: descriptor)
        } catch {
            throw OutputError(code: error.code)
        }
    }
}
