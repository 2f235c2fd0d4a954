/// What the player did, named for the event rather than for the reaction, so the rules decide
/// what it means (for example, a spin tapped during game over does nothing).
package enum Action: Sendable, Hashable {
    case spinButtonTapped
    case betSelected(Int)
    /// The NEW GAME button on the Game Over panel.
    case newGameButtonTapped
    /// The Reset button, after the player confirmed it.
    case resetConfirmed
    case infoButtonTapped
    case infoDismissed
}
