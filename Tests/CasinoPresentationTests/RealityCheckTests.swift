import CasinoEngine
import CasinoSharedModels
import TestSupport
import Testing

@testable import CasinoPresentation

private let miss = outcome([0, 1, 2])
private let cherries = outcome([2, 2, 2])
private let grace = PanelStack.answerGrace

/// A controller at time 0 whose player asked for a reality check every `minutes`.
private func checked(
    every minutes: Int? = 1, game: Game = Game(), outcomes: [Int] = [],
    recorder: Recorder = Recorder()
) -> PlayController {
    makeController(
        game: game, outcomes: outcomes, settings: Preferences(realityCheckMinutes: minutes),
        recorder: recorder)
}

private func panel(_ controller: PlayController, at time: Double) -> Panel? {
    controller.screen(at: time).panel?.panel
}

@Suite struct RealityCheckTests {
    @Test func aCheckComesDueAfterTheMinutesSeenAndNotWhileHidden() {
        var controller = checked(every: 1)
        controller.setScreenVisible(false, at: 30)
        #expect(controller.nextChange(after: 31) == .at(60), "only the session clock: no check")
        controller.setScreenVisible(true, at: 100)
        // 30 seconds seen before, 30 more after: the minute is up at 130, not at 60.
        #expect(controller.nextChange(after: 101) == .at(120), "the session clock's minute")
        #expect(controller.nextChange(after: 121) == .at(130), "wakes for the check")
        controller.advance(to: 129.9)
        #expect(panel(controller, at: 129.9) == nil)
        controller.advance(to: 130)
        #expect(panel(controller, at: 130) == .realityCheck)
        let screen = controller.screen(at: 130)
        #expect(screen.panel?.isAnswering == false, "it waits for quiet as Game Over does")
        #expect(screen.sessionElapsed == 130)
    }

    @Test func noCheckUnlessThePlayerAskedForOne() {
        var controller = checked(every: nil)
        controller.advance(to: 10_000)
        #expect(panel(controller, at: 10_000) == nil)
    }

    @Test func aCheckDueMidSpinWaitsForTheLanding() {
        var controller = checked(every: 1, outcomes: [miss])
        controller.handle(.spin, at: 59.5)
        controller.advance(to: 60.2)
        #expect(panel(controller, at: 60.2) == nil, "never over moving reels")
        #expect(controller.screen(at: 60.2).isSpinning)
        controller.advance(to: 60.5)
        let landed = controller.screen(at: 60.5)
        #expect(landed.panel?.panel == .realityCheck)
        #expect(landed.sessionSpins == 1 && landed.sessionNet == -10, "the landed spin counts")
        #expect(landed.outcome == .loss(stake: 10), "the result is on screen under the check")
    }

