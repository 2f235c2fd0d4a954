import CasinoEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs one play session for any front end: turns intents into engine actions, saves before
/// anything is shown, times sounds and panels to the animation, and describes the screen at
/// any instant as a ``Screen``.
///
/// Times are seconds on a monotonic clock chosen by the front end; the controller never reads
/// a clock itself, so tests step time exactly.
public struct PlayController {
    /// The engine's state, committed and saved. While reels move it is AHEAD of the screen
    /// (it already holds the result the player must not see yet), so front ends draw
    /// ``screen(at:)`` and read ``committedGame`` only to save, replay or test.
    private(set) var game: Game
    public var committedGame: Game { game }
    /// The rules being played.
    public var rules: Rules { game.rules }
    public private(set) var settings: Preferences
    private var generator: any RandomNumberGenerator
    private var environment: PlayEnvironment

    private let sessionStart: Double
    private var spin: SpinInFlight?
    private var panel: Panel?
    /// When the current panel appears (for the Game Over panel: when the reels land).
    private var panelSince: Double
    /// The Info sheet sliding away, and since when.
    private var infoClosingSince: Double?
    private var pulse: Pulse?
    private var outcome: (outcome: Outcome, from: Double)?
    /// Feedback on the last key (a lowered bet, "Sound off."): replaced by the next one.
    private var notice: Notice?
    /// Messages the player must not miss (a damaged save file, a save failure, no sound):
    /// shown one after another, each for its full time, never replaced.
    private var announcements: [Notice] = []
    /// Winnings minus stakes of every spin committed this session, the one in flight included.
    private var sessionNet = 0
    /// Set for a replay, which the screen must say it is.
    private let replaySeed: UInt64?
    private var hasWarnedAboutSaving = false
    /// Since when the Game Over panel a spin brought up has had quiet: it takes an answer
    /// only ``gameOverGrace`` seconds after it appeared on screen and after the last key
    /// pressed at it. Nil when it takes answers (or no spin brought it up).
    private var gameOverQuietSince: Double?
    /// Whether the player can see the game now (see ``setScreenVisible(_:at:)``).
    public private(set) var isScreenVisible = true
    /// Since when the game has been out of sight, while it is.
    private var hiddenSince: Double?
    /// Messages that matter beyond their seconds on screen (where a damaged save went, that
    /// saving is off), in the order they came, each once.
    public private(set) var importantNotices: [String] = []

    /// Seconds an Info sheet takes to slide up, and to slide away.
    static let sheetRise = 0.35
    static let sheetFall = 0.25

    /// Seconds a Game Over panel brought up by a spin must have been on screen, with no key
    /// pressed at it, before it takes an answer. A player mashing Enter (about ten presses a
    /// second) keeps it up until they stop and look; a player who has read it and presses
    /// Enter on purpose waits less than a second.
    public static let gameOverGrace = 0.8

    /// Words a second a player reads: a long notice stays up long enough to be read.
    static let readingWordsPerSecond = 3.0
    /// Seconds to notice that a message appeared, before reading it.
    static let readingStart = 2.0

    /// - Parameters:
    ///   - notice: a message to show first, such as "your damaged save file was moved aside".
    ///   - replaySeed: the seed of a replay (a session that never touches the player's save),
    ///     shown on screen for as long as it plays.
    public init(
        game: Game, settings: Preferences, generator: any RandomNumberGenerator,
        environment: PlayEnvironment, now: Double, notice: String? = nil,
        replaySeed: UInt64? = nil
    ) {
        self.replaySeed = replaySeed
        self.game = game
        self.settings = settings
        self.generator = generator
        self.environment = environment
        sessionStart = now
        panelSince = now
        if game.isGameOver { panel = .gameOver }
        if let notice { announce(notice, at: now, seconds: 10, important: true) }
    }

    // MARK: - Input

