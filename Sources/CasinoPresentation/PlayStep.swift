/// What an intent does on the panel that is up: the whole game's key meanings as one table,
/// so a new intent or panel shows at a glance what it must decide.
enum PlayStep: Sendable, Hashable {
    case spin
    case selectBet(Int)
    case openInfo
    case closeInfo
    /// Closes the panel up (back to Game Over when the game is over).
    case closePanel
    case open(Panel)
    /// Info gives way to the history: the sheet slides away under it.
    case closeInfoAndOpenHistory
    case confirmReset
    case newGame
    case toggleMute
    case toggleReducedMotion
    /// The intent means nothing here: a panel is in the way.
    case nothing

    init(_ intent: Intent, on panel: Panel?) {
        switch (intent, panel) {
        case (.spin, nil): self = .spin
        case (.selectBet(let amount), nil): self = .selectBet(amount)
        case (.info, .info?), (.closePanel, .info?): self = .closeInfo
        case (.info, nil), (.info, .history?): self = .openInfo
        case (.closePanel, .history?), (.closePanel, .resetConfirm?): self = .closePanel
        case (.requestReset, nil), (.requestReset, .gameOver?), (.requestReset, .history?):
            self = .open(.resetConfirm)
        case (.confirmReset, .resetConfirm?): self = .confirmReset
        case (.newGame, .gameOver?): self = .newGame
        case (.toggleMute, _): self = .toggleMute
        case (.toggleReducedMotion, _): self = .toggleReducedMotion
        case (.history, .history?): self = .closePanel
        case (.history, .info?): self = .closeInfoAndOpenHistory
        case (.history, nil), (.history, .gameOver?): self = .open(.history)
        case (.spin, _), (.selectBet, _), (.info, _), (.closePanel, _), (.requestReset, _),
            (.confirmReset, _), (.newGame, _), (.history, _):
            self = .nothing
        }
    }
}

extension Intent {
    /// A setting (sound, motion) changes nothing on the table, so it works under moving reels
    /// and on a Game Over panel still waiting for quiet.
    var isSetting: Bool {
        switch self {
        case .toggleMute, .toggleReducedMotion: true
        default: false
        }
    }
}
