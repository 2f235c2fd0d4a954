import CasinoSharedModels
import CasinoSystem

/// The terminal's settings while the game runs, and the way back to how they were.
///
/// Entering saves the termios settings and switches to raw input and ``enterSequence``'s
/// modes; leaving undoes all of it, and is safe to call twice. ``EmergencyRestore`` does the
/// same with async-signal-safe calls only, so even a crash leaves the terminal usable.
package final class TerminalModes {
    package let input = STDIN_FILENO
    package let output = STDOUT_FILENO
    private var original = termios()
    private var isActive = false

    /// Alternate screen, no autowrap, hidden cursor, mouse clicks (SGR), bracketed paste.
    static let enterSequence =
        "\u{1B}[?1049h\u{1B}[?7l\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    /// The reverse, in reverse order, with colours reset.
    static let leaveSequence =
        "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l"

    package init() {}

    /// Whether both ends are terminals: the game needs one to read keys and draw.
    package static func isInteractive() -> Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    package func enter() throws(SystemFailure) {
        guard tcgetattr(input, &original) == 0 else {
            throw SystemFailure(.useTerminal, code: errno)
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw SystemFailure(.useTerminal, code: errno)
        }
        isActive = true
        EmergencyRestore.arm(input: input, output: output, original: original)
        // A terminal that went away has no one to tell; the game ends at its next read.
        _ = try? SystemCalls.writeAll(Array(Self.enterSequence.utf8), to: output)
    }

    package func leave() {
        guard isActive else { return }
        isActive = false
        _ = try? SystemCalls.writeAll(Array(Self.leaveSequence.utf8), to: output)
        _ = tcsetattr(input, TCSAFLUSH, &original)
        EmergencyRestore.armed = false
    }

    /// The terminal's size in cells, from the kernel.
    package func size() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

/// What a fatal signal handler needs to put the terminal back: kept in plain globals so the
/// handler touches no Swift runtime machinery (allocation, locks) while the process dies.
enum EmergencyRestore {
    nonisolated(unsafe) static var input: Int32 = -1
    nonisolated(unsafe) static var output: Int32 = -1
    /// Allocated rather than a global `termios`: Swift 6.3 lays such a global out 57 bytes
    /// long (its tail padding cut) yet copies all 60 into it, which AddressSanitizer caught
    /// as a global buffer overflow when the game armed the restore.
    nonisolated(unsafe) static let original = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) static var armed = false
    nonisolated(unsafe) static let sequence: UnsafeMutableBufferPointer<UInt8> = {
        let bytes = Array(TerminalModes.leaveSequence.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }()

    static func arm(input: Int32, output: Int32, original: termios) {
        _ = sequence
        Self.input = input
        Self.output = output
        Self.original.initialize(to: original)
        armed = true
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            SystemCalls.handle(signal) { signal in
                EmergencyRestore.restoreFromSignalHandler()
                SystemCalls.restoreDefault(signal)
                raise(signal)
            }
        }
    }

    /// Async-signal-safe: write(2) and tcsetattr(3) only.
    static func restoreFromSignalHandler() {
        guard armed else { return }
        armed = false
        _ = write(output, sequence.baseAddress, sequence.count)
        _ = tcsetattr(input, TCSANOW, original)
    }
}
