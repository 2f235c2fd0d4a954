/// A key press, named without reference to any terminal or windowing system.
public enum Key: Sendable, Hashable {
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
public enum KeyBindings {
    /// What a key asks for while `panel` is showing (nil: the main screen), or nil to ignore it.
    public static func intent(for key: Key, panel: Panel?) -> Intent? {
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
            case .character("1"), .left: return .selectBet(10)
            case .character("2"), .right: return .selectBet(20)
            case .character("i"), .character("I"): return .info
            case .character("r"), .character("R"): return .requestReset
            case .character("n"), .character("N"): return .newGame
            case .character("h"), .character("H"): return .history
            default: return common(key)
            }
        }
    }

    /// Keys that work everywhere.
    private static func common(_ key: Key) -> Intent? {
        switch key {
        case .character("m"), .character("M"): .toggleMute
        case .character("a"), .character("A"): .toggleReducedMotion
        default: nil
        }
    }

    /// Help entries a narrow screen may leave out, least needed first.
    public static let optionalHelpKeys = ["a", "h"]

    /// Whether a key quits the game: q, from any screen. Esc never quits (it closes panels),
    /// so pressing it once too often after closing Info cannot end the game.
    public static func quits(_ key: Key, panel: Panel?) -> Bool {
        key == .character("q") || key == .character("Q")
    }

    /// The help line's entries, in the order shown, for a panel (nil: the main screen). A
    /// narrow screen drops entries from ``optionalHelpKeys`` first.
    ///
    /// - Parameter answering: whether the panel takes answers yet (see
    ///   ``PanelFrame/isAnswering``); until it does, its answering keys are not offered.
    public static func help(panel: Panel?, muted: Bool, answering: Bool = true)
        -> [(key: String, action: String)]
    {
        let mute = (key: "m", action: muted ? "unmute" : "mute")
        switch panel {
        case .resetConfirm:
            return [("y", "reset"), ("n/Enter/Esc", "cancel"), ("q", "quit")]
        case .gameOver:
            guard answering else { return [mute, ("q", "quit")] }
            return [("n/Enter", "new game"), ("r", "reset"), ("h", "history"), mute, ("q", "quit")]
        case .info:
            return [("i/Esc", "close"), mute, ("q", "quit")]
        case .history:
            return [("h/Esc", "close"), ("q", "quit")]
        case nil:
            return [
                // One entry for both bets keeps every entry on an 80-column line, muted or not
                // (the arrows work too; `casino --help` lists them).
                ("Space", "spin"), ("1/2", "bet 10/20"), ("i", "info"), ("r", "reset"),
                ("h", "history"), mute, ("a", "motion"), ("q", "quit"),
            ]
        }
    }
}
