import CasinoPresentation

/// The hardware-keyboard shortcuts of the app on iPad and Mac, taken from the game's one key
/// map (``KeyBindings``) so the app, the terminal and the window cannot disagree. SwiftUI's
/// `.keyboardShortcut` takes a character; these are the characters.
///
/// Public: the Apple app's buttons pass them to `.keyboardShortcut`.
public enum AppShortcuts {
    /// Space spins.
    public static let spin: Character = " "
    /// 1 and 2 choose the footer's two bets (``CasinoModel/betOptions``): the first two of
    /// the rule set's, which the shared key map gives these digits.
    public static let lowerBet: Character = "1"
    /// 2 chooses the footer's higher bet, as 1 chooses the lower.
    public static let higherBet: Character = "2"
    /// i opens and closes Info.
    public static let info: Character = "i"
}
