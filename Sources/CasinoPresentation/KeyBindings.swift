/// A key press, named without reference to any terminal or windowing system.
package enum Key: Sendable, Hashable {
    case character(Character)
    case enter
    case escape
    case left
    case right
    case up
    case down
    case tab
    case backspace
}

/// The game's keyboard map, shared by every front end that has a keyboard, so the help line
/// and the behaviour cannot drift apart.
package enum KeyBindings {
    /// What a key asks for while `panel` is showing (nil: the main screen), or nil to ignore it.
    ///
    /// - Parameter betOptions: the bets of the rule set in play, smallest first
    ///   (``Rules/betOptions``), so the bet keys choose what the footer shows.
    package static func intent(for key: Key, panel: Panel?, betOptions: [Int]) -> Intent? {
        bindings(panel: panel, betOptions: betOptions).first { $0.keys.contains(key) }?.intent
    }

    /// Every key that does something on a screen (nil: the main screen), with what it does,
    /// for the manual: unlike ``help(panel:muted:answering:betOptions:texts:)``, which must
    /// fit one line, it leaves none out (the help line shows Space for spin, and Enter spins
    /// too). A letter stands for its capital as well.
    package static func reference(
        panel: Panel?, betOptions: [Int]
    ) -> [(keys: [Key], action: String)] {
        bindings(panel: panel, betOptions: betOptions).map { binding in
            let keys = binding.keys.filter { key in
                guard case .character(let character) = key else { return true }
                return !character.isUppercase
            }
            return (keys, binding.action)
        }
    }

    /// Each bet with the keys that choose it ("1/←" for the smallest, "2/→" for the largest of
    /// two), for texts that name every bet's keys (`casino --help`).
    package static func betKeys(betOptions: [Int]) -> [(keys: String, bet: Int)] {
        bindings(panel: nil, betOptions: betOptions).compactMap { binding in
            guard case .selectBet(let bet)? = binding.intent else { return nil }
            return (binding.keys.map(name).joined(separator: "/"), bet)
        }
    }

    /// One row of the key map: its keys, what they ask for (nil: quit, which the front end's
    /// loop does itself), and how the manual says it.
    private typealias Binding = (keys: [Key], intent: Intent?, action: String)

    /// The whole key map of a screen (nil: the main screen), in the manual's order: what a key
    /// does and what the manual says it does are one table, so they cannot drift apart.
    private static func bindings(panel: Panel?, betOptions: [Int]) -> [Binding] {
        let everywhere: [Binding] = [
            (letter("m"), .toggleMute, "mute or unmute the sound"),
            (letter("a"), .toggleReducedMotion, "reduced motion on or off"),
            // "/" too: the window's keys come without Shift, and ? is Shift-/ on most layouts.
            (
                [.character(readNoticeKey), .character("/")], .readNotice,
                "read the last message whole"
            ),
            (letter("q"), nil, "quit"),
        ]
        switch panel {
        case .resetConfirm:
            // Enter cancels: a player who pressed r by mistake and then Enter to spin loses
            // nothing. Resetting takes a y, pressed on purpose.
            return [
                (letter("y"), .confirmReset, "reset"),
                (letter("n") + [.character("r"), .escape, .enter], .closePanel, "cancel"),
            ] + everywhere
        case .gameOver:
            // Not Space: a player still hammering the spin key must see the panel, not skip it.
            return [
                (letter("n") + [.enter], .newGame, "new game"),
                (letter("r"), .requestReset, "reset"), (letter("h"), .history, "history"),
            ] + everywhere
        case .info:
            return [
                (letter("i") + [.character("x"), .escape, .enter], .info, "close"),
                (letter("h"), .history, "history"),
                (letter("c"), .cycleRealityCheck, "reality check every 15, 30, 60 minutes or off"),
            ] + everywhere
        case .realityCheck:
            // Enter only: Space, the spin key, must not answer a check that interrupts spinning.
            return [([.enter], .closePanel, "keep playing")] + everywhere
        case .history:
            return [
                (letter("h") + [.escape, .enter], .closePanel, "close"),
                (letter("i"), .info, "info"),
            ] + everywhere
        case nil:
            // Esc closes what is on top, as on the panels: here a message read whole, which
            // covers the bet row until put away (with nothing open, it does nothing).
            return [([.character(" "), .enter], .spin, "spin")] + bets(betOptions) + [
                (letter("i"), .info, "info"), (letter("r"), .requestReset, "reset"),
                (letter("n"), .newGame, "new game"), (letter("h"), .history, "history"),
                ([.escape], .closePanel, "put away a message read whole"),
            ] + everywhere
        }
    }

    /// A letter's key and its capital's.
    private static func letter(_ character: Character) -> [Key] {
        [.character(character), .character(Character(character.uppercased()))]
    }

    /// The keys that choose a bet by its place among the options, smallest first: 1 and 2
    /// for the spec's two bets.
    static let betDigits: [Character] = Array("123456789")

    /// The bet keys of the main screen.
    ///
    /// The digits count the bets from the smallest, as the footers show them from the left:
    /// 1 and 2 are the two capsules every footer has room for, and a rule set with more bets
    /// reaches the others, up to the ninth, by their digits (the help line lists them). ← and
    /// → choose the smallest and the largest bet, as the gamepad's D-pad does: the key map
    /// does not know the bet in play, so it cannot step from it, and with two bets the ends
    /// are the lower and the higher one.
    private static func bets(_ betOptions: [Int]) -> [Binding] {
        betOptions.enumerated().map { index, bet in
            var keys = index < betDigits.count ? [Key.character(betDigits[index])] : []
            if index == 0 { keys.append(.left) }
            if index == betOptions.count - 1 { keys.append(.right) }
            return (keys, .selectBet(bet), "bet \(bet)")
        }
    }

    /// How the manual writes a key: Space, Enter, Esc, the arrows, a letter or digit as it is.
    package static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .left: "\u{2190}"
        case .right: "\u{2192}"
        case .up: "\u{2191}"
        case .down: "\u{2193}"
        case .tab: "Tab"
        case .backspace: "Backspace"
        }
    }

    /// The key that shows a message whole, which its short form names (``Texts``).
    package static let readNoticeKey: Character = "?"

    /// Help entries a narrow screen may leave out, least needed first.
    package static let optionalHelpKeys = ["a", "h"]

    /// Whether a key quits the game: q, from any screen. Esc never quits (it closes panels),
    /// so pressing it once too often after closing Info cannot end the game.
    package static func quits(_ key: Key) -> Bool {
        letter("q").contains(key)
    }

    /// The help line's entries, in the order shown, for a panel (nil: the main screen). A
    /// narrow screen drops entries from ``optionalHelpKeys`` first.
    ///
    /// - Parameters:
    ///   - answering: whether the panel takes answers yet (see ``PanelFrame/isAnswering``);
    ///     until it does, its answering keys are not offered.
    ///   - betOptions: the bets of the rule set in play, as ``intent(for:panel:betOptions:)``
    ///     reads them.
    ///   - betAmounts: whether the bet entry names the amounts ("1/2 bet 10/20"), or only the
    ///     keys ("1/2 bet") for a line too narrow for them.
    package static func help(
        panel: Panel?, muted: Bool, answering: Bool = true, betOptions: [Int],
        betAmounts: Bool = true, texts: Texts = .english
    ) -> [(key: String, action: String)] {
        func entry(_ key: String, _ action: Texts.KeyAction) -> (key: String, action: String) {
            (key, texts.word(for: action))
        }
        let mute = entry("m", muted ? .unmute : .mute)
        let quit = entry("q", .quit)
        // A panel waiting for quiet (a spin's Game Over, a reality check) offers no answer yet.
        guard answering else { return [mute, quit] }
        switch panel {
        case .resetConfirm:
            return [entry("y", .reset), entry("n/Enter/Esc", .cancel), quit]
        case .gameOver:
            return [
                entry("n/Enter", .newGame), entry("r", .reset), entry("h", .history), mute, quit,
            ]
        case .info:
            return [entry("i/Esc", .close), entry("c", .realityCheck), mute, quit]
        case .realityCheck:
            return [entry("Enter", .keepPlaying), quit]
        case .history:
            return [entry("h/Esc", .close), quit]
        case nil:
            // One entry for every bet keeps every entry on an 80-column line, muted or not
            // (the arrows work too; `casino --help` lists them). It names the bets that have
            // a digit key.
            let keyed = zip(betDigits, betOptions)
            let amounts = keyed.map { texts.number($0.1) }.joined(separator: "/")
            let bets = (
                key: keyed.map { String($0.0) }.joined(separator: "/"),
                action: texts.word(for: .bet) + (betAmounts ? " " + amounts : "")
            )
            return [
                entry("Space", .spin), bets, entry("i", .info), entry("r", .reset),
                entry("h", .history), mute, entry("a", .motion), quit,
            ]
        }
    }
}
