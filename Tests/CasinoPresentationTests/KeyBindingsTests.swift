import CasinoEngine
import CasinoPresentation
import TestSupport
import Testing

private let classicBets = Rules.classic.betOptions

@Test func theIssuesKeysDoWhatTheHelpLineSays() {
    #expect(KeyBindings.intent(for: .character(" "), panel: nil, betOptions: classicBets) == .spin)
    #expect(KeyBindings.intent(for: .enter, panel: nil, betOptions: classicBets) == .spin)
    let (lower, higher) = (Intent.selectBet(classicBets[0]), Intent.selectBet(classicBets[1]))
    #expect(KeyBindings.intent(for: .character("1"), panel: nil, betOptions: classicBets) == lower)
    #expect(KeyBindings.intent(for: .left, panel: nil, betOptions: classicBets) == lower)
    #expect(KeyBindings.intent(for: .character("2"), panel: nil, betOptions: classicBets) == higher)
    #expect(KeyBindings.intent(for: .right, panel: nil, betOptions: classicBets) == higher)
    #expect(KeyBindings.intent(for: .character("i"), panel: nil, betOptions: classicBets) == .info)
    #expect(
        KeyBindings.intent(for: .character("r"), panel: nil, betOptions: classicBets)
            == .requestReset)
    #expect(
        KeyBindings.intent(for: .character("n"), panel: .gameOver, betOptions: classicBets)
            == .newGame)
    #expect(KeyBindings.intent(for: .enter, panel: .gameOver, betOptions: classicBets) == .newGame)
    #expect(
        KeyBindings.intent(for: .character("m"), panel: nil, betOptions: classicBets) == .toggleMute
    )
    #expect(
        KeyBindings.intent(for: .character("a"), panel: nil, betOptions: classicBets)
            == .toggleReducedMotion)
    #expect(
        KeyBindings.intent(for: .character("h"), panel: nil, betOptions: classicBets) == .history)
    #expect(
        KeyBindings.intent(for: .character("y"), panel: .resetConfirm, betOptions: classicBets)
            == .confirmReset)
    #expect(
        KeyBindings.intent(for: .character("n"), panel: .resetConfirm, betOptions: classicBets)
            == .closePanel)
}

@Test func escapeClosesPanelsAndNeverQuits() {
    #expect(KeyBindings.intent(for: .escape, panel: .info, betOptions: classicBets) == .info)
    #expect(
        KeyBindings.intent(for: .escape, panel: .history, betOptions: classicBets) == .closePanel)
    #expect(!KeyBindings.quits(.escape), "Esc pressed once too often never quits")
    #expect(KeyBindings.quits(.character("q")) && KeyBindings.quits(.character("Q")))
}

@Test func spaceOnAPanelNeverSpinsOrConfirms() {
    #expect(
        KeyBindings.intent(for: .character(" "), panel: .resetConfirm, betOptions: classicBets)
            == nil)
    #expect(KeyBindings.intent(for: .character(" "), panel: .info, betOptions: classicBets) == nil)
    #expect(
        KeyBindings.intent(for: .character(" "), panel: .gameOver, betOptions: classicBets) == nil,
        "a player still pressing the spin key sees the Game Over panel instead of skipping it")
}

@Test func enterOnTheResetDialogCancelsAndOnlyYResets() {
    #expect(
        KeyBindings.intent(for: .enter, panel: .resetConfirm, betOptions: classicBets)
            == .closePanel,
        "r then Enter (meant as a spin) loses nothing")
    #expect(
        KeyBindings.intent(for: .character("y"), panel: .resetConfirm, betOptions: classicBets)
            == .confirmReset)
    let help = KeyBindings.help(panel: .resetConfirm, muted: false, betOptions: classicBets)
    #expect(help.contains { $0.key == "y" && $0.action == "reset" })
    #expect(help.contains { $0.key.contains("Enter") && $0.action == "cancel" })
}

@Test func aGameOverPanelThatIsNotAnsweringYetOffersNoAnswers() {
    let waiting = KeyBindings.help(
        panel: .gameOver, muted: false, answering: false, betOptions: classicBets)
    #expect(!waiting.contains { $0.action == "new game" })
    #expect(waiting.contains { $0.key == "q" })
    #expect(
        KeyBindings.help(panel: .gameOver, muted: false, betOptions: classicBets).contains {
            $0.action == "new game"
        })
}

