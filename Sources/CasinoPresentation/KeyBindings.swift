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
    ///   (``Rules/betOptions``), so the bet keys choose what the footer shows; see
    ///   ``betIntent(for:betOptions:)``.
    package static func intent(for key: Key, panel: Panel?, betOptions: [Int]) -> Intent? {
        switch panel {
        case .resetConfirm:
            // Enter cancels: a player who pressed r by mistake and then Enter to spin loses
            // nothing. Resetting takes a y, pressed on purpose.
            switch key {
            case .character("y"), .character("Y"): return .confirmReset
            case .enter, .escape, .character("n"), .character("N"), .character("r"):
                return .closePanel
            default: return common(key)
            }
        case .gameOver:
            // Not Space: a player still hammering the spin key must see the panel, not skip it.
            switch key {
            case .enter, .character("n"), .character("N"): return .newGame
            case .character("r"), .character("R"): return .requestReset
            case .character("h"), .character("H"): return .history
            default: return common(key)
            }
        case .info:
            switch key {
            case .escape, .enter, .character("i"), .character("I"), .character("x"): return .info
            case .character("h"), .character("H"): return .history
            default: return common(key)
            }
        case .history:
            switch key {
            case .escape, .enter, .character("h"), .character("H"): return .closePanel
            case .character("i"), .character("I"): return .info
            default: return common(key)
            }
        case nil:
            switch key {
            case .enter, .character(" "): return .spin
            case .character("i"), .character("I"): return .info
            case .character("r"), .character("R"): return .requestReset
            case .character("n"), .character("N"): return .newGame
            case .character("h"), .character("H"): return .history
            default: return betIntent(for: key, betOptions: betOptions) ?? common(key)
            }
        }
    }

    /// The keys that choose a bet by its place among the options, smallest first: 1 and 2
    /// for the spec's two bets.
    static let betDigits: [Character] = Array("123456789")

    /// The bet a key chooses on the main screen, or nil.
    ///
    /// The digits count the bets from the smallest, as the footers show them from the left:
    /// 1 and 2 are the two capsules every footer has room for, and a rule set with more bets
    /// reaches the others, up to the ninth, by their digits (the help line lists them). ← and
    /// → choose the smallest and the largest bet, as the gamepad's D-pad does: the key map
    /// does not know the bet in play, so it cannot step from it, and with two bets the ends
    /// are the lower and the higher one.
    static func betIntent(for key: Key, betOptions: [Int]) -> Intent? {
        let bet: Int?
        switch key {
        case .left: bet = betOptions.first
        case .right: bet = betOptions.last
        case .character(let character):
            bet = betDigits.firstIndex(of: character).flatMap {
                betOptions.indices.contains($0) ? betOptions[$0] : nil
            }
        default: bet = nil
        }
        return bet.map { .selectBet($0) }
    }

    /// Each bet with the keys that choose it ("1/←" for the smallest, "2/→" for the largest of
    /// two), for texts that name every bet's keys (`casino --help`).
    package static func betKeys(betOptions: [Int]) -> [(keys: String, bet: Int)] {
        betOptions.enumerated().map { index, bet in
            var keys = index < betDigits.count ? [String(betDigits[index])] : []
            if index == 0 { keys.append(leftArrow) }
            if index == betOptions.count - 1 { keys.append(rightArrow) }
            return (keys.joined(separator: "/"), bet)
        }
    }

    /// How texts write the arrow keys.
    static let leftArrow = "\u{2190}"
    static let rightArrow = "\u{2192}"

    /// Keys that work everywhere.
    private static func common(_ key: Key) -> Intent? {
        switch key {
        case .character("m"), .character("M"): .toggleMute
        case .character("a"), .character("A"): .toggleReducedMotion
        default: nil
        }
    }

    /// Every key that does something on a screen (nil: the main screen), with what it does,
    /// for the manual: unlike ``help(panel:muted:answering:betOptions:)``, which must fit
    /// one line, it leaves none out (the help line shows Space for spin, and Enter spins too).
    /// A letter stands for its capital as well. A test holds it to
    /// ``intent(for:panel:betOptions:)`` key by key.
    package static func reference(
        panel: Panel?, betOptions: [Int]
    ) -> [(keys: [Key], action: String)] {
        let everywhere: [(keys: [Key], action: String)] = [
            ([.character("m")], "mute or unmute the sound"),
            ([.character("a")], "reduced motion on or off"), ([.character("q")], "quit"),
        ]
        switch panel {
        case .resetConfirm:
            return [
                ([.character("y")], "reset"),
                ([.character("n"), .character("r"), .escape, .enter], "cancel"),
            ] + everywhere
        case .gameOver:
            return [
                ([.character("n"), .enter], "new game"), ([.character("r")], "reset"),
                ([.character("h")], "history"),
            ] + everywhere
        case .info:
            return [
                ([.character("i"), .character("x"), .escape, .enter], "close"),
                ([.character("h")], "history"),
            ] + everywhere
        case .history:
            return [
                ([.character("h"), .escape, .enter], "close"), ([.character("i")], "info"),
            ] + everywhere
        case nil:
            let bets = betOptions.enumerated().map { index, bet -> (keys: [Key], action: String) in
                var keys = index < betDigits.count ? [Key.character(betDigits[index])] : []
                if index == 0 { keys.append(.left) }
                if index == betOptions.count - 1 { keys.append(.right) }
                return (keys, "bet \(bet)")
            }
            return [([.character(" "), .enter], "spin")] + bets + [
                ([.character("i")], "info"), ([.character("r")], "reset"),
                ([.character("n")], "new game"), ([.character("h")], "history"),
            ] + everywhere
        }
    }

    /// How the manual writes a key: Space, Enter, Esc, the arrows, a letter or digit as it is.
    package static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .left: leftArrow
        case .right: rightArrow
        case .up: "\u{2191}"
        case .down: "\u{2193}"
        case .tab: "Tab"
        case .backspace: "Backspace"
        }
    }

    /// Help entries a narrow screen may leave out, least needed first.
    package static let optionalHelpKeys = ["a", "h"]

    /// Whether a key quits the game: q, from any screen. Esc never quits (it closes panels),
    /// so pressing it once too often after closing Info cannot end the game.
    package static func quits(_ key: Key, panel: Panel?) -> Bool {
        key == .character("q") || key == .character("Q")
    }

    /// The help line's entries, in the order shown, for a panel (nil: the main screen). A
    /// narrow screen drops entries from ``optionalHelpKeys`` first.
    ///
    /// - Parameters:
    ///   - answering: whether the panel takes answers yet (see ``PanelFrame/isAnswering``);
    ///     until it does, its answering keys are not offered.
    ///   - betOptions: the bets of the rule set in play, as ``intent(for:panel:betOptions:)``
    ///     reads them.
    package static func help(
        panel: Panel?, muted: Bool, answering: Bool = true, betOptions: [Int],
        texts: Texts = .english
    ) -> [(key: String, action: String)] {
        func entry(_ key: String, _ action: Texts.KeyAction) -> (key: String, action: String) {
            (key, texts.word(for: action))
        }
        let mute = entry("m", muted ? .unmute : .mute)
        let quit = entry("q", .quit)
        switch panel {
        case .resetConfirm:
            return [entry("y", .reset), entry("n/Enter/Esc", .cancel), quit]
        case .gameOver:
            guard answering else { return [mute, quit] }
            return [
                entry("n/Enter", .newGame), entry("r", .reset), entry("h", .history), mute, quit,
            ]
        case .info:
            return [entry("i/Esc", .close), mute, quit]
        case .history:
            return [entry("h/Esc", .close), quit]
        case nil:
            // One entry for every bet keeps every entry on an 80-column line, muted or not
            // (the arrows work too; `casino --help` lists them). It names the bets that have
            // a digit key.
            let keyed = zip(betDigits, betOptions)
            let bets = (
                key: keyed.map { String($0.0) }.joined(separator: "/"),
                action: texts.word(for: .bet) + " "
                    + keyed.map { texts.number($0.1) }.joined(separator: "/")
            )
            return [
                entry("Space", .spin), bets, entry("i", .info), entry("r", .reset),
                entry("h", .history), mute, entry("a", .motion), quit,
            ]
        }
    }
}
