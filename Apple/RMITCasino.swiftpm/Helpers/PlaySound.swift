import AVFoundation
import CasinoAppAssets
import CasinoEngine
import Foundation

/// The guide's sounds, one `AVAudioPlayer` per sound so they overlap (the guide's single
/// global player cut each sound off with the next). The WAV data comes from CasinoAudio's
/// synthesizer, made once off the main thread at launch.
@MainActor
final class SoundPlayer {
    private var players: [Sound: AVAudioPlayer] = [:]

    init() {
        // Ambient: the game mixes with other audio and obeys the silent switch.
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        Task.detached(priority: .userInitiated) {
            var files: [Sound: Data] = [:]
            for sound in Sound.allCases { files[sound] = GuideSound.wav(sound) }
            let made = files
            await self.load(made)
        }
    }

    private func load(_ files: [Sound: Data]) {
        for (sound, data) in files {
            do {
                let player = try AVAudioPlayer(data: data)
                player.numberOfLoops = GuideSound.numberOfLoops(sound)
                player.prepareToPlay()
                players[sound] = player
            } catch {
                print("ERROR: Could not play the sound \(sound.rawValue): \(error)")
            }
        }
    }

    /// The guide's `playSound`: starts `sound` from its beginning. A sound asked for in the
    /// first moment after launch, before synthesis has finished, is skipped.
    func playSound(sound: Sound) {
        guard let player = players[sound] else { return }
        player.currentTime = 0
        player.play()
    }

    /// Stops the looping drum music (closing Info, a new game).
    func stopMusic() {
        for (sound, player) in players where sound.isMusic {
            player.stop()
            player.currentTime = 0
        }
    }
}
