import Testing

@testable import CasinoPresentation

private let rise = PanelStack.sheetRise
private let fall = PanelStack.sheetFall
private let grace = PanelStack.answerGrace

@Test func aPanelOpensAtOnceAndItsTimeIsAWake() {
    var panels = PanelStack(gameOver: false, at: 0)
    #expect(panels.panel == nil)
    #expect(panels.frame(at: 0, reducedMotion: false) == nil)
    panels.open(.history, at: 2)
    #expect(panels.top == .shown(.history, since: 2))
    #expect(panels.visible(at: 2) == .history)
    #expect(panels.frame(at: 2, reducedMotion: false) == PanelFrame(panel: .history, presence: 1))
    #expect(panels.changeTimes == [2])
    panels.close(at: 3, gameIsOver: false, animated: true)
    #expect(panels.top == .clear)
    #expect(panels.changeTimes.isEmpty)
}

@Test func theInfoSheetRisesAndFallsOverItsTimesUnlessMotionIsReduced() {
    var panels = PanelStack(gameOver: false, at: 0)
    panels.open(.info, at: 1)
    #expect(panels.frame(at: 1, reducedMotion: false)?.presence == 0)
    let halfway = panels.frame(at: 1 + rise / 2, reducedMotion: false)?.presence ?? 0
    #expect(halfway > 0.5 && halfway < 1, "an ease-out is past halfway at half time")
    #expect(panels.frame(at: 1 + rise, reducedMotion: false)?.presence == 1)
    #expect(panels.frame(at: 1, reducedMotion: true)?.presence == 1, "no slide")

    panels.close(at: 2, gameIsOver: false, animated: true)
    #expect(panels.panel == nil)
    #expect(panels.visible(at: 2) == nil, "closed: keys mean the main screen again")
    #expect(panels.frame(at: 2, reducedMotion: false) == .fallingInfo(presence: 1))
    let falling = panels.frame(at: 2 + fall / 2, reducedMotion: false)
    #expect(falling?.isClosing == true)
    #expect((falling?.presence ?? 0) > 0 && (falling?.presence ?? 1) < 0.5)
    #expect(panels.frame(at: 2 + fall, reducedMotion: false) == nil, "gone after its fall")

    panels.open(.info, at: 3)
    panels.close(at: 4, gameIsOver: false, animated: false)
    #expect(panels.frame(at: 4, reducedMotion: true) == nil, "reduced motion: gone at once")
}

@Test func theHistoryOverAFallingInfoSheetLeavesItFallingBeneath() {
    var panels = PanelStack(gameOver: false, at: 0)
    panels.open(.info, at: 0)
    panels.close(at: 1, gameIsOver: false, animated: true)
    panels.open(.history, at: 1)
    #expect(panels.frame(at: 1.1, reducedMotion: false)?.panel == .history)
    panels.close(at: 1.1, gameIsOver: false, animated: true)
    #expect(panels.frame(at: 1.1, reducedMotion: false)?.isClosing == true)
    #expect(panels.frame(at: 1 + fall, reducedMotion: false) == nil)
}

@Test func closingAPanelOfAGameThatIsOverGoesBackToGameOver() {
    var panels = PanelStack(gameOver: true, at: 0)
    #expect(panels.top == .shown(.gameOver, since: 0))
    #expect(panels.isAnswering(at: 0), "a game loaded over: no burst of keys brought it up")
    panels.open(.history, at: 1)
    panels.close(at: 2, gameIsOver: true, animated: true)
    #expect(panels.top == .shown(.gameOver, since: 2))
    panels.dismiss()
    #expect(panels.top == .clear, "NEW GAME takes it away at once")
}

@Test func aSpinsGameOverAppearsAtTheLandingAndTakesTheFallingSheetAway() {
    var panels = PanelStack(gameOver: false, at: 0)
    panels.open(.info, at: 0)
    panels.close(at: 1, gameIsOver: false, animated: true)
    panels.openAwaitingQuiet(.gameOver, at: 2)
    #expect(panels.panel == .gameOver, "up already: it decides what keys mean")
    #expect(panels.visible(at: 1.5) == nil, "not seen before the reels land")
    #expect(panels.frame(at: 1.1, reducedMotion: false) == nil, "the sheet no longer falls")
    #expect(panels.visible(at: 2) == .gameOver)
    #expect(panels.changeTimes.sorted() == [2, 2 + grace])
}

