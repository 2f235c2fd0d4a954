import CasinoEngine
import CasinoSharedModels

/// Why the game goes on without sound, as the audio system reports it (``SoundProblem``), in
/// words: one line, short enough for an 80-column status line.
extension Texts {
    /// The one line that tells the player the sound is off, and why.
    package func soundProblem(_ problem: SoundProblem) -> String {
        localized(
            english: "sound off: " + englishSoundProblem(problem),
            vietnamese: "Tắt âm thanh: " + vietnameseSoundProblem(problem))
    }

    private func englishSoundProblem(_ problem: SoundProblem) -> String {
        switch problem {
        case .cannotRecord(let path, let reason): "cannot record to \(path): \(reason)"
        case .noPlayerOnPath(let players, let install):
            "no \(alternatives(players, or: "or")) on PATH"
                + (install.map { " (\($0.software)'s: \($0.command))" } ?? "")
        case .noPlayerOnThisSystem: "no audio player on this system"
        case .noPlayerCouldPlay(let tried):
            "no audio player could play (tried \(tried.joined(separator: ", ")))"
        case .cannotStartThread: "cannot start the audio thread"
        }
    }

    private func vietnameseSoundProblem(_ problem: SoundProblem) -> String {
        switch problem {
        case .cannotRecord(let path, let reason): "không ghi được vào \(path): \(reason)"
        case .noPlayerOnPath(let players, let install):
            "không tìm thấy \(alternatives(players, or: "hay")) trong PATH"
                + (install.map { " (cài \($0.software): \($0.command))" } ?? "")
        case .noPlayerOnThisSystem: "hệ thống này không có trình phát âm thanh"
        case .noPlayerCouldPlay(let tried):
            "không có trình phát nào phát được (đã thử \(tried.joined(separator: ", ")))"
        case .cannotStartThread: "không khởi động được luồng âm thanh"
        }
    }

    /// `names` as alternatives: "a, b or c" (with `or` the language's word for it).
    private func alternatives(_ names: [String], or word: String) -> String {
        guard let last = names.last, names.count > 1 else { return names.last ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(word) " + last
    }
}
