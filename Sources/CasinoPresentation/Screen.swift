import CasinoEngine
import CasinoSharedModels

/// Everything a front end draws at one instant: a pure value, so a frame can be tested as a
/// value and every front end shows the same thing at the same time.
package struct Screen: Sendable, Hashable {
    package var rules: Rules
    /// Reel 0 first.
    package var reels: [ReelFrame]
    /// The counters as the player sees them: the values before a spin until its reels land.
    package var coins: Int
    package var highScore: Int
    /// The active bet; the chip marker sits beside it.
    package var bet: Int
    /// Reels are moving: spin input is ignored and the SPIN button looks pressed.
    package var isSpinning: Bool
    /// The haptic stand-in, with its strength now (0...1).
    package var pulse: PulseFrame?
    /// The panel on top of the main screen, if any.
    package var panel: PanelFrame?
    /// The last spins, oldest first (for the history panel).
    package var history: [SpinRecord]
    /// Lifetime figures from the save file, as of the last landed spin.
    package var statistics: Statistics
    /// Winnings minus stakes of the spins landed in this session (regulators ask for it).
    package var sessionNet: Int
    /// Spins landed in this session, for the reality check and the goodbye.
    package var sessionSpins = 0
    /// Seconds since the session started.
    package var sessionElapsed: Double
    package var settings: Preferences
    /// The result of the last landed spin, until the next action.
    package var outcome: Outcome?
    /// A one-line message for the player (a lowered bet, a save problem, …).
    package var notice: String?
    /// The seed of a replay: a fresh game that never touches the player's save. Every front
    /// end keeps it on screen (``Texts/sessionLine(elapsed:replaySeed:)``), so a replay's wins
    /// are never mistaken for the player's own.
    package var replaySeed: UInt64? = nil
    /// While reels move: when they land and the result shows, on the controller's clock, as
    /// the spin's own timeline has it (a front end that skips the frames, plain mode, goes
    /// straight there).
    package var landsAt: Double? = nil
    /// The language every word on this screen is in.
    package var language: Language = .english
    /// The short form of ``notice`` for a place too small for it (see
    /// ``noticeLine(room:measure:)``); nil when the notice is short itself.
    package var noticeShort: String? = nil
    /// The player asked to read ``notice`` whole (``Intent/readNotice``): it is shown whole,
    /// over as many lines as it takes, until their next key.
    package var isNoticeOpen = false

    /// The words of this screen, in its language.
    package var texts: Texts { Texts(language) }

    package var isGameOver: Bool { rules.isGameOver(coins: coins) }

    /// The panel that is open (not one sliding away after it was closed): what a sheet or an
    /// overlay is bound to.
    package var openPanel: Panel? {
        panel.flatMap { $0.isClosing ? nil : $0.panel }
    }
}

// Beside the type, not in it, so that the memberwise initializer stays.
extension Screen {
    /// Where a notice goes, one rule for every front end: in the session line's place (the
    /// session's time and net give way to it), never over the outcome, a control or the
    /// reels, on one line `room` wide as `measure` counts it (cells, a font's pixels). It is
    /// whole when it fits, else its short form, whose whole is one key or click away; only
    /// cut (with an ellipsis) if even that does not fit. A notice the player opened
    /// (``isNoticeOpen``) is not on this line but shown whole.
    package func noticeLine(room: Int, measure: (String) -> Int) -> String? {
        guard let notice else { return nil }
        let line = measure(notice) <= room ? notice : noticeShort ?? notice
        return Texts.fitted(line, width: room, measure: measure)
    }

    /// A scene built by hand (`playing:` tells it from the memberwise form): still, with
    /// nothing over it, so previews, golden images and front-end tests set on it what they
    /// show (a panel, a pulse, a notice) without playing up to it.
    package init(
        playing rules: Rules, reels: [ReelFrame], coins: Int, highScore: Int, bet: Int,
        sessionElapsed: Double
    ) {
        self.init(
            rules: rules, reels: reels, coins: coins, highScore: highScore, bet: bet,
            isSpinning: false, history: [], statistics: Statistics(), sessionNet: 0,
            sessionElapsed: sessionElapsed, settings: Preferences())
    }
}

/// The haptic stand-in at one instant.
package struct PulseFrame: Sendable, Hashable {
    package var kind: Pulse.Kind
    package var strength: Double

    package init(kind: Pulse.Kind, strength: Double) {
        self.kind = kind
        self.strength = strength
    }
}

/// A panel at one instant.
package struct PanelFrame: Sendable, Hashable {
    package var panel: Panel
    /// 0 hidden … 1 fully in place: how far the Info sheet has slid up (or down again).
    package var presence: Double
    /// Whether the panel takes answers yet. A Game Over panel that a spin just brought up
    /// ignores them for ``PanelStack/answerGrace``, so keys pressed in the burst that
    /// lost the game cannot dismiss it unseen; front ends show its buttons and keys as
    /// waiting until then.
    package var isAnswering: Bool
    /// The panel was closed and is only sliding away: a front end with its own sheet (a
    /// SwiftUI `.sheet` bound to the scene) must treat it as gone, or the sheet would open
    /// again.
    package var isClosing: Bool

    package init(
        panel: Panel, presence: Double, isAnswering: Bool = true, isClosing: Bool = false
    ) {
        self.panel = panel
        self.presence = presence
        self.isAnswering = isAnswering
        self.isClosing = isClosing
    }
}

/// What the last spin did, for the message under the reels.
package enum Outcome: Sendable, Hashable {
    case win(prize: Int)
    case newHighScore(prize: Int, highScore: Int)
    case loss(stake: Int)

    /// The line shown to the player, in the language of `texts`.
    package func text(_ texts: Texts) -> String {
        switch self {
        case .win(let prize): texts.win(prize: prize)
        case .newHighScore(let prize, let highScore):
            texts.newHighScore(prize: prize, highScore: highScore)
        case .loss(let stake): texts.noMatch(stake: stake)
        }
    }
}
