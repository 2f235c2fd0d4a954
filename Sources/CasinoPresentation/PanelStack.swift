/// Which panel covers the main screen and since when, whether it takes answers yet, and the
/// Info sheet sliding away after it was closed.
///
/// Invariants, held by the types rather than by checks:
/// - At most one panel is up, and it has exactly one time it appeared: ``Top`` is one case,
///   not a panel and a time that must agree.
/// - Only a panel that comes up by itself (a spin's Game Over, a reality check) waits for quiet
///   before it answers: waiting is a case of its own
///   (``Top/awaitingQuiet(_:since:quietSince:)``), so a panel the player opened cannot carry a
///   quiet time, and a Game Over panel loaded with the game answers at once.
/// - A panel appearing in the future (at a spin's landing) is up but not visible until then: ``visible(at:)`` and ``frame(at:reducedMotion:)`` see it from `since`.
/// - The falling Info sheet is drawn only while no panel is visible, for ``sheetFall``
///   seconds; a panel that comes up by itself takes it away at once, as it covers the screen.
struct PanelStack: Sendable, Hashable {
    enum Top: Sendable, Hashable {
        /// Nothing covers the main screen.
        case clear
        /// `panel` is up from `since`, and answers.
        case shown(Panel, since: Double)
        /// `panel` came up by itself at `since` (a spin's Game Over at the landing, a reality
        /// check), while the player may be pressing keys for something else. It answers once no
        /// key has been pressed at it for ``answerGrace`` seconds since `quietSince`.
        case awaitingQuiet(Panel, since: Double, quietSince: Double)
    }

    /// Seconds an Info sheet takes to slide up, and to slide away.
    static let sheetRise = 0.35
    static let sheetFall = 0.25
    /// Seconds a panel that came up by itself must have been on screen, with no key pressed at
    /// it, before it takes an answer. A player mashing Enter (about ten presses a second) or
    /// holding it (the key repeats) keeps it up until they stop and look; a player who has
    /// read it and presses Enter on purpose waits less than a second.
    static let answerGrace = 0.8

    private(set) var top: Top
    /// When the Info sheet was closed and began to slide away.
    private var infoFallingSince: Double?

    /// A game that is already over starts on its Game Over panel, answering: no burst of keys
    /// brought it up.
    init(gameOver: Bool, at now: Double) {
        top = gameOver ? .shown(.gameOver, since: now) : .clear
    }

    /// The panel that is up, seen yet or not: what an intent means.
    var panel: Panel? {
        switch top {
        case .clear: nil
        case .shown(let panel, _), .awaitingQuiet(let panel, _, _): panel
        }
    }

    /// When the panel that is up appears.
    private var since: Double? {
        switch top {
        case .clear: nil
        case .shown(_, let since), .awaitingQuiet(_, let since, _): since
        }
    }

    /// The panel the player sees at `now`.
    func visible(at now: Double) -> Panel? {
        guard let since, now >= since else { return nil }
        return panel
    }

    /// Whether the panel up at `now` takes answers (see ``Top/awaitingQuiet(_:since:quietSince:)``).
    func isAnswering(at now: Double) -> Bool {
        guard case .awaitingQuiet(_, _, let quietSince) = top else { return true }
        return now >= quietSince + Self.answerGrace
    }

    /// The panel as drawn at `now`: the one up, or the Info sheet sliding away.
    func frame(at now: Double, reducedMotion: Bool) -> PanelFrame? {
        if let since, let panel, now >= since {
            // The spec shows Game Over at once (no transition), as it does our two panels.
            let presence =
                panel == .info && !reducedMotion
                ? UnitBezier.easeOut.progress(at: (now - since) / Self.sheetRise) : 1
            return PanelFrame(panel: panel, presence: presence, isAnswering: isAnswering(at: now))
        }
        if let falling = infoFallingSince, now - falling < Self.sheetFall {
            let fall = UnitBezier.easeOut.progress(at: (now - falling) / Self.sheetFall)
            return PanelFrame(panel: .info, presence: 1 - fall, isClosing: true)
        }
        return nil
    }

    /// Times the drawing changes by itself without moving: a panel appearing, or starting to
    /// answer. Past ones included (a caller filters for the future).
    var changeTimes: [Double] {
        switch top {
        case .clear: []
        case .shown(_, let since): [since]
        case .awaitingQuiet(_, let since, let quiet): [quiet + Self.answerGrace, since]
        }
    }

    /// Lets a key other than a setting through at `now`. A key pressed at a panel still
    /// waiting for quiet is from a burst meant for something else (the one that lost the game,
    /// a held key): it is dropped, and the quiet starts again; once quiet, the panel answers
    /// from then on.
    mutating func admit(at now: Double) -> Bool {
        guard case .awaitingQuiet(let panel, let since, let quiet) = top else { return true }
        guard now >= quiet + Self.answerGrace else {
            top = .awaitingQuiet(panel, since: since, quietSince: max(quiet, now))
            return false
        }
        top = .shown(panel, since: since)
        return true
    }

    /// The game comes into sight at `now`: a waiting panel's quiet counts from when it can be
    /// seen, not from a landing nobody saw.
    mutating func screenShown(at now: Double) {
        guard case .awaitingQuiet(let panel, let since, let quiet) = top else { return }
        top = .awaitingQuiet(panel, since: since, quietSince: max(quiet, now))
    }

    mutating func open(_ panel: Panel, at now: Double) {
        top = .shown(panel, since: now)
    }

    /// Closes the panel up; a game that is over goes back to its Game Over panel. The Info
    /// sheet slides away unless the player asked for reduced motion (`animated` false).
    mutating func close(at now: Double, gameIsOver: Bool, animated: Bool) {
        if panel == .info { infoFallingSince = animated ? now : nil }
        top = gameIsOver ? .shown(.gameOver, since: now) : .clear
    }

    /// Takes the panel away at once: its answer (NEW GAME, RESET) shows the main screen.
    mutating func dismiss() {
        top = .clear
    }

    /// `panel` comes up by itself at `since` (a spin's Game Over when the reels land, a
    /// reality check), and waits for quiet from then.
    mutating func openAwaitingQuiet(_ panel: Panel, at since: Double) {
        top = .awaitingQuiet(panel, since: since, quietSince: since)
        infoFallingSince = nil
    }
}
