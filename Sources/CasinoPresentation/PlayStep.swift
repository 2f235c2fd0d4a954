import CasinoEngine
import CasinoSharedModels
import CasinoSystem

/// One thing an intent does. An intent is a short list of them (``steps(for:on:)``), so what
/// every key does on every panel reads as one table, and doing them is one switch.
enum PlayStep: Sendable, Hashable {
    case spin
    /// Sends the action to the engine, saves what it changed, plays its cues.
    case send(Action)
    /// Sends the bet, saying so when the money cannot cover it.
    case selectBet(Int)
    case open(Panel)
    /// Closes the panel up (back to Game Over when the game is over); the Info sheet slides
    /// away unless motion is reduced.
    case closePanel
    /// Takes the panel away, and the last spin's line with it: the game starts afresh.
    case dismiss
    case sayMoneyBack
    case toggleMute
    case toggleReducedMotion
    case cycleRealityCheck
    /// Counts the minutes to the next reality check from now: the player answered this one.
    case restartRealityCheck
    case readNotice

    /// What `intent` does while `panel` is up; nothing when a panel is in the way.
    static func steps(for intent: Intent, on panel: Panel?) -> [PlayStep] {
        switch (intent, panel) {
        case (.spin, nil): [.spin]
        case (.selectBet(let amount), nil): [.selectBet(amount)]
        case (.info, nil), (.info, .history?): [.open(.info), .send(.infoButtonTapped)]
        case (.info, .info?), (.closePanel, .info?): [.send(.infoDismissed), .closePanel]
        case (.closePanel, .history?), (.closePanel, .resetConfirm?): [.closePanel]
        case (.closePanel, .realityCheck?): [.closePanel, .restartRealityCheck]
        case (.cycleRealityCheck, .info?): [.cycleRealityCheck]
        case (.requestReset, nil), (.requestReset, .gameOver?), (.requestReset, .history?):
            [.open(.resetConfirm)]
        case (.confirmReset, .resetConfirm?): [.send(.resetConfirmed), .dismiss, .sayMoneyBack]
        case (.newGame, .gameOver?): [.send(.newGameButtonTapped), .dismiss]
        case (.toggleMute, _): [.toggleMute]
        case (.toggleReducedMotion, _): [.toggleReducedMotion]
        case (.readNotice, _): [.readNotice]
        case (.history, nil), (.history, .gameOver?): [.open(.history)]
        case (.history, .history?): [.closePanel]
        case (.history, .info?): [.send(.infoDismissed), .closePanel, .open(.history)]
        case (.spin, _), (.selectBet, _), (.info, _), (.closePanel, _), (.requestReset, _),
            (.confirmReset, _), (.newGame, _), (.history, _), (.cycleRealityCheck, _):
            []
        }
    }
}

// The steps themselves live beside their table; the state they change is the controller's.
extension PlayController {
    mutating func perform(_ step: PlayStep, at now: Double) {
        switch step {
        case .spin: startSpin(at: now)
        case .send(let action): send(action, at: now)
        case .selectBet(let amount): selectBet(amount, at: now)
        case .open(let panel): panels.open(panel, at: now)
        case .closePanel:
            panels.close(at: now, gameIsOver: game.isGameOver, animated: !settings.reducedMotion)
        case .dismiss:
            panels.dismiss()
            outcome = nil
        case .sayMoneyBack: notices.showFeedback(texts.moneyBack(game.coins), from: now)
        case .toggleMute: toggleMute(at: now)
        case .toggleReducedMotion: toggleReducedMotion(at: now)
        case .cycleRealityCheck:
            let minutes = settings.realityCheckMinutes ?? 0
            settings.realityCheckMinutes = Self.realityCheckChoices.first { $0 > minutes }
            realityCheck?.from = now
            // Info's row shows the choice: no notice repeats it.
            save(at: now)
        case .restartRealityCheck: realityCheck?.from = now
        case .readNotice: notices.open(at: now)
        }
    }

    private mutating func startSpin(at now: Double) {
        let before = game
        let feedback = game.send(.spinButtonTapped, using: &generator, at: environment.wallTime)
        guard let record = feedback.spin else { return }
        notices.clearFeedback()
        save(at: now)
        let flight = SpinInFlight(
            record: record, before: before, start: now, timeline: spinTimeline,
            cues: feedback.cues)
        spin = flight
        environment.perform(flight.pressCues, now)

        let landsAt = flight.landsAt
        sessionNet += flight.net
        sessionSpins += 1
        pulse = Pulse(kind: flight.pulseKind, start: landsAt, steady: settings.reducedMotion)
        outcome = (flight.outcome(highScore: game.highScore), landsAt)
        for case .betLowered(_, let to) in flight.landingCues {
            notices.showFeedback(texts.betLowered(to: to, coins: game.coins), from: landsAt)
        }
        if game.isGameOver { panels.openAwaitingQuiet(.gameOver, at: landsAt) }
    }

    private mutating func selectBet(_ amount: Int, at now: Double) {
        for case .betUnaffordable(let bet) in send(.betSelected(amount), at: now).cues {
            notices.showFeedback(texts.betNeedsCoins(bet), from: now)
        }
    }

    private mutating func toggleMute(at now: Double) {
        settings.muted.toggle()
        environment.setMuted(settings.muted)
        save(at: now)
        notices.showFeedback(texts.sound(on: !settings.muted), from: now)
        if !settings.muted { sayNoSound(at: now) }
    }

    private mutating func toggleReducedMotion(at now: Double) {
        settings.reducedMotion.toggle()
        save(at: now)
        notices.showFeedback(texts.reducedMotion(on: settings.reducedMotion), from: now)
    }

    /// Sends `action` to the engine, saves when it changed the game, then plays its cues: the
    /// player never hears or sees an outcome that is not on disk.
    @discardableResult
    private mutating func send(_ action: Action, at now: Double) -> Feedback {
        let feedback = game.send(action, using: &generator, at: environment.wallTime)
        if feedback.changedState { save(at: now) }
        if !feedback.cues.isEmpty { environment.perform(feedback.cues, now) }
        return feedback
    }

    mutating func save(at now: Double) {
        do {
            game.adoptHighScore(try environment.save(SaveData(game: game, settings: settings)))
        } catch {
            notices.reportSaveFailure(error, at: now)
        }
    }
}
