/// Which panel covers the main screen and since when, whether it takes answers yet, and the
/// Info sheet sliding away after it was closed.
///
/// Invariants, held by the types rather than by checks:
/// - At most one panel is up, and it has exactly one time it appeared: ``Top`` is one case,
///   not a panel and a time that must agree.
/// - Only a Game Over panel that a spin brought up waits for quiet before it answers: waiting
///   is a case of its own (``Top/gameOverAfterSpin(since:quietSince:)``), so no other panel can
///   carry a quiet time, and a Game Over panel loaded with the game answers at once.
/// - A panel appearing in the future (a spin's Game Over, at the landing) is up but not
///   visible until then: ``visible(at:)`` and ``frame(at:reducedMotion:)`` see it from `since`.
/// - The falling Info sheet is drawn only while no panel is visible, for ``sheetFall``
///   seconds; a spin's Game Over takes it away at once, as it covers the screen.
struct PanelStack: Sendable, Hashable {
    enum Top: Sendable, Hashable {
        /// Nothing covers the main screen.
        case clear
        /// `panel` is up from `since`, and answers.
        case shown(Panel, since: Double)
        /// The Game Over panel a spin brought up, from the landing `since`. It answers once no
        /// key has been pressed at it for ``gameOverGrace`` seconds since `quietSince`.
        case gameOverAfterSpin(since: Double, quietSince: Double)
    }

    /// Seconds an Info sheet takes to slide up, and to slide away.
    static let sheetRise = 0.35
    static let sheetFall = 0.25
    /// Seconds a Game Over panel brought up by a spin must have been on screen, with no key
    /// pressed at it, before it takes an answer. A player mashing Enter (about ten presses a
    /// second) keeps it up until they stop and look; a player who has read it and presses
    /// Enter on purpose waits less than a second.
    static let gameOverGrace = 0.8

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
        case .shown(let panel, _): panel
        case .gameOverAfterSpin: .gameOver
        }
    }

    /// When the panel that is up appears.
    private var since: Double? {
        switch top {
        case .clear: nil
        case .shown(_, let since), .gameOverAfterSpin(let since, _): since
        }
    }

    /// The panel the player sees at `now`.
    func visible(at now: Double) -> Panel? {
        guard let since, now >= since else { return nil }
        return panel
    }

    /// Whether the panel up at `now` takes answers (see ``Top/gameOverAfterSpin(since:quietSince:)``).
    func isAnswering(at now: Double) -> Bool {
        guard case .gameOverAfterSpin(_, let quietSince) = top else { return true }
        return now >= quietSince + Self.gameOverGrace
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

    /// Times the drawing changes by itself without moving: a panel appearing, a Game Over
    /// panel starting to answer. Past ones included (a caller filters for the future).
    var changeTimes: [Double] {
        switch top {
        case .clear: []
        case .shown(_, let since): [since]
        case .gameOverAfterSpin(let since, let quiet): [quiet + Self.gameOverGrace, since]
        }
    }

    /// Lets a key other than a setting through at `now`. A key pressed at a Game Over panel
    /// still waiting for quiet is from the burst that lost the game: it is dropped, and the
    /// quiet starts again; once quiet, the panel answers from then on.
    mutating func admit(at now: Double) -> Bool {
        guard case .gameOverAfterSpin(let since, let quiet) = top else { return true }
        guard now >= quiet + Self.gameOverGrace else {
            top = .gameOverAfterSpin(since: since, quietSince: max(quiet, now))
            return false
        }
        top = .shown(.gameOver, since: since)
        return true
    }

    /// The game comes into sight at `now`: a Game Over panel's quiet counts from when it can be
    /// seen, not from a landing nobody saw.
    mutating func screenShown(at now: Double) {
        guard case .gameOverAfterSpin(let since, let quiet) = top else { return }
        top = .gameOverAfterSpin(since: since, quietSince: max(quiet, now))
    }

    mutating func open(_ panel: Panel, at now: Double) {
        top = .shown(panel, since: now)
    }

    /// Closes the panel up; a game that is over goes back to its Game Over panel.
    mutating func close(at now: Double, gameIsOver: Bool) {
        top = gameIsOver ? .shown(.gameOver, since: now) : .clear
    }

    /// Closes the Info sheet, which slides away unless the player asked for reduced motion.
    mutating func closeInfo(at now: Double, gameIsOver: Bool, animated: Bool) {
        infoFallingSince = animated ? now : nil
        close(at: now, gameIsOver: gameIsOver)
    }

    /// Takes the panel away at once: its answer (NEW GAME, RESET) shows the main screen.
    mutating func dismiss() {
        top = .clear
    }

    /// A spin lost the game: its Game Over panel appears when the reels land, and waits for
    /// quiet from then.
    mutating func gameOverLands(at landing: Double) {
        top = .gameOverAfterSpin(since: landing, quietSince: landing)
        infoFallingSince = nil
    }
}
