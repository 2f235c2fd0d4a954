import CasinoEngine
import CasinoPersistence
import CasinoSharedModels
import TestSupport
import Testing

@testable import CasinoPresentation

private let miss = outcome([0, 1, 2])

@Test func whileTheScreenCannotShowTheGameNoIntentActsAndThePlayerIsTold() {
    let recorder = Recorder()
    var controller = makeController(outcomes: [miss], recorder: recorder)
    controller.setScreenVisible(false, at: 0)
    for intent: Intent in [
        .spin, .selectBet(Rules.classic.betOptions[1]), .requestReset, .confirmReset, .toggleMute,
        .info, .history,
    ] {
        controller.handle(intent, at: 1)
    }
    #expect(controller.committedGame.statistics.spins == 0)
    #expect(controller.committedGame.bet == Rules.classic.defaultBet)
    #expect(controller.settings == Preferences())
    #expect(recorder.events.isEmpty, "nothing saved, nothing played")
    #expect(controller.screen(at: 1).panel == nil)
    #expect(controller.screen(at: 1).notice == Texts.english.keysWaitForScreen)

    controller.setScreenVisible(true, at: 2)
    #expect(controller.screen(at: 2).notice == nil, "the reason goes with the small screen")
    controller.handle(.spin, at: 2)
    #expect(controller.committedGame.statistics.spins == 1, "keys act again once the game is seen")
}

/// A game one losing spin from Game Over, lost at time 0 (the reels land at 1).
private func lostGame(recorder: Recorder = Recorder()) -> PlayController {
    var controller = makeController(
        game: Game(rules: .classic, coins: 10, bet: 10, highScore: 50), outcomes: [miss],
        recorder: recorder)
    controller.handle(.spin, at: 0)
    return controller
}

@Test func enterMashedThroughTheLosingSpinDoesNotDismissGameOver() {
    var controller = lostGame()
    let grace = PanelStack.answerGrace
    // Ten presses a second, from the press that lost until well after the landing.
    var time = 0.1
    while time < 3 {
        controller.handle(.newGame, at: time)
        time += 0.1
    }
    #expect(controller.committedGame.coins == 0, "still over: no NEW GAME from the burst")
    #expect(controller.screen(at: time).panel?.panel == .gameOver)
    #expect(controller.screen(at: time).panel?.isAnswering == false)
    // The player stops, looks, and presses Enter on purpose.
    let last = time - 0.1
    #expect(controller.screen(at: last + grace).panel?.isAnswering == true)
    #expect(controller.nextChange(after: last + 0.01) == .at(last + grace), "wakes to show it")
    controller.handle(.newGame, at: last + grace)
    #expect(controller.committedGame.coins == 100)
    #expect(controller.screen(at: last + grace).panel == nil)
}

@Test func gameOverTakesAnAnswerOnceItHasBeenSeenForTheGraceTime() {
    let grace = PanelStack.answerGrace
    var early = lostGame()
    early.handle(.newGame, at: 1 + grace - 0.01)
    #expect(early.committedGame.coins == 0, "too soon after the reels landed")

    var patient = lostGame()
    #expect(patient.screen(at: 1).panel?.isAnswering == false)
    patient.handle(.newGame, at: 1 + grace)
    #expect(patient.committedGame.coins == 100, "a deliberate press after the grace time")

    var muting = lostGame()
    muting.handle(.toggleMute, at: 1.1)
    #expect(muting.settings.muted, "sound keys still work on the panel")
    muting.handle(.newGame, at: 1 + grace)
    #expect(muting.committedGame.coins == 100, "and do not restart the wait")
}

@Test func gameOverReachedWhileTheScreenWasTooSmallWaitsUntilItIsSeen() {
    let grace = PanelStack.answerGrace
    var controller = lostGame()
    controller.setScreenVisible(false, at: 0.5)
    controller.setScreenVisible(true, at: 5)
    controller.handle(.newGame, at: 5.1)
    #expect(controller.committedGame.coins == 0, "the panel has only just come into view")
    controller.handle(.newGame, at: 5.1 + grace)
    #expect(controller.committedGame.coins == 100)
}

@Test func aGameThatIsAlreadyOverAtStartAnswersAtOnce() {
    var controller = makeController(game: Game(rules: .classic, coins: 0, bet: 10, highScore: 50))
    controller.handle(.newGame, at: 0.1)
    #expect(controller.committedGame.coins == 100, "no burst of keys brought this panel up")
}

@Test func importantNoticesAreKeptAndLongOnesStayLongEnoughToRead() {
    let recorder = Recorder()
    recorder.failSaves = true
    let damaged =
        "Your save file had negative money and a negative score; it was moved to "
        + "/home/player/.local/state/rmit-casino/save.damaged-2026-12-01.json and a new game "
        + "started with 100 coins."
    var controller = makeController(
        outcomes: [miss], recorder: recorder, notices: [Message(damaged)])
    controller.report(.noPlayerOnThisSystem, at: 0)
    controller.handle(.spin, at: 1)
    #expect(controller.importantNotices.count == 2)
    #expect(controller.importantNotices.first == damaged)
    #expect(controller.importantNotices.last?.contains("Can't save") == true)
    #expect(!controller.importantNotices.contains(noSound))
    let words = Double(damaged.split(separator: " ").count)
    #expect(controller.screen(at: words / 3).notice == damaged, "up while it is being read")
}

@Test func aWarningGivenWhileTheScreenIsTooSmallWaitsToBeSeenWhole() {
    var controller = makeController()
    controller.setScreenVisible(false, at: 0)
    controller.report(.noPlayerOnThisSystem, at: 1)
    #expect(controller.screen(at: 2).notice == nil, "not under the \"too small\" line")
    controller.setScreenVisible(true, at: 30)
    #expect(controller.screen(at: 30).notice == noSound)
    #expect(controller.screen(at: 35).notice == noSound, "for its full time")
    #expect(controller.screen(at: 37).notice == nil)
}

/// What the sound system's report says, in English.
private let noSound = Texts.english.soundProblem(.noPlayerOnThisSystem).text
