extension Texts {
    // MARK: Feedback on a key

    /// Said when the chosen bet costs more than the player has.
    package func betNeedsCoins(_ bet: Int) -> String {
        let bet = number(bet)
        return localized(
            english: "You need \(bet) coins to bet \(bet).",
            vietnamese: "Cần có \(bet) xu mới cược \(bet) được.")
    }

    /// Said after a confirmed reset, with the money the rules start from.
    package func moneyBack(_ coins: Int) -> String {
        localized(
            english: "Money back to \(number(coins)), high score 0.",
            vietnamese: "Tiền đã về \(number(coins)), điểm cao về 0.")
    }

    /// Said when the sound is turned off or on.
    package func sound(on: Bool) -> String {
        localized(
            english: on ? "Sound on." : "Sound off.",
            vietnamese: on ? "Đã bật âm thanh." : "Đã tắt âm thanh.")
    }

    /// Said when reduced motion is turned on or off.
    package func reducedMotion(on: Bool) -> String {
        localized(
            english: on ? "Reduced motion on." : "Reduced motion off.",
            vietnamese: on ? "Đã bật giảm chuyển động." : "Đã tắt giảm chuyển động.")
    }

    /// Said when the reels land with less money than the bet: the engine lowered it.
    package func betLowered(to bet: Int, coins: Int) -> String {
        localized(
            english: "Bet lowered to \(number(bet)): you have \(number(coins)) coins.",
            vietnamese: "Đã hạ mức cược xuống \(number(bet)): bạn còn \(number(coins)) xu.")
    }

    // MARK: Announcements

    /// Said once, the first time the save file cannot be written; `reason` is the error.
    package func cannotSave(_ reason: String) -> String {
        localized(
            english: "Can't save the game (\(reason)); playing on without saving.",
            vietnamese: "Không lưu được trò chơi (\(reason)); vẫn chơi tiếp nhưng không lưu.")
    }

    /// The first notice of a replay, which never touches the player's save.
    package func replayStarted(seed: UInt64) -> String {
        localized(
            english: "Replay of seed \(seed): a fresh game; your save is not touched.",
            vietnamese: "Chơi lại seed \(seed): một ván mới; bản lưu của bạn vẫn nguyên.")
    }

    // MARK: The line under the reels

    package func win(prize: Int) -> String {
        localized(
            english: "WIN! +\(number(prize)) coins", vietnamese: "THẮNG! +\(number(prize)) xu")
    }

    package func newHighScore(prize: Int, highScore: Int) -> String {
        localized(
            english: "NEW HIGH SCORE \(number(highScore))!  +\(number(prize)) coins",
            vietnamese: "ĐIỂM CAO MỚI \(number(highScore))!  +\(number(prize)) xu")
    }

    /// Written with a true minus sign, like every other number.
    package func noMatch(stake: Int) -> String {
        localized(
            english: "No match: −\(number(stake))", vietnamese: "Không trúng: −\(number(stake))")
    }
}
