/// The process exit statuses `casino` uses, after BSD's sysexits where one fits, in numeric
/// order (the manual lists them so).
package enum ExitCode: Int32, CaseIterable, Sendable {
    case success = 0
    case failure = 1
    /// Standard input or output is not a terminal, so the game cannot be played.
    case notATerminal = 2
    /// EX_USAGE: an unknown flag, a missing or bad value.
    case usage = 64
    /// EX_UNAVAILABLE: something the command needs is missing (no sound player, no display,
    /// a build without the desktop window).
    case unavailable = 69
    /// EX_IOERR: a file, or standard output, could not be written.
    case ioError = 74
    /// EX_TEMPFAIL: another game is playing on this save; try again once it has ended.
    case tempFail = 75
}
