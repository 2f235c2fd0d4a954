import CasinoPresentation

/// Why a play session could not start; ``message(_:)`` says it in the player's language.
package enum SessionError: Error, Equatable, Sendable {
    /// Another game is playing on this save (in a terminal or a window); two games on one
    /// save would overwrite each other's spins.
    case alreadyRunning(pid: Int32?, savePath: String)

    /// The line in the language of `texts`.
    package func message(_ texts: Texts) -> String {
        switch self {
        case .alreadyRunning(let pid, let savePath):
            texts.alreadyRunning(holder: pid, savePath: savePath)
        }
    }
}
