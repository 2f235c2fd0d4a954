/// A game controller's buttons, named by position as SDL's GameController names them (an
/// Xbox layout: A bottom, B right, X left, Y top).
package enum GamepadButton: Sendable, Hashable {
    case a, b, x, y
    case start
    case dpadLeft, dpadRight
    case leftShoulder, rightShoulder
}

/// The gamepad map, beside ``KeyBindings`` so a controller and a keyboard mean the same:
/// A spins, the D-pad or shoulders pick the lower or higher bet, Y shows Info, X the history,
/// Start answers a panel and B closes it.
package enum GamepadBindings {
    package static func intent(
        for button: GamepadButton, panel: Panel?, betOptions: [Int]
    ) -> Intent? {
        switch button {
        case .a: return panel == nil ? .spin : answer(panel)
        case .start: return answer(panel)
        case .b: return .closePanel
        case .y: return .info
        case .x: return .history
        case .dpadLeft, .leftShoulder: return betOptions.first.map { .selectBet($0) }
        case .dpadRight, .rightShoulder: return betOptions.last.map { .selectBet($0) }
        }
    }

    /// What "yes" means on each panel: a new game, the reset, closing Info or the history,
    /// playing on after a reality check.
    private static func answer(_ panel: Panel?) -> Intent? {
        switch panel {
        case .gameOver: .newGame
        case .resetConfirm: .confirmReset
        case .info: .info
        case .history, .realityCheck: .closePanel
        case nil: nil
        }
    }
}
