import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import Foundation

/// What the save-file decoder promises for any bytes: a file is decoded or refused with a
/// reason in one line, never a crash; nothing it decodes holds a count outside
/// `0...Money.limit`, even after the spins that follow loading; and a decoded save
/// re-encodes to a file that decodes to the same save, and encodes to the same bytes again.
enum SaveFileProperties {
    /// Winning spins played on each decoded game: a win is where an amount grows.
    static let spinsAfterLoading = 3

    static func check(_ input: [UInt8]) throws(PropertyViolation) {
        let loaded: SaveData
        switch SaveFileFormat.decode(Data(input)) {
        case .failure(let reason):
            // The reason in each language's words, as the player is told it.
            for language in Language.allCases {
                let words = Texts(language).damage(reason)
                guard !words.isEmpty, !words.contains(where: \.isNewline) else {
                    throw PropertyViolation(
                        "the refusal is not one line: \(words.debugDescription)")
                }
            }
            return
        case .success(let file):
            loaded = file.saveData
        }
        try checkReachable(loaded.game, "as loaded")
        let encoded = try encode(loaded, "a decoded save")
        guard case .success(let file) = SaveFileFormat.decode(encoded) else {
            throw PropertyViolation("a decoded save re-encodes to a file that is refused")
        }
        guard file.saveData == loaded else {
            throw PropertyViolation(
                "a decoded save re-encodes to a different save: \(loaded) became \(file.saveData)")
        }
        guard try encode(file.saveData, "a re-encoded save") == encoded else {
            throw PropertyViolation("a re-encoded save does not encode to the same bytes again")
        }
        var game = loaded.game
        var generator = ThreeOfAKind()
        for _ in 0..<spinsAfterLoading {
            _ = game.send(.spinButtonTapped, using: &generator, at: WallTime(secondsSince1970: 0))
            try checkReachable(game, "after a winning spin")
        }
    }

    private static func encode(_ data: SaveData, _ what: String) throws(PropertyViolation) -> Data {
        do {
            return try SaveFileFormat.encode(data)
        } catch {
            throw PropertyViolation("\(what) cannot be encoded: \(error)")
        }
    }

    /// Throws when a count of `game` is one no game reaches.
    private static func checkReachable(_ game: Game, _ when: String) throws(PropertyViolation) {
        let counts = [game.coins, game.highScore, game.bet, game.resetCount]
        guard counts.allSatisfy(Money.isReachable), game.statistics.isReachable,
            game.history.allSatisfy(\.isReachable)
        else {
            throw PropertyViolation("a count outside 0...\(Money.limit) \(when): \(game)")
        }
    }
}

/// A generator whose every draw is outcome 0, three of a kind: the word 1 times any bound
/// has 0 as its high half and the bound itself as its low half, which is never rejected.
private struct ThreeOfAKind: RandomNumberGenerator {
    mutating func next() -> UInt64 { 1 }
}
