import CasinoCLI
import Synchronization

/// What the command line promises for any arguments: an exit status of 0 or one the manual
/// documents, and on a refusal one line on standard error; never a crash.
///
/// Only the commands without side effects run (``harmless``): every other command line is
/// read, refused or answered (`--help`) by the real parser, and the command it names is
/// not started, so no input plays a game, touches a save, writes a file or runs for long.
enum CommandLineProperties {
    /// The statuses the manual and README document: success, no terminal, usage, a missing
    /// piece, an unwritable output, another game on the save.
    static let documented: Set<ExitCode> = [
        .success, .notATerminal, .usage, .unavailable, .ioError, .tempFail,
    ]
    /// Commands that only print, quickly: they run in full, into buffers.
    static let harmless: Set<String> = ["odds", "completions", "manual"]

    static func check(_ input: [UInt8]) throws(PropertyViolation) {
        let arguments = FuzzInput.arguments(input)
        let output = CapturedOutput()
        let status = CasinoCommandLine.run(arguments, console: output.console) {
            command, options, console in
            harmless.contains(command.name) ? try command.run(options, console) : .success
        }
        let errors = output.errors
        guard documented.contains(status) else {
            throw PropertyViolation("\(arguments) exits \(status.rawValue): \(errors)")
        }
        guard status != .success || errors.isEmpty || isOneLine(errors) else {
            throw PropertyViolation("\(arguments) succeeds but says \(errors.debugDescription)")
        }
        guard status == .success || isOneLine(errors) else {
            throw PropertyViolation(
                "\(arguments) exits \(status.rawValue) with \(errors.debugDescription), "
                    + "not one line")
        }
    }

    /// Whether `text` is one line of text: something, then a newline, and no other control
    /// character (an escape sequence or a carriage return could make it look like more).
    static func isOneLine(_ text: String) -> Bool {
        guard text.hasSuffix("\n") else { return false }
        let line = text.unicodeScalars.dropLast()
        return !line.isEmpty && !line.contains { $0.properties.generalCategory == .control }
    }
}

/// A console whose standard error is kept, for one command line; what goes to standard
/// output (help, the manual) is dropped.
private final class CapturedOutput: Sendable {
    private let error = Mutex("")

    var errors: String { error.withLock { $0 } }

    var console: Console {
        Console(writeOutBytes: { _ in }, writeError: { text in self.error.withLock { $0 += text } })
    }
}