    /// Applies what the player asked for at `now`.
    public mutating func handle(_ intent: Intent, at now: Double) {
        advance(to: now)
        // Nothing the player cannot see happens: no spin, bet or reset behind a screen that
        // is too small to show the game. The player is told why the key did nothing.
        guard isScreenVisible else {
            show(Texts.keysWaitForScreen, at: now)
            return
        }
        if isSpinning(at: now) {
            // No double spins, no bet or panel changes under moving reels.
            switch intent {
            case .toggleMute, .toggleReducedMotion: break
            default: return
            }
        }
        if panel == .gameOver, let since = gameOverQuietSince {
            switch intent {
            case .toggleMute, .toggleReducedMotion: break
            default:
                // A key from the burst that lost the game: the panel stays, and the quiet it
                // waits for starts again.
                guard now >= since + Self.gameOverGrace else {
                    gameOverQuietSince = max(since, now)
                    return
                }
                gameOverQuietSince = nil
            }
        }
        switch intent {
        case .spin:
            guard panel == nil else { return }
            startSpin(at: now)
        case .selectBet(let amount):
            guard panel == nil else { return }
            let feedback = game.send(
                .betSelected(amount), using: &generator, at: environment.date())
            commit(feedback, at: now)
            for case .betUnaffordable(let amount) in feedback.cues {
                show("You need \(amount) coins to bet \(amount).", at: now)
            }
        case .info:
            switch panel {
            case .info: closeInfo(at: now)
            case nil, .history:
                open(.info, at: now)
                commit(
                    game.send(.infoButtonTapped, using: &generator, at: environment.date()), at: now
                )
            case .gameOver, .resetConfirm: break
            }
        case .closePanel:
            switch panel {
            case .info: closeInfo(at: now)
            case .history, .resetConfirm: closePanel(at: now)
            case .gameOver, nil: break
            }
        case .requestReset:
            switch panel {
            case nil, .gameOver, .history: open(.resetConfirm, at: now)
            case .info, .resetConfirm: break
            }
        case .confirmReset:
            guard panel == .resetConfirm else { return }
            commit(game.send(.resetConfirmed, using: &generator, at: environment.date()), at: now)
            panel = nil
            outcome = nil
            show("Money back to \(game.coins), high score 0.", at: now)
        case .newGame:
            guard panel == .gameOver else { return }
            commit(
                game.send(.newGameButtonTapped, using: &generator, at: environment.date()), at: now)
            panel = nil
            outcome = nil
        case .toggleMute:
            settings.muted.toggle()
            environment.setMuted(settings.muted)
            save(at: now)
            show(settings.muted ? "Sound off." : "Sound on.", at: now)
        case .toggleReducedMotion:
            settings.reducedMotion.toggle()
            save(at: now)
            show(settings.reducedMotion ? "Reduced motion on." : "Reduced motion off.", at: now)
        case .history:
            switch panel {
            case .history: closePanel(at: now)
            case .info:
                closeInfo(at: now)
                open(.history, at: now)
            case nil, .gameOver: open(.history, at: now)
            case .resetConfirm: break
            }
        }
    }

    /// Keeps the desktop window's size in the settings, so it reopens as the player left it;
    /// saved when it changed.
    public mutating func setWindowSize(_ size: WindowSize, at now: Double) {
        guard settings.windowSize != size else { return }
        settings.windowSize = size
        save(at: now)
    }

    /// Shows a message from outside the game (the sound system saying it found no way to
    /// play, say). An `important` one is also kept in ``importantNotices``, for the front end
    /// to repeat where it outlasts the screen (the terminal prints them when the game ends).
    public mutating func notify(_ text: String, at now: Double, important: Bool = false) {
        announce(text, at: now, seconds: 6, important: important)
    }

    /// Tells the controller whether the player can see the game: a terminal too small for it
    /// shows only a line saying so, a window may be minimised. While they cannot, every intent
    /// is dropped (only quitting, which the front end handles itself, still works), messages
    /// that must not be missed wait and show in full once the game is seen again, and so does
    /// a Game Over panel's grace.
    public mutating func setScreenVisible(_ visible: Bool, at now: Double) {
        advance(to: now)
        guard visible != isScreenVisible else { return }
        isScreenVisible = visible
        guard visible else {
            hiddenSince = now
            return
        }
        let since = hiddenSince ?? now
        hiddenSince = nil
        if let quiet = gameOverQuietSince { gameOverQuietSince = max(quiet, now) }
        if notice?.text == Texts.keysWaitForScreen { notice = nil }
        // Every message cut short (or not begun) while out of sight starts again, whole.
        var from = now
        announcements = announcements.map { old in
            guard old.until > since else { return old }
            defer { from += old.until - old.from }
            return Notice(text: old.text, from: from, until: from + old.until - old.from)
        }
    }

    /// Fires what is due by `now`: the landing of the reels plays the outcome's sounds.
    /// Front ends call it before drawing each frame.
    public mutating func advance(to now: Double) {
        guard var flight = spin, !flight.cuesPlayed, now >= flight.landsAt else { return }
        flight.cuesPlayed = true
        spin = flight
        if !flight.landingCues.isEmpty { environment.perform(flight.landingCues) }
    }

    // MARK: - Output

    /// Whether reels are moving at `now` (spin input is ignored then).
    public func isSpinning(at now: Double) -> Bool {
        guard let spin else { return false }
        return now < spin.landsAt
    }

    /// The timeline the next spin runs on: the spec's slide, or a cross-fade under reduced
    /// motion.
    public var spinTimeline: SpinTimeline {
        settings.reducedMotion ? .reducedMotion : .spec
    }

