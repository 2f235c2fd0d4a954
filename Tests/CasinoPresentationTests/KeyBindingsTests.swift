import CasinoPresentation
import Testing

@Test func theIssuesKeysDoWhatTheHelpLineSays() {
    #expect(KeyBindings.intent(for: .character(" "), panel: nil) == .spin)
    #expect(KeyBindings.intent(for: .enter, panel: nil) == .spin)
    #expect(KeyBindings.intent(for: .character("1"), panel: nil) == .selectBet(10))
    #expect(KeyBindings.intent(for: .left, panel: nil) == .selectBet(10))
    #expect(KeyBindings.intent(for: .character("2"), panel: nil) == .selectBet(20))
    #expect(KeyBindings.intent(for: .right, panel: nil) == .selectBet(20))
    #expect(KeyBindings.intent(for: .character("i"), panel: nil) == .info)
    #expect(KeyBindings.intent(for: .character("r"), panel: nil) == .requestReset)
    #expect(KeyBindings.intent(for: .character("n"), panel: .gameOver) == .newGame)
    #expect(KeyBindings.intent(for: .enter, panel: .gameOver) == .newGame)
    #expect(KeyBindings.intent(for: .character("m"), panel: nil) == .toggleMute)
    #expect(KeyBindings.intent(for: .character("a"), panel: nil) == .toggleReducedMotion)
    #expect(KeyBindings.intent(for: .character("h"), panel: nil) == .history)
    #expect(KeyBindings.intent(for: .character("y"), panel: .resetConfirm) == .confirmReset)
    #expect(KeyBindings.intent(for: .character("n"), panel: .resetConfirm) == .closePanel)
}

@Test func escapeClosesPanelsAndNeverQuits() {
    #expect(KeyBindings.intent(for: .escape, panel: .info) == .info)
    #expect(!KeyBindings.quits(.escape, panel: .info))
    #expect(KeyBindings.intent(for: .escape, panel: .history) == .closePanel)
    #expect(!KeyBindings.quits(.escape, panel: .resetConfirm))
    #expect(!KeyBindings.quits(.escape, panel: nil), "Esc pressed once too often never quits")
    #expect(KeyBindings.quits(.character("q"), panel: .gameOver))
}

@Test func spaceOnAPanelNeverSpinsOrConfirms() {
    #expect(KeyBindings.intent(for: .character(" "), panel: .resetConfirm) == nil)
    #expect(KeyBindings.intent(for: .character(" "), panel: .info) == nil)
    #expect(
        KeyBindings.intent(for: .character(" "), panel: .gameOver) == nil,
        "a player still pressing the spin key sees the Game Over panel instead of skipping it")
}

@Test func enterOnTheResetDialogCancelsAndOnlyYResets() {
    #expect(
        KeyBindings.intent(for: .enter, panel: .resetConfirm) == .closePanel,
        "r then Enter (meant as a spin) loses nothing")
    #expect(KeyBindings.intent(for: .character("y"), panel: .resetConfirm) == .confirmReset)
    let help = KeyBindings.help(panel: .resetConfirm, muted: false)
    #expect(help.contains { $0.key == "y" && $0.action == "reset" })
    #expect(help.contains { $0.key.contains("Enter") && $0.action == "cancel" })
}

@Test func aGameOverPanelThatIsNotAnsweringYetOffersNoAnswers() {
    let waiting = KeyBindings.help(panel: .gameOver, muted: false, answering: false)
    #expect(!waiting.contains { $0.action == "new game" })
    #expect(waiting.contains { $0.key == "q" })
    #expect(KeyBindings.help(panel: .gameOver, muted: false).contains { $0.action == "new game" })
}
