/// Something the player should hear or feel because of an action.
///
/// The engine decides cues once, so the terminal, SDL2 and SwiftUI front ends all play the
/// same feedback in the same order; each front end only chooses how to render a cue.
package enum Cue: Sendable, Hashable {
    /// Start one of the spec's sounds. Effects may overlap; `drumMusic` loops on its own channel.
    case play(Sound)
    /// Stop the looping music (closing the Info screen, starting a new game).
    case stopMusic
    /// The spec's haptic feedback; front ends without a motor show it instead.
    case haptic(Haptic)
    /// The balance fell below the chosen bet, so the bet dropped to the largest affordable one.
    case betLowered(from: Int, to: Int)
    /// The player picked a bet larger than the balance; the bet is unchanged.
    case betUnaffordable(Int)
}

/// The spec's seven sounds. The raw value is the spec's file name (without `.mp3`).
///
/// Public: the Apple app keys its audio players by it and plays what the model asks for.
public enum Sound: String, CaseIterable, Sendable, Codable {
    case spin
    case winning
    case highscore
    case betChip = "bet-chip"
    case gameover
    case ringUp = "ring-up"
    case drumMusic = "drum-music"

    /// Music loops until a ``Cue/stopMusic``; every other sound is a one-shot effect.
    public var isMusic: Bool { self == .drumMusic }
}

/// The spec's `UINotificationFeedbackGenerator` feedback types.
///
/// Public: the Apple app maps it onto UIKit's feedback types (Helpers/Haptics.swift).
public enum Haptic: String, Sendable, Hashable {
    case success
    case error
}
