import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import TestSupport
import Testing

private let cherries = outcome([2, 2, 2])
private let miss = outcome([0, 1, 2])

@Test func theOutcomeIsRevealedWhenTheReelsLand() {
    var controller = makeController(outcomes: [cherries])
    controller.handle(.spin, at: 10)
    let midSpin = controller.screen(at: 10.65)
    #expect(midSpin.coins == 100, "money shows the old value while reels move")
    #expect(midSpin.highScore == 0)
    #expect(midSpin.isSpinning)
    #expect(midSpin.outcome == nil)
    #expect(midSpin.pulse == nil)
    #expect(controller.committedGame.coins == 200, "the engine committed at the press")

    let landed = controller.screen(at: 11.0)
    #expect(landed.coins == 200)
    #expect(landed.highScore == 200)
    #expect(landed.outcome == .newHighScore(prize: 100, highScore: 200))
    #expect(!landed.isSpinning)
    #expect(landed.reels.map(\.stop) == [2, 2, 2])
}

@Test func theGameIsSavedBeforeAnySoundAndLandingSoundsWaitForTheReels() {
    let recorder = Recorder()
    var controller = makeController(outcomes: [cherries], recorder: recorder)
    controller.handle(.spin, at: 0)
    #expect(
        recorder.events == [
            .saved(coins: 200, highScore: 200, bet: 10, muted: false, reducedMotion: false),
            .cues([.play(.spin)]),
        ])
    controller.advance(to: 0.99)
    #expect(recorder.events.count == 2, "nothing more until the reels land")
    controller.advance(to: 1.0)
    #expect(recorder.cues.last == [.haptic(.success), .play(.highscore), .haptic(.success)])
    controller.advance(to: 2.0)
    #expect(recorder.events.count == 3, "landing cues play once")
}

@Test func spinInputIsIgnoredWhileReelsMove() {
    var controller = makeController(outcomes: [miss, miss])
    controller.handle(.spin, at: 0)
    controller.handle(.spin, at: 0.5)
    controller.handle(.selectBet(Rules.classic.betOptions[1]), at: 0.6)
    #expect(controller.committedGame.statistics.spins == 1)
    #expect(controller.committedGame.bet == Rules.classic.defaultBet)
    controller.handle(.spin, at: 1.0)
    #expect(controller.committedGame.statistics.spins == 2, "a spin after landing is taken")
}

@Test func aLossFlashesRedAndAWinPulsesGoldAtLanding() {
    var controller = makeController(outcomes: [miss, cherries])
    controller.handle(.spin, at: 0)
    #expect(controller.screen(at: 0.99).pulse == nil)
    #expect(controller.screen(at: 1.0).pulse?.kind == .loss)
    #expect(controller.screen(at: 1.0).pulse?.strength == 1)
    #expect(controller.screen(at: 1.5).pulse == nil, "the flash is brief")
    controller.handle(.spin, at: 2)
    let pulse = controller.screen(at: 3.2).pulse
    #expect(pulse?.kind == .highScore)
    #expect((pulse?.strength ?? 0) > 0.5)
}

@Test func gameOverPanelAppearsWhenTheLastCoinsLand() {
    let recorder = Recorder()
    let game = Game(rules: .classic, coins: 10, bet: 10, highScore: 50)
    var controller = makeController(game: game, outcomes: [miss], recorder: recorder)
    controller.handle(.spin, at: 0)
    #expect(controller.screen(at: 0.5).panel == nil)
    #expect(controller.screen(at: 0.5).coins == 10)
    #expect(controller.visiblePanel(at: 0.5) == nil)
    controller.advance(to: 1)
    #expect(controller.screen(at: 1).panel?.panel == .gameOver)
    #expect(controller.screen(at: 1).coins == 0)
    #expect(recorder.cues.last == [.haptic(.error), .play(.gameover), .play(.drumMusic)])

    controller.handle(.spin, at: 2)
    #expect(controller.committedGame.statistics.spins == 1, "no spinning on the Game Over panel")
    controller.handle(.newGame, at: 3)
    #expect(controller.screen(at: 3).coins == 100)
    #expect(controller.screen(at: 3).panel == nil)
    #expect(recorder.cues.last == [.stopMusic, .play(.ringUp)])
}

