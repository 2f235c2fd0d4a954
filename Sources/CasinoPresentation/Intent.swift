/// What the player asked for, whatever the device: a key, a click or a tap.
///
/// Front ends turn their input into intents (see ``KeyBindings``); the ``PlayController``
/// decides what an intent means in the current state, so every front end behaves the same.
package enum Intent: Sendable, Hashable {
    case spin
    case selectBet(Int)
    /// The ⓘ button: opens Info, or closes it when it is showing.
    case info
    /// Esc, ×: closes whichever panel is on top.
    case closePanel
    /// The ↻ button: asks for confirmation before anything is lost.
    case requestReset
    case confirmReset
    /// NEW GAME on the Game Over panel.
    case newGame
    case toggleMute
    case toggleReducedMotion
    /// Shows or hides the last spins.
    case history
    /// c in Info: the next of the reality check's choices (``PlayController/realityCheckChoices``).
    case cycleRealityCheck
    /// Shows the notice on screen whole (a short form stands for it where it does not fit),
    /// or the last message that mattered, until the next key.
    case readNotice
}

/// The panels that can cover the main screen; at most one shows at a time.
package enum Panel: Sendable, Hashable {
    /// The spec's Info sheet, sliding up from the bottom.
    case info
    /// The spec's GAME OVER modal over the dimmed main screen.
    case gameOver
    /// "Reset money and high score?", so a stray key loses nothing.
    case resetConfirm
    /// The last spins from the save file.
    case history
    /// The minutes, spins and net of the session, when the player's chosen interval is up:
    /// play on (Enter) or quit (q).
    case realityCheck
}
