import CasinoArt
import CasinoEngine
import CasinoPresentation
import Foundation
import TestSupport
import Testing

/// Every text the window writes in its small font has a glyph for each character, so no
/// word turns into a missing-glyph box (a replay's "a fresh game; your save…" once showed
/// "GAMED": the font had no semicolon).
@Suite struct TextCoverageTests {
    private var texts: [String] {
        Language.allCases.flatMap { texts(Texts($0)) }
    }

    private func texts(_ catalogue: Texts) -> [String] {
        var texts = [
            catalogue.keysWaitForScreen, catalogue.historyTitle, catalogue.historyEmpty,
            catalogue.howToPlayHeader, catalogue.applicationInformationHeader,
            catalogue.oddsHeader,
            catalogue.sessionLine(elapsed: 3_725, replaySeed: nil),
            catalogue.sessionLine(elapsed: 59, replaySeed: 18_446_744_073_709_551_615),
            catalogue.net(-1_234, muted: true), catalogue.net(56_789, muted: false),
            // A notice naming a file, as the save's damage and sound warnings do.
            "Your save file could not be used because it is not JSON; it was kept as "
                + "/home/player_1/.local/state/rmit-casino/save.json.corrupt-20261201-101010 "
                + "and a new game started (100 % sure, 'quoted' & \"double\").",
        ]
        texts += catalogue.gameOverMessage
        texts += catalogue.applicationInformation.flatMap { [$0.label, $0.value] }
        for rules in [Rules.classic, .easy] {
            texts += catalogue.howToPlay(rules)
            texts.append(catalogue.resetQuestion(rules))
            texts += catalogue.oddsLines(rules).flatMap { [$0.label, $0.value] }
        }
        let statistics = Statistics(
            spins: 12, wins: 1, totalStaked: 120, totalWon: 100, biggestWin: 100)
        texts.append(catalogue.lifetime(statistics, rules: .classic) ?? "")
        // The whole catalogue, its lines and columns apart.
        texts += Texts.catalogue.flatMap {
            $0.text(catalogue).replacing(" | ", with: " ").split(separator: "\n").map(String.init)
        }
        return texts
    }

    /// The titles and buttons the bold font writes, in every language.
    @Test func theBoldFontHasEveryTitle() {
        for texts in Language.allCases.map(Texts.init) {
            for title in [
                texts.gameOverTitle, texts.newGame, texts.resetTitle, texts.cancelButton,
                texts.historyTitle, texts.spin,
            ] {
                #expect(PixelFont.bold.unsupportedCharacters(in: title).isEmpty, "\(title)")
            }
        }
    }

    @Test func theSmallFontHasEveryCharacterTheWindowWrites() {
        for text in texts {
            #expect(PixelFont.tiny.unsupportedCharacters(in: text).isEmpty, "\(text)")
        }
    }
}
