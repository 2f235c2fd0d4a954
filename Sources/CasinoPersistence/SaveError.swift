import CasinoEngine
import CasinoSharedModels

/// Why the game could not be saved. The game plays on; the front end warns the player once.
package struct SaveError: CarriesSaveProblem, Equatable, Sendable, CustomStringConvertible {
    /// One line for the player, naming the file and the reason.
    package var description: String
    /// The damaged file that stops every save, when that is the reason: the front end words
    /// it for the player (as it words the same problem found on loading).
    package var problem: SaveProblem?

    init(_ description: String) { self.description = description }

    /// Saving is refused because the damaged file could neither be used nor moved aside.
    init(_ problem: SaveProblem) {
        switch problem {
        case .setAside(_, let keptAs): description = "the save file was kept as \(keptAs)"
        case .stuck(_, let path, let why): description = "cannot move \(path) aside: \(why)"
        }
        self.problem = problem
    }
}
