extension Texts {
    // MARK: Feedback on a key

    /// Said when the chosen bet costs more than the player has.
    package static func betNeedsCoins(_ bet: Int) -> String {
        "You need \(bet) coins to bet \(bet)."
    }

    /// Said after a confirmed reset, with the money the rules start from.
    package static func moneyBack(_ coins: Int) -> String {
        "Money back to \(coins), high score 0."
    }

    package static let soundOff = "Sound off."
    package static let soundOn = "Sound on."
    package static let reducedMotionOn = "Reduced motion on."
    package static let reducedMotionOff = "Reduced motion off."

    /// Said when the reels land with less money than the bet: the engine lowered it.
    package static func betLowered(to bet: Int, coins: Int) -> String {
        "Bet lowered to \(bet): you have \(coins) coins."
    }

    // MARK: Announcements

    /// Said once, the first time the save file cannot be written; `reason` is the error.
    package static func cannotSave(_ reason: String) -> String {
        "Can't save the game (\(reason)); playing on without saving."
    }

    // MARK: The line under the reels

    package static func win(prize: Int) -> String {
        "WIN! +\(prize) coins"
    }

    package static func newHighScore(prize: Int, highScore: Int) -> String {
        "NEW HIGH SCORE \(highScore)!  +\(prize) coins"
    }

    /// Written with a true minus sign, like every other number.
    package static func noMatch(stake: Int) -> String {
        "No match: −\(stake)"
    }
}
