import CasinoAppModel
import CasinoEngine
import CasinoPersistence
import CasinoSharedModels

extension CasinoModel {
    /// A model for Xcode's previews: silent, saving nothing.
    @MainActor
    static func preview(_ game: Game = Game()) -> CasinoModel {
        CasinoModel(
            game: game, settings: Preferences(), generator: SystemRandomNumberGenerator(),
            saves: BackgroundSaveWorker { $0.game.highScore }, clock: LiveClock(),
            outputs: .silent)
    }
}
