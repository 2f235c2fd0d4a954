import CasinoSharedModels

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

    /// Said once, the first time the game cannot be saved: why, in words (a ``SaveError``),
    /// or as the error says it when it is none of the game's own.
    package func cannotSave(_ error: any Error) -> Message {
        let reason: String
        switch error as? SaveError {
        // The damaged file that stops every save: the player was told so as it loaded.
        case .refused(let problem)?: return notice(problem)
        case .failed(let failure)?: reason = self.failure(failure)
        case nil: reason = String(describing: error)
        }
        return Message(
            localized(
                english: "Can't save the game (\(reason)); playing on without saving.",
                vietnamese: "Không lưu được trò chơi (\(reason)); vẫn chơi tiếp nhưng không lưu."),
            short: brief(
                english: "Can't save; playing on.", vietnamese: "Không lưu được, vẫn chơi."))
    }

    /// The first notice of a replay, which never touches the player's save.
    package func replayStarted(seed: UInt64) -> Message {
        Message(
            localized(
                english: "Replay of seed \(seed): a fresh game; your save is not touched.",
                vietnamese: "Chơi lại mã số \(seed): một ván mới; bản lưu của bạn vẫn nguyên."),
            short: brief(
                english: "Replay of seed \(seed).", vietnamese: "Chơi lại mã số \(seed)."))
    }

    /// The short form of a message, and how to read the whole: "Can't save; playing on.
    /// (? more)".
    func brief(english: String, vietnamese: String) -> String {
        let key = KeyBindings.readNoticeKey
        return localized(
            english: "\(english) (\(key) more)", vietnamese: "\(vietnamese) (\(key) xem thêm)")
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
