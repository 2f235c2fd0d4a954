import CasinoPresentation
import CasinoSharedModels
import CasinoSystem

/// Where a command writes: the real standard streams, or buffers in tests.
///
/// Writing to standard output can fail (a full disk, `> /dev/full`, a closed pipe), so
/// every write to it throws ``SystemFailure`` (`writeOutput`); ``CasinoCommandLine/run(_:console:perform:)``
/// turns that into one line on standard error and exit 74, except a reader that went away
/// (EPIPE; SIGPIPE is ignored from `main` on), which ends the command quietly with 0.
/// Standard error is where such a line goes, so a failure to write there is ignored.
package struct Console: Sendable {
    package var writeOutBytes: @Sendable (UnsafeRawBufferPointer) throws(SystemFailure) -> Void
    package var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress bars are drawn only there).
    package var errorIsTerminal: Bool
    /// Whether standard output is a terminal (binary output is refused there).
    package var outputIsTerminal: Bool
    /// The language of the messages: the locale's, or a playing command's `--language`.
    package var texts = Texts(Language(environment: ProcessInfo.processInfo.environment))

    package init(
        writeOutBytes: @escaping @Sendable (UnsafeRawBufferPointer) throws(SystemFailure) -> Void,
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
    /// `closed` are the standard streams the program was started without (`>&-`), which
    /// `main` reopened on /dev/null: writing to a closed output fails with EBADF, as it
    /// would have, rather than vanishing.
    package static func standard(closed: [Int32] = []) -> Console {
        let outputClosed = closed.contains(STDOUT_FILENO)
        return Console(
            writeOutBytes: { bytes throws(SystemFailure) in
                guard !outputClosed else { throw SystemFailure(.writeOutput, code: EBADF) }
                do throws(SystemError) {
                    try SystemCalls.writeAll(bytes, to: STDOUT_FILENO)
                } catch {
                    throw SystemFailure(.writeOutput, code: error.code)
                }
            },
            writeError: { text in try? SystemCalls.writeAll(Array(text.utf8), to: STDERR_FILENO) },
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    }

    package func writeOut(_ text: String) throws(SystemFailure) {
        var text = text
        // `withUTF8` rethrows untyped errors; a Result carries the typed one out.
        try text.withUTF8 { bytes in
            Result { () throws(SystemFailure) in try writeOutBytes(UnsafeRawBufferPointer(bytes)) }
        }.get()
    }

    package func print(_ line: String = "") throws(SystemFailure) { try writeOut(line + "\n") }
    /// Writes `message` to standard error as one line after the program's name ("casino: ",
    /// written here only): whatever a user gave that it quotes (an argument, a path, a
    /// variable's value) has its control characters written out, so a newline or an escape
    /// sequence in it can neither split the message nor drive the terminal.
    package func printError(_ message: String) {
        writeError("\(CasinoCommandLine.name): \(message.printable)\n")
    }

    /// `failure` in the words of ``texts``, as ``printError(_:)-(String)`` writes.
    package func printError(_ failure: SystemFailure) { printError(texts.failure(failure)) }

    /// Writes `bytes` as the whole file at `path` (a chart, an exported sound), replacing it,
    /// and returns the command's exit status: on failure, after saying why in one line. A pipe
    /// whose reader went away (`--svg /dev/stdout | head`) ends quietly, as standard output
    /// does: the reader had what it wanted.
    func writeFile(_ path: String, _ bytes: [UInt8]) -> ExitCode {
        do throws(SystemError) {
            try SystemCalls.writeFile(path, bytes)
            return .success
        } catch {
            guard error.code != EPIPE else { return .success }
            printError(SystemFailure(.write, path: path, code: error.code))
            return .ioError
        }
    }
}
