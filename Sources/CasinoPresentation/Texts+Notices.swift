extension Texts {
    // MARK: Feedback on a key

    /// Said when the chosen bet costs more than the player has.
    public static func betNeedsCoins(_ bet: Int) -> String {
        "You need \(bet) coins to bet \(bet)."
    }

    /// Said after a confirmed reset, with the money the rules start from.
    public static func moneyBack(_ coins: Int) -> String {
        "Money back to \(coins), high score 0."
    }

    public static let soundOff = "Sound off."
    public static let soundOn = "Sound on."
    public static let reducedMotionOn = "Reduced motion on."
    public static let reducedMotionOff = "Reduced motion off."

    /// Said when the reels land with less money than the bet: the engine lowered it.
    public static func betLowered(to bet: Int, coins: Int) -> String {
        "Bet lowered to \(bet): you have \(coins) coins."
    }

    // MARK: Announcements

    /// Said once, the first time the save file cannot be written; `reason` is the error.
    public static func cannotSave(_ reason: String) -> String {
        "Can't save the game (\(reason)); playing on without saving."
    }

    // MARK: The line under the reels

    public static func win(prize: Int) -> String {
        "WIN! +\(prize) coins"
    }

    public static func newHighScore(prize: Int, highScore: Int) -> String {
        "NEW HIGH SCORE \(highScore)!  +\(prize) coins"
    }

    /// Written with a true minus sign, like every other number.
    public static func noMatch(stake: Int) -> String {
        "No match: −\(stake)"
    }
}
