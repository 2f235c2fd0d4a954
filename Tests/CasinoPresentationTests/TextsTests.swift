import CasinoEngine
import CasinoPresentation
import Testing

@Test func theInfoOddsOfTheEasyRulesSayHowLikelyTheMoneyRunsOut() {
    let lines = Dictionary(
        uniqueKeysWithValues: Texts.english.oddsLines(.easy).map { ($0.label, $0.value) })
    #expect(lines["House edge"] == "−159.72 %")
    #expect(lines["Chance to win"] == "1 in 4.24 (23.61 %)")
    #expect(lines["Chance to go broke at bet 10"] == "8.23 %")
    #expect(lines["Chance to go broke at bet 20"] == "28.69 %")
    #expect(lines["Spins from 100 at bet 10"] == nil, "an easy game may never end")
}

@Test func theInfoOddsOfTheClassicRulesGiveTheMeanGameLength() {
    let lines = Dictionary(
        uniqueKeysWithValues: Texts.english.oddsLines(.classic).map { ($0.label, $0.value) })
    #expect(lines["Chance to win"] == "1 in 144 (0.69 %)")
    #expect(lines["Return to player"] == "7.64 %")
    #expect(lines["Spins from 100 at bet 10"] == "10.8")
    #expect(lines["Spins from 100 at bet 20"] == "5.4")
}

@Test func howToPlayFollowsTheRulesBeingPlayed() {
    let easy = Texts.english.howToPlay(.easy)
    #expect(easy.contains("Matching any two icons to win."))
    #expect(!easy.contains("Matching all icons to win."))
    #expect(
        Texts.english.howToPlay(.classic) == [
            "Just spin the reels to play.", "Matching all icons to win.",
            "The winning amount will be 10x of your betting amount.",
            "You can reset the money and highscore by clicking on the button Reset.",
        ], "the spec's words, exactly")
    var generous = Rules.classic
    generous.prizeMultiplier = 25
    generous.startingMoney = 500
    let lines = Texts.english.howToPlay(generous)
    #expect(lines.contains("The winning amount will be 25x of your betting amount."))
    #expect(Texts.english.resetQuestion(generous) == "Reset money to 500 and high score to 0?")
}

/// Plain mode has no button: its Info names the command to type.
@Test func howToPlayNamesTheCommandWhereThereIsNoButton() {
    let plain = Texts.english.howToPlay(.classic, resetBy: .command("reset"))
    #expect(plain.last == "You can reset the money and highscore by typing reset.")
    #expect(!plain.joined().contains("click"))
    #expect(Array(plain.dropLast()) == Array(Texts.english.howToPlay(.classic).dropLast()))
    #expect(Texts.english.howToPlay(.easy, resetBy: .button) == Texts.english.howToPlay(.easy))
}
