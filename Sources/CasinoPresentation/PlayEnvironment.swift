import CasinoEngine
import CasinoSharedModels
import CasinoSystem

/// The outside world as the controller sees it: injected, so tests run with recorders and a
/// fake clock, and every front end plugs in its own save file and sound output.
package struct PlayEnvironment {
    /// Writes the game and settings durably and returns the high score now on disk (another
    /// game may have saved a higher one). Called BEFORE the outcome of an action is shown; a
    /// thrown error is reported to the player once and play goes on.
    package var save: (SaveData) throws -> Int
    /// Plays sounds (and any other cue the front end renders itself), with the time on the
    /// controller's clock they belong to: the press, or the landing of the reels. A cue that
    /// reaches the sound system late (after a save's fsync) still sounds at its own time.
    package var perform: ([Cue], Double) -> Void
    package var setMuted: (Bool) -> Void
    /// Wall-clock time, stamped on each spin in the history.
    package var date: () -> Date

    package init(
        save: @escaping (SaveData) throws -> Int,
        perform: @escaping ([Cue], Double) -> Void,
        setMuted: @escaping (Bool) -> Void,
        date: @escaping () -> Date
    ) {
        self.save = save
        self.perform = perform
        self.setMuted = setMuted
        self.date = date
    }

    /// Now on the wall clock, as the engine stamps a spin.
    var wallTime: WallTime { WallTime(secondsSince1970: date().timeIntervalSince1970) }
}