    /// The spin in flight at `now`, as times a front end can schedule instead of drawing every
    /// frame (SwiftUI's `withAnimation`, a timer): when the icons are hidden and show their
    /// new symbols, and when the reels land and the result is revealed. Nil when no reels move.
    public func spinTiming(at now: Double) -> SpinTiming? {
        guard let spin, now < spin.landsAt else { return nil }
        return SpinTiming(
            start: spin.start, hidden: spin.start + spin.timeline.leaving,
            lands: spin.landsAt, timeline: spin.timeline)
    }

    /// The panel the player is looking at `now`, which decides what keys mean.
    public func visiblePanel(at now: Double) -> Panel? {
        guard let panel, now >= panelSince else { return nil }
        return panel
    }

    /// The screen at `now`.
    public func screen(at now: Double) -> Screen {
        let flight = spin.flatMap { now < $0.landsAt ? $0 : nil }
        let reels: [ReelFrame]
        if let flight {
            reels = zip(flight.from, flight.record.stops).map {
                flight.timeline.frame(from: $0, to: $1, elapsed: now - flight.start)
            }
        } else {
            reels = game.stops.map { ReelFrame(stop: $0) }
        }
        let shown = flight?.before ?? Counters(game)
        let pulseFrame = pulse.flatMap { pulse -> PulseFrame? in
            let strength = pulse.strength(at: now)
            return strength > 0 ? PulseFrame(kind: pulse.kind, strength: strength) : nil
        }
        let inFlightNet = flight.map { $0.record.moneyAfter - $0.record.moneyBefore } ?? 0
        return Screen(
            rules: game.rules, reels: reels, coins: shown.coins, highScore: shown.highScore,
            bet: shown.bet, isSpinning: flight != nil, pulse: pulseFrame,
            panel: panelFrame(at: now), history: flight?.historyBefore ?? game.history,
            statistics: flight?.statisticsBefore ?? game.statistics,
            sessionNet: sessionNet - inFlightNet, sessionElapsed: now - sessionStart,
            settings: settings,
            outcome: outcome.flatMap { now >= $0.from ? $0.outcome : nil },
            notice: ([notice].compactMap { $0 } + (isScreenVisible ? announcements : [])).first {
                now >= $0.from && now < $0.until
            }?.text, replaySeed: replaySeed)
    }

    /// When the screen next changes by itself: every frame while something moves, else the
    /// next timed change (a notice expiring, the session clock's next minute), so a front end
    /// can sleep until then and use no CPU while idle.
    public func nextChange(after now: Double) -> Wake {
        if isSpinning(at: now) { return .everyFrame }
        if let pulse, now < pulse.end, !pulse.steady { return .everyFrame }
        if let panelFrame = panelFrame(at: now), panelFrame.presence < 1 || panelFrame.isClosing {
            if now >= panelSince || infoClosingSince != nil { return .everyFrame }
        }
        var times: [Double] = []
        if let pulse { times.append(pulse.end) }
        for notice in [notice].compactMap({ $0 }) + announcements {
            times += [notice.from, notice.until]
        }
        if let outcome { times.append(outcome.from) }
        if let since = gameOverQuietSince { times.append(since + Self.gameOverGrace) }
        times.append(panelSince)
        let minutes = ((now - sessionStart) / 60).rounded(.down) + 1
        times.append(sessionStart + minutes * 60)
        return .at(times.filter { $0 > now }.min()!)
    }

    // MARK: - Steps

    private mutating func startSpin(at now: Double) {
        let before = Counters(game)
        let from = game.stops
        let previousHistory = game.history
        let previousStatistics = game.statistics
        let feedback = game.send(.spinButtonTapped, using: &generator, at: environment.date())
        guard let record = feedback.spin else { return }
        notice = nil
        save(at: now)
        let immediate = feedback.cues.filter { $0 == .play(.spin) }
        let landing = feedback.cues.filter { $0 != .play(.spin) }
        let timeline = spinTimeline
        let flight = SpinInFlight(
            record: record, from: from, start: now, timeline: timeline, before: before,
            historyBefore: previousHistory, statisticsBefore: previousStatistics,
            landingCues: landing)
        spin = flight
        environment.perform(immediate)

        let landsAt = flight.landsAt
        sessionNet += record.moneyAfter - record.moneyBefore
        let kind: Pulse.Kind =
            record.isNewHighScore ? .highScore : record.isWin ? .win : .loss
        pulse = Pulse(kind: kind, start: landsAt, steady: settings.reducedMotion)
        let result: Outcome =
            record.isNewHighScore
            ? .newHighScore(prize: record.prize, highScore: game.highScore)
            : record.isWin ? .win(prize: record.prize) : .loss(stake: record.bet)
        outcome = (result, landsAt)
        for case .betLowered(_, let to) in landing {
            notice = Notice(
                text: "Bet lowered to \(to): you have \(game.coins) coins.", from: landsAt,
                until: landsAt + 4)
        }
        if game.isGameOver {
            panel = .gameOver
            panelSince = landsAt
            infoClosingSince = nil
            gameOverQuietSince = landsAt
        }
    }