@Test func aSpinsGameOverAnswersOnlyAfterQuietAndEachEarlyKeyRestartsTheQuiet() {
    var panels = PanelStack(gameOver: false, at: 0)
    panels.openAwaitingQuiet(.gameOver, at: 1)
    #expect(panels.frame(at: 1, reducedMotion: false)?.isAnswering == false)
    let early = panels.admit(at: 1.5)
    #expect(!early, "a key from the burst")
    #expect(panels.top == .awaitingQuiet(.gameOver, since: 1, quietSince: 1.5))
    #expect(!panels.isAnswering(at: 1 + grace), "the quiet started again at the key")
    #expect(panels.isAnswering(at: 1.5 + grace))
    #expect(panels.frame(at: 1.5 + grace, reducedMotion: false)?.isAnswering == true)
    let deliberate = panels.admit(at: 1.5 + grace)
    #expect(deliberate, "a deliberate key")
    #expect(panels.top == .shown(.gameOver, since: 1), "answering from then on")
    let later = panels.admit(at: 1.5 + grace)
    #expect(later, "an answering panel lets every key by")
}

@Test func aGameOverNobodySawWaitsItsQuietFromWhenItIsSeen() {
    var panels = PanelStack(gameOver: false, at: 0)
    panels.openAwaitingQuiet(.gameOver, at: 1)
    panels.screenShown(at: 5)
    #expect(panels.top == .awaitingQuiet(.gameOver, since: 1, quietSince: 5))
    #expect(!panels.isAnswering(at: 5 + grace / 2))
    #expect(panels.isAnswering(at: 5 + grace))
    panels.screenShown(at: 4)
    #expect(
        panels.top == .awaitingQuiet(.gameOver, since: 1, quietSince: 5), "quiet never goes back")
}

@Test func everyIntentOnEveryPanelReadsFromOneTable() {
    func steps(_ intent: Intent, _ panel: Panel?) -> [PlayStep] {
        PlayStep.steps(for: intent, on: panel)
    }
    #expect(steps(.spin, nil) == [.spin])
    #expect(steps(.spin, .info) == [])
    #expect(steps(.selectBet(20), nil) == [.selectBet(20)])
    #expect(steps(.selectBet(20), .history) == [])
    #expect(steps(.info, .info) == [.send(.infoDismissed), .closePanel])
    #expect(steps(.info, .history) == [.open(.info), .send(.infoButtonTapped)])
    #expect(steps(.info, .gameOver) == [])
    #expect(steps(.closePanel, .resetConfirm) == [.closePanel])
    #expect(steps(.closePanel, .gameOver) == [], "only NEW GAME ends Game Over")
    #expect(steps(.requestReset, .gameOver) == [.open(.resetConfirm)])
    #expect(steps(.requestReset, .info) == [])
    #expect(steps(.confirmReset, nil) == [], "no reset without its question")
    #expect(
        steps(.confirmReset, .resetConfirm) == [.send(.resetConfirmed), .dismiss, .sayMoneyBack])
    #expect(steps(.newGame, nil) == [])
    #expect(steps(.history, .info) == [.send(.infoDismissed), .closePanel, .open(.history)])
    #expect(steps(.history, .resetConfirm) == [])
    for panel: Panel? in [nil, .info, .gameOver, .resetConfirm, .history] {
        #expect(steps(.toggleMute, panel) == [.toggleMute])
        #expect(steps(.toggleReducedMotion, panel) == [.toggleReducedMotion])
    }
}

extension PanelFrame {
    fileprivate static func fallingInfo(presence: Double) -> PanelFrame {
        PanelFrame(panel: .info, presence: presence, isClosing: true)
    }
}
