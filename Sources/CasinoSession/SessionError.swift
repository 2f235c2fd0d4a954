/// Why a play session could not start. Its description is the one line a front end shows.
package enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another game is playing on this save (in a terminal or a window); two games on one
    /// save would overwrite each other's spins.
    case alreadyRunning(pid: Int32?, savePath: String)

    package var description: String {
        switch self {
        case .alreadyRunning(let pid, let savePath):
            let holder = pid.map { "process \($0)" } ?? "another process"
            return "a game is already running on this save (\(holder), \(savePath)); "
                + "finish it first, or replay with --seed"
        }
    }
}
