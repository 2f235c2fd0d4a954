import Foundation

/// Where a command writes: the real standard streams, or buffers in tests.
public struct Console: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress bars are drawn only there).
    public var errorIsTerminal: Bool

    public init(
        writeOut: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        errorIsTerminal: Bool = false
    ) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and error, unbuffered by us.
    public static let standard = Console(
        writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        errorIsTerminal: isatty(STDERR_FILENO) == 1)

    public func print(_ line: String = "") { writeOut(line + "\n") }
    public func printError(_ line: String) { writeError(line + "\n") }
}
