// save-torture: spins and saves in a loop, for the save file's crash tests.
//
// Usage: save-torture DIR SEED classic|easy
//
// Starts a fresh game (ignoring any file in DIR), then forever: spin (New Game when the money
// is gone), save, and print `committed <spins> <money> <high score>` once the save returned.
// Time is the spin count, so a test can replay the same seed and compare exactly.
import CasinoEngine
import CasinoPersistence
import CasinoRandom
import CasinoSharedModels
import Foundation
import TestSupport

let arguments = CommandLine.arguments
guard arguments.count == 4, let seed = UInt64(arguments[2]),
    let id = RuleSetID(rawValue: arguments[3])
else {
    FileHandle.standardError.write(Data("usage: save-torture DIR SEED classic|easy\n".utf8))
    exit(64)
}
let store = SaveStore(directory: URL(fileURLWithPath: arguments[1]))
var game = Game(rules: .named(id))
var generator = Xoshiro256StarStar(seed: seed)
while true {
    TortureStep.advance(&game, using: &generator)
    do {
        let stored = try store.save(SaveData(game: game))
        game.adoptHighScore(stored)
    } catch {
        FileHandle.standardError.write(Data("save-torture: \(error)\n".utf8))
        exit(74)
    }
    let line = "committed \(game.statistics.spins) \(game.coins) \(game.highScore)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}