// MARK: - Bets from the rules (issue 15, item 5)

@Test func theBetKeysAndTheHelpLineNameTheRulesBets() {
    let bets = Rules.fiveAndTwentyFive.betOptions
    #expect(KeyBindings.intent(for: .character("1"), panel: nil, betOptions: bets) == .selectBet(5))
    #expect(KeyBindings.intent(for: .left, panel: nil, betOptions: bets) == .selectBet(5))
    #expect(
        KeyBindings.intent(for: .character("2"), panel: nil, betOptions: bets) == .selectBet(25))
    #expect(KeyBindings.intent(for: .right, panel: nil, betOptions: bets) == .selectBet(25))
    #expect(KeyBindings.intent(for: .character("3"), panel: nil, betOptions: bets) == nil)
    let help = KeyBindings.help(panel: nil, muted: false, betOptions: bets)
    #expect(help.contains { $0.key == "1/2" && $0.action == "bet 5/25" }, "\(help)")
    #expect(!help.contains { $0.action.contains("10") || $0.action.contains("20") })
    #expect(KeyBindings.betKeys(betOptions: bets).map(\.keys) == ["1/←", "2/→"])
    #expect(KeyBindings.betKeys(betOptions: bets).map(\.bet) == [5, 25])
}

@Test func aRuleSetWithMoreBetsHasADigitKeyForEachAndArrowsForTheEnds() {
    let bets = [5, 10, 25]
    let digits = ["1", "2", "3"].map {
        KeyBindings.intent(for: .character(Character($0)), panel: nil, betOptions: bets)
    }
    #expect(digits == [.selectBet(5), .selectBet(10), .selectBet(25)])
    #expect(KeyBindings.intent(for: .left, panel: nil, betOptions: bets) == .selectBet(5))
    #expect(KeyBindings.intent(for: .right, panel: nil, betOptions: bets) == .selectBet(25))
    let help = KeyBindings.help(panel: nil, muted: false, betOptions: bets)
    #expect(help.contains { $0.key == "1/2/3" && $0.action == "bet 5/10/25" }, "\(help)")
    #expect(KeyBindings.betKeys(betOptions: bets).map(\.keys) == ["1/←", "2", "3/→"])
}

@Test func theBetKeysChooseOnlyOnTheMainScreen() {
    let bets = Rules.fiveAndTwentyFive.betOptions
    for panel in [Panel.gameOver, .info, .history, .resetConfirm] {
        #expect(KeyBindings.intent(for: .character("2"), panel: panel, betOptions: bets) == nil)
        #expect(KeyBindings.intent(for: .right, panel: panel, betOptions: bets) == nil)
    }
}

/// The manual's table is the whole key map: every key that does something on a screen is in
/// it (Enter, which the help line leaves out, included), and does what the table says.
@Test(arguments: [nil, Panel.info, .history, .resetConfirm, .gameOver])
func theKeyReferenceIsTheWholeKeyMap(_ panel: Panel?) {
    let reference = KeyBindings.reference(panel: panel, betOptions: classicBets)
    let listed = reference.flatMap(\.keys)
    var keys: [Key] = [.enter, .escape, .left, .right, .up, .down, .tab, .backspace]
    keys += "abcdefghijklmnopqrstuvwxyz0123456789 ".map { Key.character($0) }
    for key in keys {
        let acts =
            KeyBindings.intent(for: key, panel: panel, betOptions: classicBets) != nil
            || KeyBindings.quits(key)
        #expect(acts == listed.contains(key), "\(key) on \(String(describing: panel))")
    }
    #expect(listed.contains(.enter))
    // One action per entry: its keys all ask for the same thing.
    for entry in reference {
        let intents = Set(
            entry.keys.map {
                KeyBindings.intent(for: $0, panel: panel, betOptions: classicBets).map {
                    "\($0)"
                } ?? "quit"
            })
        #expect(intents.count == 1, "\(entry)")
    }
}

/// The key a short form names reads the message whole on every screen, and so does its
/// unshifted key, which is what the window reports for it.
@Test func questionMarkAndSlashReadTheMessageWhole() {
    for panel in [nil, Panel.info, .history, .gameOver, .resetConfirm] {
        for key in [Key.character("?"), .character("/")] {
            #expect(
                KeyBindings.intent(for: key, panel: panel, betOptions: [10, 20]) == .readNotice)
        }
    }
}
