import CasinoEngine
import CasinoSharedModels
import CasinoSystem

/// Runs one play session for any front end: turns intents into engine actions, saves before
/// anything is shown, times sounds and panels to the animation, and describes the screen at
/// any instant as a ``Screen``.
///
/// Times are seconds on a monotonic clock chosen by the front end; the controller never reads
/// a clock itself, so tests step time exactly. What covers the screen lives in a
/// ``PanelStack``, the notice line in a ``NoticeBoard``, and what each intent means on each
/// panel in the ``PlayStep`` table, so each can be read and tested on its own.
package struct PlayController {
    // The state is internal rather than private only so that the steps in PlayStep.swift can
    // change it; nothing else in the module does.

    /// The engine's state, committed and saved. While reels move it is AHEAD of the screen
    /// (it already holds the result the player must not see yet), so front ends draw
    /// ``screen(at:)`` and read ``committedGame`` only to save, replay or test.
    var game: Game
    package var committedGame: Game { game }
    /// The rules being played.
    package var rules: Rules { game.rules }
    package internal(set) var settings: Preferences
    var generator: any RandomNumberGenerator
    var environment: PlayEnvironment

    private let sessionStart: Double
    var spin: SpinInFlight?
    var panels: PanelStack
    var notices: NoticeBoard
    /// The language of every word the controller says and every screen it describes.
    package let texts: Texts
    var pulse: Pulse?
    var outcome: (outcome: Outcome, from: Double)?
    /// Why there is no sound, until it is said (see ``report(_:at:)``).
    var soundProblem: SoundProblem?
    /// Winnings minus stakes of every spin committed this session, the one in flight included.
    var sessionNet = 0
    /// Spins committed this session, the one in flight included.
    var sessionSpins = 0
    /// When the count towards the next reality check started, moved on by the time the game
    /// was out of sight, and the seconds in one of its minutes; nil where the front end keeps
    /// the check on a clock of its own (plain mode, whose clock counts commands).
    var realityCheck: (from: Double, minute: Double)?
    /// Set for a replay, which the screen must say it is.
    private let replaySeed: UInt64?

    /// Whether the player can see the game now (see ``setScreenVisible(_:at:)``).
    package var isScreenVisible: Bool { notices.isScreenVisible }
    /// Messages that matter beyond their seconds on screen (where a damaged save went, that
    /// saving is off), in the order they came, each once.
    package var importantNotices: [String] { notices.importantTexts }

    /// Seconds the message given at the start (a damaged save) shows, at least: the player
    /// is still finding their way around the screen.
    static let startNoticeSeconds = 10.0
    /// Seconds a message from outside the game (no sound) shows, at least.
    static let outsideNoticeSeconds = 6.0
    /// The session clock on the status line counts whole minutes.
    static let sessionClockStep = 60.0

    /// - Parameters:
    ///   - notices: messages to show first, one after another, such as "your damaged save
    ///     file was moved aside".
    ///   - replaySeed: the seed of a replay (a session that never touches the player's save),
    ///     shown on screen for as long as it plays.
    ///   - realityCheckMinute: seconds in one of the reality check's minutes on this clock
    ///     (``realityCheckMinute(environment:)``), or nil where the front end says the check
    ///     itself.
    package init(
        game: Game, settings: Preferences, generator: any RandomNumberGenerator,
        environment: PlayEnvironment, now: Double, notices: [Message] = [],
        replaySeed: UInt64? = nil, language: Language = .english,
        realityCheckMinute: Double? = 60
    ) {
        texts = Texts(language)
        self.notices = NoticeBoard(texts: texts)
        self.replaySeed = replaySeed
        self.game = game
        self.settings = settings
        self.generator = generator
        self.environment = environment
        sessionStart = now
        panels = PanelStack(gameOver: game.isGameOver, at: now)
        realityCheck = realityCheckMinute.map { (now, $0) }
        for notice in notices {
            self.notices.announce(notice, at: now, seconds: Self.startNoticeSeconds)
        }
    }

    // MARK: - Input

    /// Applies what the player asked for at `now`.
    package mutating func handle(_ intent: Intent, at now: Double) {
        advance(to: now)
        // Nothing the player cannot see happens: no spin, bet or reset behind a screen that
        // is too small to show the game. The player is told why the key did nothing.
        guard isScreenVisible else {
            notices.showFeedback(texts.keysWaitForScreen, from: now)
            return
        }
        // A setting (sound, motion) or reading a message changes nothing on the table, so it
        // works under moving reels and on a Game Over panel still waiting for quiet. Nothing
        // else does: no double
        // spins, no bet or panel changes under moving reels, and no answer to a Game Over panel
        // from the burst of keys that lost the game.
        // A message opened whole is put away by the next key, which does nothing else.
        if notices.closeOpened() { return }
        if ![.toggleMute, .toggleReducedMotion, .readNotice].contains(intent) {
            guard !isSpinning(at: now), panels.admit(at: now) else { return }
        }
        for step in PlayStep.steps(for: intent, on: panels.panel) { perform(step, at: now) }
    }

    /// The sound system found no way to play: said for its seconds on screen only (it is not
    /// one of ``importantNotices``), or, while the sound is off, once the player turns it on,
    /// as a muted game has no sound to miss.
    package mutating func report(_ problem: SoundProblem, at now: Double) {
        soundProblem = problem
        if !settings.muted { sayNoSound(at: now) }
    }

    /// Says the sound problem reported, once.
    mutating func sayNoSound(at now: Double) {
        guard let problem = soundProblem.take() else { return }
        notices.announce(
            texts.soundProblem(problem), at: now, seconds: Self.outsideNoticeSeconds,
            important: false)
    }

    /// A save that failed after the action that made it (the Apple app saves in the
    /// background): the player is told once, as when a save fails at once.
    package mutating func reportSaveFailure(_ error: any Error, at now: Double) {
        notices.reportSaveFailure(error, at: now)
    }

    /// Tells the controller whether the player can see the game: a terminal too small for it
    /// shows only a line saying so, a window may be minimised. While they cannot, every intent
    /// is dropped (only quitting, which the front end handles itself, still works), messages
    /// that must not be missed wait and show in full once the game is seen again, and so does
    /// a Game Over panel's grace.
    package mutating func setScreenVisible(_ visible: Bool, at now: Double) {
        advance(to: now)
        guard visible != isScreenVisible else { return }
        guard visible else {
            notices.hide(at: now)
            return
        }
        // Only minutes the game was seen count towards a reality check.
        if let hidden = notices.hiddenSince { realityCheck?.from += now - hidden }
        notices.reveal(at: now)
        panels.screenShown(at: now)
    }

    /// Fires what is due by `now`: the landing of the reels plays the outcome's sounds, and a
    /// reality check that came due on the main screen comes up, once any spin in flight has
    /// landed. Front ends call it before drawing each frame.
    package mutating func advance(to now: Double) {
        if let due = realityCheckDue, due <= now {
            panels.openAwaitingQuiet(.realityCheck, at: max(now, spin?.landsAt ?? now))
        }
        guard var flight = spin, !flight.cuesPlayed, now >= flight.landsAt else { return }
        flight.cuesPlayed = true
        spin = flight
        if !flight.landingCues.isEmpty { environment.perform(flight.landingCues, flight.landsAt) }
    }

    /// When the player's minutes of play seen are up, while the game is seen and nothing
    /// covers the main screen: a panel the player opened is theirs to close first, and Game
    /// Over has nothing left to play.
    private var realityCheckDue: Double? {
        guard let check = realityCheck, let minutes = settings.realityCheckMinutes,
            isScreenVisible, panels.panel == nil
        else { return nil }
        return check.from + Double(minutes) * check.minute
    }

    /// The reality check's choices, which c in Info and the Apple app's setting go through
    /// after off; a number of minutes given on the command line goes on to the next larger.
    package static let realityCheckChoices = [15, 30, 60]

    /// Seconds in a minute of the reality check: 60, unless `CASINO_REALITY_CHECK_MINUTE` in
    /// `environment` makes it shorter for a test that waits for a check.
    package static func realityCheckMinute(environment: [String: String]) -> Double {
        let seconds = environment["CASINO_REALITY_CHECK_MINUTE"].flatMap(Double.init) ?? 60
        return seconds > 0 && seconds < 60 ? seconds : 60
    }

    // MARK: - Output

    /// Whether reels are moving at `now` (spin input is ignored then).
    package func isSpinning(at now: Double) -> Bool {
        spin.map { now < $0.landsAt } ?? false
    }

    /// The timeline the next spin runs on: the spec's slide, or a cross-fade under reduced
    /// motion.
    package var spinTimeline: SpinTimeline {
        settings.reducedMotion ? .reducedMotion : .spec
    }

    /// The spin in flight at `now`, as times a front end can schedule instead of drawing every
    /// frame (SwiftUI's `withAnimation`, a timer): when the icons are hidden and show their
    /// new symbols, and when the reels land and the result is revealed. Nil when no reels move.
    package func spinTiming(at now: Double) -> SpinTiming? {
        guard let spin, now < spin.landsAt else { return nil }
        return SpinTiming(
            start: spin.start, hidden: spin.start + spin.timeline.leaving,
            lands: spin.landsAt, timeline: spin.timeline)
    }

    /// The panel the player is looking at `now`, which decides what keys mean.
    package func visiblePanel(at now: Double) -> Panel? {
        panels.visible(at: now)
    }

    /// The screen at `now`.
    package func screen(at now: Double) -> Screen {
        let flight = spin.flatMap { now < $0.landsAt ? $0 : nil }
        let reels = flight?.reels(at: now) ?? game.stops.map { ReelFrame(stop: $0) }
        // Until the reels land, the screen shows the game as it was at the press.
        let shown = flight?.before ?? game
        let pulseFrame = pulse.flatMap { pulse -> PulseFrame? in
            let strength = pulse.strength(at: now)
            return strength > 0 ? PulseFrame(kind: pulse.kind, strength: strength) : nil
        }
        return Screen(
            rules: game.rules, reels: reels, coins: shown.coins, highScore: shown.highScore,
            bet: shown.bet, isSpinning: flight != nil, pulse: pulseFrame,
            panel: panelFrame(at: now), history: shown.history, statistics: shown.statistics,
            sessionNet: sessionNet - (flight?.net ?? 0),
            sessionSpins: sessionSpins - (flight == nil ? 0 : 1),
            sessionElapsed: now - sessionStart,
            settings: settings,
            outcome: outcome.flatMap { now >= $0.from ? $0.outcome : nil },
            notice: notices.opened ?? notices.text(at: now), replaySeed: replaySeed,
            landsAt: flight?.landsAt, language: texts.language,
            noticeShort: notices.opened == nil ? notices.notice(at: now)?.message.short : nil,
            isNoticeOpen: notices.opened != nil)
    }

    /// When the screen next changes by itself: every frame while something moves, else the
    /// next timed change (a notice expiring, the session clock's next minute), so a front end
    /// can sleep until then and use no CPU while idle.
    package func nextChange(after now: Double) -> Wake {
        if isSpinning(at: now) { return .everyFrame }
        if let pulse, now < pulse.end, !pulse.steady { return .everyFrame }
        if let frame = panelFrame(at: now), frame.presence < 1 || frame.isClosing {
            return .everyFrame
        }
        var times = notices.changeTimes + panels.changeTimes
        if let pulse { times.append(pulse.end) }
        if let outcome { times.append(outcome.from) }
        if let realityCheckDue { times.append(realityCheckDue) }
        let steps = ((now - sessionStart) / Self.sessionClockStep).rounded(.down) + 1
        let nextClockStep = sessionStart + steps * Self.sessionClockStep
        return .at(times.filter { $0 > now }.reduce(nextClockStep, min))
    }

    /// What a game says as it ends at `now`: the session's minutes, spins and net, with a spin
    /// still in flight counted, as it is saved.
    package func goodbye(at now: Double) -> String {
        texts.goodbye(elapsed: now - sessionStart, spins: sessionSpins, net: sessionNet)
    }

    private func panelFrame(at now: Double) -> PanelFrame? {
        panels.frame(at: now, reducedMotion: settings.reducedMotion)
    }
}
