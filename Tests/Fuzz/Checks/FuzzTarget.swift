/// The inputs that come from outside the game, each with the property check its libFuzzer
/// target (Tests/Fuzz/Entries, built and run by Scripts/fuzz.sh) and the corpus replay
/// test run on every input.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// The save file's bytes, through the decoder that loads it.
    case saveFile = "save-file"
    /// The bytes a terminal sends, through the terminal front end's key decoder.
    case terminalInput = "terminal-input"
    /// The lines plain mode reads, through a whole plain game.
    case plainCommands = "plain-commands"
    /// The command line, split into arguments at NUL bytes.
    case commandLine = "command-line"

    /// Checks the target's properties for one input; the first that does not hold is thrown.
    package func check(_ input: [UInt8]) throws(PropertyViolation) {
        switch self {
        case .saveFile: try SaveFileProperties.check(input)
        case .terminalInput: try TerminalInputProperties.check(input)
        case .plainCommands: try PlainModeProperties.check(input)
        case .commandLine: try CommandLineProperties.check(input)
        }
    }

    /// The body of `LLVMFuzzerTestOneInput`: checks the input, and on a violation prints it
    /// and traps, so libFuzzer keeps the input as a crash.
    package func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            try check(input)
        } catch {
            fatalError("\(rawValue): \(error)")
        }
        return 0
    }
}
