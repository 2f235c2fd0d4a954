import CasinoPresentation
import Testing

@Test func aLongNoticeWrapsAtSpacesAndLosesNoWord() {
    let notice =
        "Your save file had negative money, a negative score and a bad date; it was moved to "
        + "/home/player/.local/state/rmit-casino/save.damaged-2026-12-01T11-44-41.json and a new "
        + "game started."
    for width in [20, 40, 78, 98] {
        let lines = Texts.wrap(notice, width: width)
        #expect(lines.allSatisfy { $0.unicodeScalars.count <= width }, "at \(width)")
        #expect(lines.joined().filter { $0 != " " } == notice.filter { $0 != " " }, "at \(width)")
    }
}

@Test func aPathLongerThanALineBreaksAfterASlash() {
    let lines = Texts.wrap("moved to /home/player/.local/state/rmit-casino/save.json", width: 30)
    #expect(lines == ["moved to", "/home/player/.local/state/", "rmit-casino/save.json"])
}

/// The window measures in a pixel font, where letters differ in width: the same rule keeps
/// every line within the pixels and still breaks a path too wide for the window after a `/`.
@Test func aWidthMeasureWrapsByItsOwnUnits() {
    // A stand-in proportional font: "m" and "w" 5 pixels, "i" and "l" 1, a space 2, others 3.
    func pixels(_ text: String) -> Int {
        text.reduce(0) { sum, character in
            sum
                + ("mw".contains(character)
                    ? 5 : "il".contains(character) ? 1 : character == " " ? 2 : 3)
        }
    }
    let notice = "mmm will fill /home/player/save.json"
    let lines = Texts.wrap(notice, width: 30, measure: pixels)
    #expect(lines.allSatisfy { pixels($0) <= 30 })
    #expect(lines == ["mmm will", "fill", "/home/", "player/", "save.json"])
    #expect(Texts.wrap("m", width: 2, measure: pixels) == ["m"], "a glyph wider than the line")
}
