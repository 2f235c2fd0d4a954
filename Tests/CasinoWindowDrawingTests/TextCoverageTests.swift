import CasinoArt
import CasinoEngine
import CasinoPresentation
import Foundation
import Testing

/// Every text the window writes in its small font has a glyph for each character, so no
/// word turns into a missing-glyph box (a replay's "a fresh game; your save…" once showed
/// "GAMED": the font had no semicolon).
@Suite struct TextCoverageTests {
    private var texts: [String] {
        var texts = [
            Texts.english.keysWaitForScreen, Texts.english.historyTitle, Texts.english.historyEmpty,
            Texts.english.howToPlayHeader, Texts.english.applicationInformationHeader,
            Texts.english.oddsHeader,
            Texts.english.sessionLine(elapsed: 3_725, replaySeed: nil),
            Texts.english.sessionLine(elapsed: 59, replaySeed: 18_446_744_073_709_551_615),
            Texts.english.net(-1_234, muted: true), Texts.english.net(56_789, muted: false),
            // A notice naming a file, as the save's damage and sound warnings do.
            "Your save file could not be used because it is not JSON; it was kept as "
                + "/home/player_1/.local/state/rmit-casino/save.json.corrupt-20261201-101010 "
                + "and a new game started (100 % sure, 'quoted' & \"double\").",
        ]
        texts += Texts.english.gameOverMessage
        texts += Texts.english.applicationInformation.flatMap { [$0.label, $0.value] }
        for rules in [Rules.classic, .easy] {
            texts += Texts.english.howToPlay(rules)
            texts.append(Texts.english.resetQuestion(rules))
            texts += Texts.english.oddsLines(rules).flatMap { [$0.label, $0.value] }
        }
        let statistics = Statistics(
            spins: 12, wins: 1, totalStaked: 120, totalWon: 100, biggestWin: 100)
        texts.append(Texts.english.lifetime(statistics) ?? "")
        return texts
    }

    @Test func theSmallFontHasEveryCharacterTheWindowWrites() {
        for text in texts {
            #expect(PixelFont.tiny.unsupportedCharacters(in: text).isEmpty, "\(text)")
        }
    }
}
