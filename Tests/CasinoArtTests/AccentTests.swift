import CasinoArt
import Testing

/// The Vietnamese capitals, composed from each font's letters and marks.
@Suite struct AccentTests {
    /// Every Vietnamese vowel with every tone, and Đ: 12 vowels × 6 tones − the 6 plain
    /// ones, which are drawn, + Đ (Ă Â Ê Ô Ơ Ư count among the 12).
    static let letters =
        Array("ĂÂĐÊÔƠƯ")
        + "AĂÂEÊIOÔƠUƯY".flatMap { vowel in
            ["\u{300}", "\u{301}", "\u{309}", "\u{303}", "\u{323}"].map {
                Character(String(vowel) + $0)
            }
        }

    @Test(arguments: [PixelFont.tiny, PixelFont.bold].map(\.name))
    func everyVietnameseCapitalIsComposed(font name: String) {
        let font = name == "tiny" ? PixelFont.tiny : PixelFont.bold
        #expect(Self.letters.count == 67)
        for letter in Self.letters {
            #expect(font.unsupportedCharacters(in: String(letter)).isEmpty, "\(letter)")
            // Lower case is drawn in capitals, as elsewhere.
            #expect(font.unsupportedCharacters(in: String(letter).lowercased()).isEmpty)
        }
    }

    @Test func marksSitAboveAndBelowTheCapitalsNotOnThem() {
        let font = PixelFont.tiny
        let plain = font.render("A", color: .white)
        let acute = font.render("Á", color: .white)
        let dot = font.render("Ạ", color: .white)
        #expect(font.ascent(of: "Á") == 2 && font.descent(of: "Á") == 0)
        #expect(font.ascent(of: "Ạ") == 0 && font.descent(of: "Ạ") == 2)
        #expect(font.ascent(of: "Ấ") == 3, "the tone stands beside the circumflex, a row up")
        #expect(acute.height == plain.height + 2 && dot.height == plain.height + 2)
        // The capitals are the same pixels: the marks only add rows.
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                #expect(acute[x, y + 2] == plain[x, y])
                #expect(dot[x, y] == plain[x, y])
            }
        }
        #expect(font.ascent(of: "RMIT CASINO") == 0, "English text is drawn as before")
    }

    /// A tone beside a circumflex hangs over the spacing rather than widening its letter,
    /// which left a gap that read as a word break ("TIỀ N", "VẪ N").
    @Test(arguments: [PixelFont.tiny, PixelFont.bold].map(\.name))
    func aToneBesideAModifierOpensNoGap(font name: String) {
        let font = name == "tiny" ? PixelFont.tiny : PixelFont.bold
        for (word, plain) in [("TIỀN", "TIEN"), ("VẪN", "VAN"), ("BẰNG", "BANG"), ("GẦN", "GAN")] {
            #expect(font.width(of: word) == font.width(of: plain), "\(word)")
            // The capitals are where the plain word has them, column for column.
            let (marked, bare) = (
                font.render(word, color: .white), font.render(plain, color: .white)
            )
            let top = font.ascent(of: word)
            for y in [0, font.height - 1] {
                for x in 0..<bare.width {
                    #expect(marked[x, top + y] == bare[x, y], "\(word) at \(x), \(y)")
                }
            }
        }
    }

    /// A line's dot below keeps a clear row from the next line's marks: the dot under Ạ in
    /// "BẠN" ran into the breve and grave of "BẰNG" below it in the Info sheet.
    @Test(arguments: [PixelFont.tiny, PixelFont.bold].map(\.name))
    func aDotBelowTouchesNoMarkOnTheNextLine(font name: String) {
        let font = name == "tiny" ? PixelFont.tiny : PixelFont.bold
        let lines = ["BẠN", "BẰNG"]
        for gap in [0, 1] {
            let pitch = font.lineHeight(of: lines, gap: gap)
            let dotBottom = font.height + font.descent(of: lines[0]) - 1
            let marksTop = pitch - font.ascent(of: lines[1])
            #expect(marksTop - dotBottom >= 2, "gap \(gap): rows \(dotBottom) and \(marksTop)")
        }
    }

    @Test func linesWithAccentsAreSetFurtherApart() {
        let font = PixelFont.tiny
        #expect(font.lineHeight(of: ["GAME OVER"], gap: 2) == 7)
        #expect(font.lineHeight(of: ["BẠN ĐÃ HẾT SẠCH TIỀN!"], gap: 1) == 11)
    }
}