    @Test func spaceAndAHeldEnterDoNotDismissItAndNothingSpins() {
        var controller = checked(every: 1, outcomes: [miss, miss])
        controller.advance(to: 60)
        #expect(
            KeyBindings.intent(for: .character(" "), panel: .realityCheck, betOptions: [10, 20])
                == nil)
        // Enter held from before the check came up: the key repeats, thirty times a second.
        var time = 60.0
        while time < 63 {
            controller.handle(.closePanel, at: time)
            controller.handle(.spin, at: time)
            time += 1.0 / 30
        }
        #expect(panel(controller, at: time) == .realityCheck, "still up after 3 s of keys")
        #expect(controller.committedGame.statistics.spins == 0, "nothing spun")
        // The key is let go; a press after the player has read the panel answers it.
        let last = time - 1.0 / 30
        #expect(controller.nextChange(after: last + 0.01) == .at(last + grace))
        controller.handle(.closePanel, at: last + grace)
        #expect(panel(controller, at: last + grace) == nil)
        controller.handle(.spin, at: last + grace + 0.1)
        #expect(controller.committedGame.statistics.spins == 1, "play goes on")
    }

    @Test func playingOnCountsTheNextCheckFromTheAnswer() {
        var controller = checked(every: 1)
        controller.advance(to: 60)
        controller.handle(.closePanel, at: 90)
        #expect(panel(controller, at: 90) == nil)
        #expect(controller.nextChange(after: 90) == .at(120), "the session clock first")
        #expect(controller.nextChange(after: 140) == .at(150), "a minute after the answer")
        controller.advance(to: 149)
        #expect(panel(controller, at: 149) == nil)
        controller.advance(to: 150)
        #expect(panel(controller, at: 150) == .realityCheck)
    }

    @Test func aCheckSurvivesAResizeAndWaitsToBeSeen() {
        var controller = checked(every: 1)
        controller.advance(to: 60)
        // The terminal is made too small and then large again (a resize through "too small").
        controller.setScreenVisible(false, at: 60.5)
        controller.setScreenVisible(true, at: 70)
        #expect(panel(controller, at: 70) == .realityCheck)
        controller.handle(.closePanel, at: 70.1)
        #expect(panel(controller, at: 70.1) == .realityCheck, "just seen again: no answer yet")
        controller.handle(.closePanel, at: 70.1 + grace)
        #expect(panel(controller, at: 70.1 + grace) == nil)
    }

    @Test func aCheckWaitsForThePanelThePlayerOpenedAndNeverCoversGameOver() {
        var reading = checked(every: 1)
        reading.handle(.history, at: 50)
        reading.advance(to: 80)
        #expect(panel(reading, at: 80) == .history, "the player's panel stays")
        reading.handle(.closePanel, at: 81)
        reading.advance(to: 81)
        #expect(panel(reading, at: 81) == .realityCheck, "and the check follows")

        var over = checked(
            every: 1, game: Game(rules: .classic, coins: 10, bet: 10, highScore: 0),
            outcomes: [miss])
        over.handle(.spin, at: 59.5)
        over.advance(to: 61)
        #expect(panel(over, at: 61) == .gameOver)
        over.handle(.newGame, at: 61 + grace)
        over.advance(to: 61 + grace)
        #expect(
            panel(over, at: 61 + grace) == .realityCheck, "due since 60, shown once play can go on")
    }

    @Test func cInInfoGoesThroughOffFifteenThirtyAndSixtyMinutesAndIsSaved() {
        let recorder = Recorder()
        var controller = checked(every: nil, recorder: recorder)
        controller.handle(.info, at: 1)
        var chosen: [Int?] = []
        for step in 0..<4 {
            controller.handle(.cycleRealityCheck, at: 2 + Double(step))
            chosen.append(controller.settings.realityCheckMinutes)
        }
        #expect(chosen == [15, 30, 60, nil])
        #expect(recorder.events.filter { if case .saved = $0 { true } else { false } }.count == 4)
        controller.handle(.cycleRealityCheck, at: 6)
        #expect(controller.screen(at: 6).settings.realityCheckMinutes == 15, "Info's row shows it")
        #expect(
            KeyBindings.intent(for: .character("c"), panel: .info, betOptions: [10])
                == .cycleRealityCheck)
        #expect(KeyBindings.intent(for: .character("c"), panel: nil, betOptions: [10]) == nil)
        // The count starts at the choice: 15 minutes from 6 s.
        controller.handle(.info, at: 7)
        #expect(controller.nextChange(after: 6 + 15 * 60 - 1) == .at(6 + 15 * 60))
    }

    @Test func aMinuteGivenOnTheCommandLineGoesOnToTheNextChoice() {
        for (given, next) in [(1, 15), (45, 60), (90, nil)] as [(Int, Int?)] {
            var controller = checked(every: given)
            controller.handle(.info, at: 1)
            controller.handle(.cycleRealityCheck, at: 2)
            #expect(controller.settings.realityCheckMinutes == next)
        }
        #expect(PlayController.realityCheckMinute(environment: [:]) == 60)
        let minute = "CASINO_REALITY_CHECK_MINUTE"
        #expect(PlayController.realityCheckMinute(environment: [minute: "2"]) == 2)
        #expect(PlayController.realityCheckMinute(environment: [minute: "0"]) == 60)
    }

    @Test func whereTheFrontEndSaysTheCheckItselfTheControllerRaisesNone() {
        var controller = PlayController(
            game: Game(), settings: Preferences(realityCheckMinutes: 1),
            generator: ScriptedGenerator(outcomes: []), environment: Recorder().environment,
            now: 0, realityCheckMinute: nil)
        controller.advance(to: 600)
        #expect(panel(controller, at: 600) == nil)
    }

    @Test func theGoodbyeCountsTheSessionsMinutesSpinsAndNet() {
        var controller = checked(every: nil, outcomes: [cherries, miss])
        controller.handle(.spin, at: 10)
        controller.handle(.spin, at: 20)
        #expect(controller.screen(at: 20.5).sessionSpins == 1, "the spin in flight not yet shown")
        #expect(controller.goodbye(at: 20.5) == "Played 0 min: 2 spins, net +90 coins.")
        #expect(controller.goodbye(at: 14 * 60 + 5) == "Played 14 min: 2 spins, net +90 coins.")
        let vietnamese = Texts(.vietnamese)
        #expect(
            vietnamese.goodbye(elapsed: 840, spins: 83, net: -620)
                == "Đã chơi 14 phút: 83 lượt quay, lỗ 620 xu.")
        #expect(
            vietnamese.goodbye(elapsed: 3_900, spins: 1_200, net: 0)
                == "Đã chơi 1 giờ 05 phút: 1.200 lượt quay, hòa vốn.")
        #expect(
            Texts.english.goodbye(elapsed: 60, spins: 1, net: -1)
                == "Played 1 min: 1 spin, net −1 coin.")
    }
}
