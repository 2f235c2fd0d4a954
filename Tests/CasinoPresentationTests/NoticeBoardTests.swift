import CasinoSharedModels
import Testing

@testable import CasinoPresentation

private let feedbackTime = NoticeBoard.feedbackSeconds

@Test func feedbackShowsForItsTimeAndTheNextReplacesIt() {
    var board = NoticeBoard()
    board.showFeedback(Texts.english.sound(on: false), from: 1)
    #expect(board.text(at: 0.9) == nil)
    #expect(board.text(at: 1) == Texts.english.sound(on: false))
    board.showFeedback(Texts.english.sound(on: true), from: 2)
    #expect(board.text(at: 2) == Texts.english.sound(on: true))
    #expect(board.text(at: 2 + feedbackTime - 0.01) == Texts.english.sound(on: true))
    #expect(board.text(at: 2 + feedbackTime) == nil)
    #expect(board.changeTimes == [2, 2 + feedbackTime])
    board.clearFeedback()
    #expect(board.text(at: 2) == nil)
}

@Test func announcementsQueueEachForItsFullReadingTime() {
    var board = NoticeBoard()
    let long = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
    let reading = NoticeBoard.readingTime(long)
    #expect(reading == NoticeBoard.readingStart + 14 / NoticeBoard.readingWordsPerSecond)
    board.announce(Message(long), at: 0, seconds: 1, important: false)
    board.announce(Message("Short."), at: 1, seconds: 5, important: false)
    #expect(board.announcements.map(\.from) == [0, reading], "the second waits for the first")
    #expect(board.text(at: reading - 0.01) == long, "never cut short by the next")
    #expect(board.text(at: reading) == "Short.")
    #expect(board.text(at: reading + 5) == nil, "the longer of its seconds and its reading")
    board.announce(Message("Later."), at: 20, seconds: 5, important: false)
    #expect(board.announcements.map(\.message.text) == ["Later."], "ended ones are dropped")
    #expect(board.announcements.first?.from == 20)
}

@Test func feedbackOutranksAnAnnouncementWhichKeepsItsTime() {
    var board = NoticeBoard()
    board.announce(Message("No sound."), at: 0, seconds: 6, important: false)
    board.showFeedback(Texts.english.sound(on: false), from: 1)
    #expect(board.text(at: 1) == Texts.english.sound(on: false))
    #expect(board.text(at: 1 + feedbackTime) == "No sound.")
    #expect(board.text(at: 6) == nil)
}

@Test func importantTextsAreKeptOnceInTheOrderTheyCame() {
    var board = NoticeBoard()
    board.announce(Message("Save moved."), at: 0, seconds: 10, important: true)
    board.announce(Message("No sound."), at: 0, seconds: 6, important: false)
    board.announce(Message("Save moved."), at: 30, seconds: 10, important: true)
    #expect(board.importantTexts == ["Save moved."])
}

@Test func aSaveFailureIsAnnouncedTheFirstTimeOnly() {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }
    var board = NoticeBoard()
    board.reportSaveFailure(DiskFull(), at: 0)
    board.reportSaveFailure(DiskFull(), at: 30)
    let message = Texts.english.cannotSave(DiskFull())
    #expect(message.text.contains("(disk full)"))
    #expect(board.importantTexts == [message.text])
    #expect(board.announcements.count == 1)
    #expect(board.text(at: NoticeBoard.saveFailureSeconds - 0.01) == message.text)
    #expect(board.notice(at: 0)?.message.short == message.short)
}

@Test func announcementsCutWhileHiddenStartAgainWholeOneAfterAnother() {
    var board = NoticeBoard()
    board.announce(Message("Done."), at: 0, seconds: 4, important: false)
    board.announce(Message("Cut short."), at: 0, seconds: 4, important: false)
    board.announce(Message("Not begun."), at: 3, seconds: 4, important: false)
    board.hide(at: 6)
    #expect(!board.isScreenVisible)
    #expect(board.text(at: 7) == nil, "announcements wait while hidden")
    board.hide(at: 8)
    #expect(board.hiddenSince == 6, "hidden since it was first hidden")
    board.reveal(at: 20)
    #expect(board.isScreenVisible)
    #expect(
        board.announcements == [
            Notice(message: Message("Done."), from: 0, until: 4),
            Notice(message: Message("Cut short."), from: 20, until: 24),
            Notice(message: Message("Not begun."), from: 24, until: 28),
        ])
    #expect(board.text(at: 20) == "Cut short.")
    #expect(board.text(at: 24) == "Not begun.")
    #expect(board.text(at: 28) == nil)
}

@Test func feedbackShowsWhileHiddenAndTheReasonKeysWaitGoesOnReveal() {
    var board = NoticeBoard()
    board.showFeedback(Texts.english.betLowered(to: 10, coins: 10), from: 1)
    board.hide(at: 0.5)
    #expect(
        board.text(at: 1) == Texts.english.betLowered(to: 10, coins: 10), "feedback is not queued")
    board.showFeedback(Texts.english.keysWaitForScreen, from: 2)
    #expect(board.text(at: 2) == Texts.english.keysWaitForScreen)
    board.reveal(at: 3)
    #expect(board.text(at: 3) == nil, "the reason goes with the small screen")

    board.showFeedback(Texts.english.sound(on: false), from: 4)
    board.hide(at: 4.5)
    board.reveal(at: 5)
    #expect(
        board.text(at: 5) == Texts.english.sound(on: false), "other feedback stays for its time")
}

@Test func noticeTextsWithValuesAreOneCatalogueEntryEach() {
    #expect(Texts.english.betNeedsCoins(20) == "You need 20 coins to bet 20.")
    #expect(Texts.english.moneyBack(100) == "Money back to 100, high score 0.")
    #expect(Texts.english.betLowered(to: 10, coins: 15) == "Bet lowered to 10: you have 15 coins.")
    #expect(Outcome.win(prize: 100).text(.english) == "WIN! +100 coins")
    #expect(
        Outcome.newHighScore(prize: 100, highScore: 200).text(.english)
            == "NEW HIGH SCORE 200!  +100 coins")
    #expect(Outcome.loss(stake: 10).text(.english) == "No match: −10")
}

/// A folder that cannot hold the claim is said at the start; the first save's failure, in
/// the same words, is not said again (issue 25: plain mode said it before each spin).
@Test func aReasonSaidAtTheStartIsNotSaidAgainWhenTheSaveFails() {
    var board = NoticeBoard()
    let failure = SaveError.failed(SystemFailure(.lock, path: "/s/session.lock", code: 13))
    board.announce(Texts.english.cannotSave(failure), at: 0, seconds: 10)
    board.reportSaveFailure(failure, at: 60)
    #expect(board.announcements.count == 1)
    #expect(board.text(at: 60) == nil)
}
