/// The player's choices that outlive a session (kept in the save file beside the game).
public struct PlayerSettings: Sendable, Hashable {
    public var muted: Bool
    /// Skip motion (no sliding, no flashing) but keep every reveal.
    public var reducedMotion: Bool

    public init(muted: Bool = false, reducedMotion: Bool = false) {
        self.muted = muted
        self.reducedMotion = reducedMotion
    }
}