@Test func resetAsksFirstAndCancelLosesNothing() {
    var controller = makeController(outcomes: [cherries])
    controller.handle(.spin, at: 0)
    controller.handle(.requestReset, at: 2)
    #expect(controller.screen(at: 2).panel?.panel == .resetConfirm)
    controller.handle(.closePanel, at: 3)
    #expect(controller.committedGame.highScore == 200)
    controller.handle(.requestReset, at: 4)
    controller.handle(.confirmReset, at: 5)
    #expect(controller.committedGame.highScore == 0)
    #expect(controller.committedGame.coins == 100)
    #expect(controller.screen(at: 5).panel == nil)
}

@Test func infoSheetSlidesUpPlaysMusicAndStopsItOnClose() {
    let recorder = Recorder()
    var controller = makeController(recorder: recorder)
    controller.handle(.info, at: 0)
    #expect(recorder.cues == [[.play(.drumMusic)]])
    #expect(controller.screen(at: 0).panel == PanelFrame(panel: .info, presence: 0))
    let rising = controller.screen(at: 0.1).panel?.presence ?? 0
    #expect(rising > 0 && rising < 1)
    #expect(controller.screen(at: 0.5).panel?.presence == 1)
    #expect(controller.nextChange(after: 0.1) == .everyFrame)
    controller.handle(.closePanel, at: 1)
    #expect(recorder.cues.last == [.stopMusic])
    #expect(controller.screen(at: 1.1).panel?.panel == .info, "it slides away")
    #expect(controller.screen(at: 2).panel == nil)
    controller.handle(.spin, at: 2)
    #expect(controller.committedGame.statistics.spins == 1)
}

@Test func idleScreensWakeOnlyForTheSessionClock() {
    var controller = makeController(outcomes: [miss])
    #expect(controller.nextChange(after: 5) == .at(60))
    controller.handle(.spin, at: 70)
    #expect(controller.nextChange(after: 70.5) == .everyFrame)
    // After the spin and its flash, only the notice-free clock remains.
    #expect(controller.nextChange(after: 75) == .at(120))
}

@Test func aSaveFailureIsReportedOnceAndPlayGoesOn() {
    let recorder = Recorder()
    recorder.failSaves = true
    var controller = makeController(outcomes: [miss, miss], recorder: recorder)
    controller.handle(.spin, at: 0)
    let notice = controller.screen(at: 0.5).notice
    #expect(notice?.contains("Can't save") == true)
    #expect(notice?.contains("disk full") == true)
    controller.handle(.spin, at: 20)
    #expect(controller.screen(at: 20.5).notice == nil, "said once")
    #expect(controller.committedGame.statistics.spins == 2)
}

@Test func aDamagedSaveNoticeIsShownAtStart() {
    let controller = makeController(notices: [Message("Your save file was kept aside.")])
    #expect(controller.screen(at: 1).notice == "Your save file was kept aside.")
}

@Test func muteAndReducedMotionAreSavedSettings() {
    let recorder = Recorder()
    var controller = makeController(recorder: recorder)
    controller.handle(.toggleMute, at: 0)
    #expect(recorder.events.contains(.muted(true)))
    #expect(
        recorder.events.contains(
            .saved(coins: 100, highScore: 0, bet: 10, muted: true, reducedMotion: false)))
    controller.handle(.toggleReducedMotion, at: 1)
    #expect(controller.settings.reducedMotion)
    #expect(controller.screen(at: 1).settings == Preferences(muted: true, reducedMotion: true))
}

@Test func reducedMotionSpinsWithoutTravelAndStillReveals() {
    var controller = makeController(
        outcomes: [cherries], settings: Preferences(reducedMotion: true))
    controller.handle(.spin, at: 0)
    let mid = controller.screen(at: 0.2)
    #expect(mid.reels.allSatisfy { $0.offset == 0 })
    #expect(mid.coins == 100)
    let landed = controller.screen(at: SpinTimeline.reducedMotion.duration)
    #expect(landed.coins == 200)
    #expect(landed.pulse?.strength == 0.6, "a steady glow, not a flashing one")
}

