/// What one action changed, for the front end to show.
package struct Feedback: Sendable, Hashable {
    /// Sounds, haptics and notices in the order the spec plays them.
    package var cues: [Cue] = []
    /// The committed spin, when the action was a spin that happened.
    package var spin: SpinRecord?
    /// Whether the game's saved state changed, so the front end knows to save before showing.
    package var changedState = false

    /// An action that does nothing in the current state (a spin during game over, say).
    package static let ignored = Feedback()
}
