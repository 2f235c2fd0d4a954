import CasinoAppModel
import CasinoPersistence
import CasinoPresentation
import Foundation
import SwiftUI

/// The app: one game, saved in Application Support, with the high score also under the
/// guide's `highscore` key.
@main
struct RMITCasinoApp: App {
    @State private var model = CasinoModel(
        saveFile: AppSaveFile(
            store: SaveStore(directory: SaveStore.applicationSupportDirectory()),
            keyValues: UserDefaultsStore()),
        clock: LiveClock(), outputs: .live(sounds: SoundPlayer()),
        // The bundle's localizations come from Localizable.xcstrings (English and
        // Vietnamese), so the system's preferred languages choose between them.
        language: Language(preferredLanguages: Bundle.main.preferredLocalizations))

    var body: some Scene {
        WindowGroup {
            ContentView(model: model)
        }
    }
}
