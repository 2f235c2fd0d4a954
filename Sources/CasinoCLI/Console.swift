import CasinoPresentation
import CasinoSystem

/// Where a command writes: the real standard streams, or buffers in tests.
///
/// Writing to standard output can fail (a full disk, `> /dev/full`, a closed pipe), so
/// every write to it throws ``OutputError``; ``CasinoCommandLine/run(_:console:perform:)``
/// turns that into one line on standard error and exit 74, except a reader that went away
/// (EPIPE; SIGPIPE is ignored from `main` on), which ends the command quietly with 0.
/// Standard error is where such a line goes, so a failure to write there is ignored.
package struct Console: Sendable {
    package var writeOutBytes: @Sendable (UnsafeRawBufferPointer) throws(OutputError) -> Void
    package var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress bars are drawn only there).
    package var errorIsTerminal: Bool
    /// Whether standard output is a terminal (binary output is refused there).
    package var outputIsTerminal: Bool

    package init(
        writeOutBytes: @escaping @Sendable (UnsafeRawBufferPointer) throws(OutputError) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool = false, outputIsTerminal: Bool = false
    ) {
        self.writeOutBytes = writeOutBytes
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.outputIsTerminal = outputIsTerminal
    }

    /// The process's standard output and error, unbuffered by us. Not Foundation's
    /// `FileHandle.write(_:)`, which traps on an error (a full disk made `casino odds >
    /// /dev/full` crash with a backtrace): ``SystemCalls/writeAll(_:to:at:)`` throws instead.
    package static let standard = Console(
        writeOutBytes: { bytes throws(OutputError) in
            do throws(SystemError) {
                try SystemCalls.writeAll(bytes, to: STDOUT_FILENO)
            } catch {
                throw OutputError(code: error.code)
            }
        },
        writeError: { text in try? SystemCalls.writeAll(Array(text.utf8), to: STDERR_FILENO) },
        errorIsTerminal: isatty(STDERR_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1)

    package func writeOut(_ text: String) throws(OutputError) {
        var text = text
        // `withUTF8` rethrows untyped errors; a Result carries the typed one out.
        try text.withUTF8 { bytes in
            Result { () throws(OutputError) in try writeOutBytes(UnsafeRawBufferPointer(bytes)) }
        }.get()
    }

    package func print(_ line: String = "") throws(OutputError) { try writeOut(line + "\n") }
    /// Writes `line` to standard error as one line: whatever a user gave that it quotes (an
    /// argument, a path, a variable's value) has its control characters written out, so a
    /// newline or an escape sequence in it can neither split the message nor drive the
    /// terminal.
    package func printError(_ line: String) { writeError(line.printable + "\n") }
}

/// Standard output could not take what a command wrote.
package struct OutputError: Error, Equatable, Sendable {
    /// The `errno` of the failed write.
    package var code: Int32

    /// The system's words for the failure: "No space left on device".
    package var reason: String { SystemError(code: code).reason }
}
