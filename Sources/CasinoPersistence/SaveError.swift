/// Why the game could not be saved. The game plays on; the front end warns the player once.
package struct SaveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line for the player, naming the file and the reason.
    package var description: String

    init(_ description: String) { self.description = description }
}
