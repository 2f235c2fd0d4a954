import CasinoEngine
import CasinoSharedModels
import CasinoSystem

/// The save file's JSON schema, kept apart from the engine's types so the engine can change
/// without old files becoming unreadable: every change to this shape that an older reader
/// would misread bumps `schemaVersion` (an optional field added, which it ignores, does not).
///
/// Package-wide so the save-file fuzz target (Tests/Fuzz) drives this very decoder.
package struct SaveFileFormat: Codable, Equatable {
    static let currentVersion = 1
    /// Far above any file we write (ten spins of history is a few kilobytes), and small
    /// enough that a save pointing at an endless device cannot exhaust memory.
    package static let maximumSize = 1 << 20

    var schemaVersion: Int
    /// The spec's `@AppStorage("highscore")` key.
    var highscore: Int
    var money: Int
    var bet: Int
    var rules: RuleSetID
    var stops: [Int]
    var resetCount: Int
    var statistics: Statistics
    var history: [SpinRecord]
    var settings: Preferences

    init(_ data: SaveData) {
        let game = data.game
        schemaVersion = Self.currentVersion
        highscore = game.highScore
        money = game.coins
        bet = game.bet
        rules = game.rules.id
        stops = game.stops
        resetCount = game.resetCount
        statistics = game.statistics
        history = game.history
        settings = data.settings
    }

    /// The game and preferences the file holds, repaired as ``Game`` repairs saved values.
    package var saveData: SaveData {
        let game = Game(
            rules: .named(rules), coins: money, bet: bet, highScore: highscore, stops: stops,
            statistics: statistics, history: history, resetCount: resetCount)
        return SaveData(game: game, settings: settings)
    }

    /// The file that holds `data`: sorted, indented JSON.
    package static func encode(_ data: SaveData) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(SaveFileFormat(data))
    }

    /// Reads a file, or says why it cannot be trusted.
    package static func decode(_ bytes: Data) -> Result<SaveFileFormat, DamageReason> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        guard let probe = try? JSONDecoder().decode(VersionProbe.self, from: bytes) else {
            return .failure(.notJSON)
        }
        guard let version = probe.schemaVersion else {
            return .failure(.noSchemaVersion)
        }
        guard version <= currentVersion else {
            return .failure(.newerVersion(version, readsUpTo: currentVersion))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let file = try? decoder.decode(SaveFileFormat.self, from: bytes) else {
            return .failure(.wrongField)
        }
        guard file.money >= 0, file.highscore >= 0, file.bet > 0 else {
            return .failure(.negativeAmount)
        }
        let amounts = [file.money, file.highscore, file.resetCount]
        guard amounts.allSatisfy(Money.isReachable), file.statistics.isReachable,
            file.history.allSatisfy(\.isReachable)
        else {
            return .failure(.unreachableAmount(limit: Money.limit))
        }
        return .success(file)
    }
}

/// Just enough of a save file to tell JSON that is no object from an object without a
/// usable schema version, before the whole file is decoded.
private struct VersionProbe: Decodable {
    var schemaVersion: Int?

    private enum Key: String, CodingKey { case schemaVersion }

    init(from decoder: any Decoder) throws {
        // Throws for anything but a JSON object: not a save file at all.
        let container = try decoder.container(keyedBy: Key.self)
        schemaVersion = try? container.decode(Int.self, forKey: .schemaVersion)
    }
}
