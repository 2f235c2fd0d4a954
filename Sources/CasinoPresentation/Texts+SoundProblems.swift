import CasinoEngine
import CasinoSharedModels

/// Why the game goes on without sound, as the audio system reports it (``SoundProblem``), in
/// words: one sentence, and a short form for a place too small for it.
extension Texts {
    /// The sentence that tells the player there is no sound, and why.
    package func soundProblem(_ problem: SoundProblem) -> Message {
        Message(
            localized(
                english: "No sound: \(englishSoundProblem(problem)).",
                vietnamese: "Không có âm thanh: \(vietnameseSoundProblem(problem))."),
            short: brief(english: "No sound.", vietnamese: "Không có âm thanh."))
    }

    private func englishSoundProblem(_ problem: SoundProblem) -> String {
        switch problem {
        case .cannotRecord(let path, let code): "cannot record to \(path): \(reason(code))"
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
        case .cannotRecord(let path, let code): "không ghi được vào \(path): \(reason(code))"
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