    /// Saves when the action changed the game, then plays its cues: the player never hears or
    /// sees an outcome that is not on disk.
    private mutating func commit(_ feedback: Feedback, at now: Double) {
        if feedback.changedState { save(at: now) }
        if !feedback.cues.isEmpty { environment.perform(feedback.cues) }
    }

    private mutating func save(at now: Double) {
        do {
            game.adoptHighScore(try environment.save(SaveData(game: game, settings: settings)))
        } catch {
            guard !hasWarnedAboutSaving else { return }
            hasWarnedAboutSaving = true
            announce(
                "Can't save the game (\(error)); playing on without saving.", at: now, seconds: 8,
                important: true)
        }
    }

    private mutating func open(_ newPanel: Panel, at now: Double) {
        panel = newPanel
        panelSince = now
    }

    private mutating func closeInfo(at now: Double) {
        commit(game.send(.infoDismissed, using: &generator, at: environment.date()), at: now)
        infoClosingSince = settings.reducedMotion ? nil : now
        closePanel(at: now)
    }

    /// Closes the top panel; a game that is over goes back to its Game Over panel.
    private mutating func closePanel(at now: Double) {
        panel = game.isGameOver ? .gameOver : nil
        panelSince = now
    }

    /// Queues a message the player must read after any still showing, for at least
    /// `seconds` and as long as it takes to read.
    private mutating func announce(
        _ text: String, at now: Double, seconds: Double, important: Bool
    ) {
        announcements.removeAll { $0.until <= now }
        let from = max(now, announcements.last?.until ?? now)
        let words = Double(text.split(separator: " ").count)
        let reading = Self.readingStart + words / Self.readingWordsPerSecond
        announcements.append(Notice(text: text, from: from, until: from + max(seconds, reading)))
        if important, !importantNotices.contains(text) { importantNotices.append(text) }
    }

    private mutating func show(_ text: String, at now: Double) {
        notice = Notice(text: text, from: now, until: now + 4)
    }

    private func panelFrame(at now: Double) -> PanelFrame? {
        if let panel, now >= panelSince {
            let age = now - panelSince
            let presence: Double
            switch panel {
            case _ where settings.reducedMotion: presence = 1
            case .info: presence = UnitBezier.easeOut.progress(at: age / Self.sheetRise)
            // The spec shows Game Over at once (no transition), as it does these two.
            case .gameOver, .resetConfirm, .history: presence = 1
            }
            let answering =
                panel != .gameOver
                || gameOverQuietSince.map { now >= $0 + Self.gameOverGrace }
                    ?? true
            return PanelFrame(panel: panel, presence: presence, isAnswering: answering)
        }
        if let since = infoClosingSince, now - since < Self.sheetFall {
            let fall = UnitBezier.easeOut.progress(at: (now - since) / Self.sheetFall)
            return PanelFrame(panel: .info, presence: 1 - fall, isClosing: true)
        }
        return nil
    }
}

/// A spin's moments on the controller's clock (see ``PlayController/spinTiming(at:)``).
public struct SpinTiming: Sendable, Hashable {
    /// The press.
    public var start: Double
    /// The icons have left: from here the new symbols come down into place.
    public var hidden: Double
    /// The reels are in place: the result (counters, sounds, Game Over) shows.
    public var lands: Double
    /// The curve and durations the icons move by.
    public var timeline: SpinTimeline
}

/// When a front end should draw next without input.
public enum Wake: Sendable, Hashable {
    /// Something moves: draw at the display's frame rate.
    case everyFrame
    /// Nothing moves until this time.
    case at(Double)
}

/// The three numbers on screen that a spin changes.
struct Counters: Hashable {
    var coins: Int
    var highScore: Int
    var bet: Int

    init(_ game: Game) {
        coins = game.coins
        highScore = game.highScore
        bet = game.bet
    }
}

/// A spin committed by the engine whose reels are still moving (or have landed).
struct SpinInFlight {
    var record: SpinRecord
    var from: [Int]
    var start: Double
    var timeline: SpinTimeline
    var before: Counters
    var historyBefore: [SpinRecord]
    var statisticsBefore: Statistics
    /// Sounds and haptics the outcome plays when the reels land.
    var landingCues: [Cue]
    var cuesPlayed = false

    var landsAt: Double { start + timeline.duration }
}

struct Notice {
    var text: String
    var from: Double
    var until: Double
}
