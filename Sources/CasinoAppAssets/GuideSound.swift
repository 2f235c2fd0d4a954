import CasinoAudio
import CasinoEngine
import CasinoSystem

/// The guide's sound files (`spin.mp3`, `winning.mp3`, …) as WAV data for `AVAudioPlayer`,
/// synthesized by CasinoAudio like the terminal's and the window's sounds, not shipped.
///
/// Public: the Apple app's `SoundPlayer` (Helpers/PlaySound.swift) loads its players from it.
public enum GuideSound {
    /// One sound as a 16-bit mono WAV file. Synthesizing all seven takes a moment (mostly the
    /// drum loop), so call it off the main thread; the library is made once and shared.
    public static func wav(_ sound: Sound) -> Data {
        WAVFile.encode(SoundLibrary.standard[sound])
    }

    /// How many times `AVAudioPlayer` should repeat `sound`: music loops until stopped
    /// (`numberOfLoops = -1`), every effect plays once.
    public static func numberOfLoops(_ sound: Sound) -> Int {
        sound.isMusic ? -1 : 0
    }
}
