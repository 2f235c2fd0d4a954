import CasinoAppModel
import CasinoPersistence
import SwiftUI

/// The app: one game, saved in Application Support, with the high score also under the
/// guide's `highscore` key.
@main
struct RMITCasinoApp: App {
    @State private var model = CasinoModel(
        saveFile: AppSaveFile(
            store: SaveStore(directory: AppSaveFile.defaultDirectory()),
            keyValues: UserDefaultsStore()),
        clock: LiveClock(), outputs: .live(sounds: SoundPlayer()))

    var body: some Scene {
        WindowGroup {
            ContentView(model: model)
        }
    }
}
