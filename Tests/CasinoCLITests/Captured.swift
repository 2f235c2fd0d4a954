import CasinoCLI
import Synchronization

/// A console that keeps what a command writes, so the command line runs in the test's own
/// process: no build of the binary, no process start, and the parser's errors are seen as
/// the player sees them.
final class Captured: Sendable {
    private let out = Mutex("")
    private let error = Mutex("")

    var console: Console {
        Console(
            writeOutBytes: { bytes in
                self.out.withLock { $0 += String(decoding: bytes, as: UTF8.self) }
            },
            writeError: { text in self.error.withLock { $0 += text } })
    }

    var standardOutput: String { out.withLock { $0 } }
    var standardError: String { error.withLock { $0 } }
}

/// What `casino arguments…` does, run in this process by
/// ``CasinoCommandLine/run(_:console:perform:)``.
struct InProcessResult {
    var status: ExitCode
    var standardOutput: String
    var standardError: String
}

func runInProcess(_ arguments: [String]) -> InProcessResult {
    let captured = Captured()
    let status = CasinoCommandLine.run(arguments, console: captured.console)
    return InProcessResult(
        status: status, standardOutput: captured.standardOutput,
        standardError: captured.standardError)
}