@Test func betChangesPlayTheChipAndUnaffordableBetsSaySo() {
    let recorder = Recorder()
    let (lower, higher) = (Rules.classic.betOptions[0], Rules.classic.betOptions[1])
    var controller = makeController(
        game: Game(rules: .classic, coins: lower, bet: lower, highScore: 0), recorder: recorder)
    controller.handle(.selectBet(higher), at: 0)
    #expect(controller.committedGame.bet == lower)
    #expect(controller.screen(at: 0).notice == "You need \(higher) coins to bet \(higher).")
    var rich = makeController(recorder: recorder)
    rich.handle(.selectBet(higher), at: 0)
    #expect(rich.screen(at: 0).bet == higher)
    #expect(recorder.cues.last == [.play(.betChip)])
}

@Test func sessionNetCountsLandedSpinsOnly() {
    var controller = makeController(outcomes: [miss, cherries])
    controller.handle(.spin, at: 0)
    #expect(controller.screen(at: 0.5).sessionNet == 0)
    #expect(controller.screen(at: 1).sessionNet == -10)
    controller.handle(.spin, at: 2)
    #expect(controller.screen(at: 3).sessionNet == 90)
    #expect(controller.screen(at: 3).sessionElapsed == 3)
}

@Test func historyShowsSpinsAfterTheyLand() {
    var controller = makeController(outcomes: [miss])
    controller.handle(.spin, at: 0)
    controller.handle(.history, at: 0.5)
    #expect(controller.screen(at: 0.5).history.isEmpty)
    controller.handle(.history, at: 1.5)
    #expect(controller.screen(at: 1.5).panel?.panel == .history)
    #expect(controller.screen(at: 1.5).history.count == 1)
}

@Test func aHigherHighScoreSavedByAnotherGameIsAdoptedAtTheNextSave() {
    let recorder = Recorder()
    recorder.highScoreOnDisk = 900
    var controller = makeController(outcomes: [miss], recorder: recorder)
    controller.handle(.spin, at: 0)
    #expect(controller.committedGame.highScore == 900)
    #expect(controller.screen(at: 1.0).highScore == 900)
}

/// `?` shows the message whole, even once its short form has gone; the next key puts it
/// away and does nothing else (no spin under a message being read).
@Test func aMessageOpenedWholeIsPutAwayByTheNextKeyAlone() {
    var controller = makeController(
        outcomes: [outcome([0, 1, 2])], notices: [Message("The whole text.", short: "Short.")])
    #expect(controller.screen(at: 1).noticeShort == "Short.")
    controller.handle(.readNotice, at: 1)
    #expect(controller.screen(at: 1).isNoticeOpen)
    #expect(controller.screen(at: 1).notice == "The whole text.")
    controller.handle(.spin, at: 2)
    #expect(!controller.screen(at: 2).isNoticeOpen)
    #expect(controller.committedGame.statistics.spins == 0)
    controller.handle(.readNotice, at: 100)
    #expect(controller.screen(at: 100).notice == "The whole text.", "after it has gone too")
}

/// Esc, which closes whatever is on top, puts a message read whole away on the main screen
/// (it covers the bet row there), and does nothing else.
@Test func escapePutsAMessageReadWholeAway() {
    var controller = makeController(
        outcomes: [outcome([0, 1, 2])], notices: [Message("The whole text.", short: "Short.")])
    controller.handle(.readNotice, at: 1)
    let escape = KeyBindings.intent(for: .escape, panel: nil, betOptions: [10, 20])
    #expect(escape != nil, "Esc does something on the main screen")
    if let escape { controller.handle(escape, at: 2) }
    #expect(!controller.screen(at: 2).isNoticeOpen)
    #expect(controller.screen(at: 2).panel == nil)
    #expect(controller.committedGame.statistics.spins == 0)
}
