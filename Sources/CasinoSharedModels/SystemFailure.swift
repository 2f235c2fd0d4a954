/// A system call that failed, as the layer that made it reports it: what the game was doing,
/// on which file, and the `errno` the call left. The layer only says what happened; the text
/// catalogue words it for the player in their language (CasinoPresentation's
/// `Texts.failure(_:)`), with the C library's words only for an `errno` it does not know.
package struct SystemFailure: Error, Sendable, Equatable {
    /// What the game was doing when the call failed.
    package enum Operation: Sendable, Equatable, CaseIterable {
        case createFolder, lock, write, replace, startProgram, writeOutput
        /// Reading or setting the terminal's modes, or waiting on it for keys and signals.
        case useTerminal
    }

    package var operation: Operation
    /// The file or folder, when the operation has one.
    package var path: String?
    /// The `errno` of the failed call.
    package var code: Int32

    package init(_ operation: Operation, path: String? = nil, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }
}

/// Why the game could not be saved. The game plays on; the front end warns the player once.
package enum SaveError: Error, Equatable, Sendable {
    /// A file operation failed (the folder cannot be created, the disk is full).
    case failed(SystemFailure)
    /// Saving is refused because the damaged file could neither be used nor moved aside:
    /// saving would destroy it.
    case refused(SaveProblem)
}

/// Why a game could not claim a save.
package enum SessionLockError: Error, Equatable, Sendable {
    /// Another game is playing on this save; its process id when it could be read.
    case held(pid: Int32?)
    /// The lock cannot be taken at all (an unwritable folder, say).
    case unavailable(SystemFailure)
}
