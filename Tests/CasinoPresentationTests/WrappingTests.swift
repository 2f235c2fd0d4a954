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
