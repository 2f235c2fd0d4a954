import CasinoEngine
import CasinoPresentation
import Testing

@Test func theInfoOddsOfTheEasyRulesSayHowLikelyTheMoneyRunsOut() {
    let lines = Dictionary(
        uniqueKeysWithValues: Texts.oddsLines(.easy).map { ($0.label, $0.value) })
    #expect(lines["House edge"] == "−159.72 %")
    #expect(lines["Chance to win"] == "1 in 4.24 (23.61 %)")
    #expect(lines["Chance to go broke at bet 10"] == "8.23 %")
    #expect(lines["Chance to go broke at bet 20"] == "28.69 %")
    #expect(lines["Spins from 100 at bet 10"] == nil, "an easy game may never end")
}

@Test func theInfoOddsOfTheClassicRulesGiveTheMeanGameLength() {
    let lines = Dictionary(
        uniqueKeysWithValues: Texts.oddsLines(.classic).map { ($0.label, $0.value) })
    #expect(lines["Chance to win"] == "1 in 144 (0.69 %)")
    #expect(lines["Return to player"] == "7.64 %")
    #expect(lines["Spins from 100 at bet 10"] == "10.8")
    #expect(lines["Spins from 100 at bet 20"] == "5.4")
}
