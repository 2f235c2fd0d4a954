import CasinoEngine
import CasinoPersistence
import CasinoSharedModels
import CasinoSystem

/// Where and how the app keeps what the player owns: the same save file as the other front
/// ends (``SaveStore``), in Application Support on Apple, and the high score also under the
/// guide's `highscore` key, where its `@AppStorage("highscore")` kept it.
///
/// Public: the Apple app opens its save through it (RMITCasinoApp).
public struct AppSaveFile: Sendable {
    /// The guide's `@AppStorage` key.
    package static let highscoreKey = "highscore"

    package let store: SaveStore
    package let keyValues: any KeyValueStore

    /// The save file in `store`, and the guide's `highscore` key in `keyValues`.
    public init(store: SaveStore, keyValues: any KeyValueStore) {
        self.store = store
        self.keyValues = keyValues
    }

    /// The game to start with, its settings, and what was wrong if the file was damaged (for
    /// the model to tell the player in their language).
    ///
    /// Without a usable save file (a first run, perhaps after the guide's own app, or a damaged
    /// file set aside), a high score under the `highscore` key is kept rather than lost. With
    /// a file, the file decides: it knows about resets the key cannot tell apart.
    package func load(now: Date) -> (data: SaveData, problem: SaveProblem?) {
        let loaded = store.load(now: now)
        if let saved = loaded.saved { return (saved, loaded.problem) }
        var game = Game()
        if let stored = keyValues.integer(forKey: Self.highscoreKey) {
            game.adoptHighScore(stored)
        }
        return (SaveData(game: game), loaded.problem)
    }

    /// Writes the save file, then mirrors the high score now on disk under `highscore`.
    /// Returns that high score (another copy of the game may have saved a higher one).
    ///
    /// When the file cannot be written the key still gets the game's high score, so the one
    /// number the guide promised to keep survives, and the error goes on to the player.
    package func save(_ data: SaveData, now: Date) throws -> Int {
        do {
            let stored = try store.save(data, now: now)
            keyValues.set(stored, forKey: Self.highscoreKey)
            return stored
        } catch {
            keyValues.set(data.game.highScore, forKey: Self.highscoreKey)
            throw error
        }
    }
}
