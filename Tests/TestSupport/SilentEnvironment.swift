import CasinoPresentation
import Foundation

extension PlayEnvironment {
    /// No saving, no sound: for previews and snapshot tests.
    package static func silent(date: Date = Date(timeIntervalSince1970: 1_767_225_600))
        -> PlayEnvironment
    {
        PlayEnvironment(
            save: { $0.game.highScore }, perform: { _, _ in }, setMuted: { _ in }, date: { date })
    }
}
