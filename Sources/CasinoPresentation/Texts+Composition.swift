extension Texts {
    /// The letters a decomposed character may compose to: Latin-1, Latin Extended-A and -B
    /// (Ă Â Đ Ê Ô Ơ Ư) and Latin Extended Additional (every Vietnamese letter with a tone).
    static let composedLetters: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]

    /// `text` in Unicode's composed form (NFC) as far as the game's languages need it: a
    /// letter typed or stored as a base and combining marks ("e" + U+0302 + U+0301) becomes the
    /// one character it stands for ("ế"), so a terminal cell holds a whole letter and every
    /// Vietnamese letter is one column. A character with no composed form keeps its first
    /// scalar, so the text's width in columns never changes.
    package static func composed(_ text: String) -> String {
        string(text.map(composedScalar))
    }

    /// The one scalar that writes `character` (its first when none does).
    package static func composedScalar(_ character: Character) -> Unicode.Scalar {
        let scalars = character.unicodeScalars
        let first = scalars[scalars.startIndex]
        guard scalars.count > 1 else { return first }
        // Swift compares characters by canonical equivalence, so the composed letter is the
        // one scalar equal to the whole character.
        let letters = composedLetters.joined().lazy.compactMap(Unicode.Scalar.init)
        return letters.first { Character($0) == character } ?? first
    }

    /// How many terminal columns `text` takes once composed: one a character.
    package static func columns(_ text: String) -> Int {
        text.count
    }
}

extension Texts {
    /// `text` as a terminal's cells can show it. A cell has no room above a capital for
    /// Vietnamese's marks: xterm cuts the grave off Ề and the hook off Ủ, so "TIỀN" (money)
    /// reads "TIÊN" (fairy). A text with a word in capitals that carries such a mark (any
    /// capital beyond ASCII but Đ, whose bar is beside it) is written in sentence case
    /// instead: "TIỀN CỦA BẠN" is "Tiền của bạn", "ĐIỂM CAO MỚI 200!" is "Điểm cao mới 200!".
    /// English has no such capitals and keeps its own.
    package static func cellCase(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        func inCapitals(_ word: Substring) -> Bool {
            word.contains(where: \.isLetter) && !word.contains(where: \.isLowercase)
        }
        let marked = words.contains { word in
            inCapitals(word) && word.contains { $0.isUppercase && !$0.isASCII && $0 != "Đ" }
        }
        guard marked else { return text }
        let lowered = words.map { inCapitals($0) ? $0.lowercased() : String($0) }
        return sentenceCase(lowered.joined(separator: " "))
    }
}
