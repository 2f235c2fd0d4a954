/// Why the game goes on without sound, as the audio system reports it through `warn`. The
/// audio system only says what happened; the front end words it for the player, in the
/// player's language (CasinoPresentation's `Texts.soundProblem(_:)`).
package enum SoundProblem: Sendable, Equatable {
    /// `CASINO_AUDIO_RECORD` names a file that cannot be created; `code` is the `errno`.
    case cannotRecord(path: String, code: Int32)
    /// None of `players` (the players looked for, in order) is on `PATH`; `install` says how
    /// to get one when there is one thing to suggest (SoX on macOS), or is `nil`.
    case noPlayerOnPath(players: [String], install: PlayerInstall?)
    /// This system runs no audio player at all (iOS runs no child processes).
    case noPlayerOnThisSystem
    /// Every player found was tried, in the order of `tried`, and none could play.
    case noPlayerCouldPlay(tried: [String])
    /// The audio thread could not be started (the process is at its limit).
    case cannotStartThread
}

/// How to install an audio player: the software it comes with, and the command.
package struct PlayerInstall: Sendable, Equatable {
    /// The software the player comes with ("SoX").
    package var software: String
    /// The command that installs it ("brew install sox").
    package var command: String

    /// A way to install a player: `software`, by running `command`.
    package init(software: String, command: String) {
        self.software = software
        self.command = command
    }
}
