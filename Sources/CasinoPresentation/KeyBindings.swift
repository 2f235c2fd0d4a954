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
            switch key {
            case .enter, .character("y"), .character("Y"): return .confirmReset
            case .escape, .character("n"), .character("N"), .character("r"): return .closePanel
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
    public static func help(panel: Panel?, muted: Bool) -> [(key: String, action: String)] {
        let mute = (key: "m", action: muted ? "unmute" : "mute")
        switch panel {
        case .resetConfirm:
            return [("y/Enter", "reset"), ("n/Esc", "cancel"), ("q", "quit")]
        case .gameOver:
            return [("n/Enter", "new game"), ("r", "reset"), ("h", "history"), mute, ("q", "quit")]
        case .info:
            return [("i/Esc", "close"), mute, ("q", "quit")]
        case .history:
            return [("h/Esc", "close"), ("q", "quit")]
        case nil:
            return [
                ("Space", "spin"), ("1/←", "bet 10"), ("2/→", "bet 20"), ("i", "info"),
                ("r", "reset"), ("h", "history"), mute, ("a", "motion"), ("q", "quit"),
            ]
        }
    }
}
