import CasinoArt
import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// The score capsules' numbers: the terminal's rule (``Amount``), measured in the window's
/// pixel font, so a large amount is shortened rather than spilled over the label.
@Suite struct ScoreNumberTests {
    let moneyRoom = ScoreNumber.room(ScreenLayout.money, label: Texts.english.yourMoney)
    /// The amount whose size the others keep: the starting money.
    let usual = Scenes.rules.startingMoney

    @Test func theFormChangesWhereThePixelFontRunsOutOfRoom() {
        #expect(moneyRoom == 36, "the layout these cases are for")
        let cases: [(Int, String, Int)] = [
            (999, "999", 2),  // the last that fits large
            (1_000, "1000", 1),  // every digit, small
            (999_999, "999999", 1),  // the last with every digit
            (1_000_000, "1.00 M", 1),  // shortened, never "1000 K"
            (12_340_000_000, "12.34 B", 1),
            (99_999_999_999, "99.9 B", 1),  // "99.99 B" is wider than "12.34 B"
            (123_400_000_000, "123.4 B", 1),
            (999_999_999_999, "999 B", 1),  // cut, not rounded up to 1 T
            (1_000_000_000_000, "1.00 T", 1),
        ]
        for (value, text, zoom) in cases {
            let form = ScoreNumber.form(value, usual: usual, room: moneyRoom)
            #expect(form.text == text, "\(value)")
            #expect(form.zoom == zoom, "\(value)")
        }
    }

    @Test func theRuleTakesTheWidestFormThePixelsHold() {
        let value = 12_345_678_901
        let measure = { ScoreNumber.width($0, zoom: 1) }
        for (form, next) in [("12.34 B", "12.3 B"), ("12.3 B", "12 B"), ("12 B", "12B")] {
            let width = measure(form)
            #expect(Amount.text(value, fitting: width, measure: measure) == form)
            #expect(Amount.text(value, fitting: width - 1, measure: measure) == next)
        }
        #expect(Amount.text(value, fitting: 0, measure: measure) == "12B", "the shortest")
    }

    @Test func everyAmountFitsBothCapsules() {
        var values = [0, Int.max, Int.max - 1]
        var power = 1
        while power <= Int.max / 10 {
            values += [power, power * 7 - 1, power * 3 + 1]
            power *= 10
        }
        for (capsule, label) in [
            (ScreenLayout.money, Texts.english.yourMoney),
            (ScreenLayout.highScore, Texts.english.highScore),
        ] {
            let room = ScoreNumber.room(capsule, label: label)
            for value in values {
                let form = ScoreNumber.form(value, usual: usual, room: room)
                #expect(ScoreNumber.width(form.text, zoom: form.zoom) <= room, "\(value) → \(form)")
                #expect(PixelFont.bold.unsupportedCharacters(in: form.text).isEmpty)
            }
        }
    }

    /// The money in one size as it changes: in Vietnamese (a wider label) 100 was drawn small
    /// at the start and 80 large after the first spin.
    @Test(arguments: Language.allCases) func theMoneyKeepsItsSizeAsItChanges(language: Language) {
        var heights: [Int: Int] = [:]
        for coins in [usual, 80, 5, 990] {
            var scene = Scenes.main(coins: coins)
            scene.language = language
            let frame = ScreenRenderer().render(scene, width: 180, height: 320).composed()
            // The number's white ink; the label is not white.
            let capsule = ScreenLayout.money
            let rows = (capsule.y..<capsule.maxY).filter { y in
                (capsule.x..<capsule.maxX).contains { frame.color(x: $0, y: y) == .white }
            }
            heights[coins] = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        }
        #expect(Set(heights.values).count == 1, "ink heights by amount: \(heights)")
    }

    /// The picture: 10¹² coins drawn over YOUR MONEY and past the capsule's edge.
    @Test func aTrillionStaysInsideItsCapsuleAndOffTheLabel() {
        let trillion = 1_000_000_000_000
        let frame = ScreenRenderer().render(
            Scenes.main(coins: trillion, highScore: trillion), width: 180, height: 320
        ).composed()
        let tiny = PixelFont.tiny
        for (capsule, label, labelOnLeft) in [
            (ScreenLayout.money, Texts.english.yourMoney, true),
            (ScreenLayout.highScore, Texts.english.highScore, false),
        ] {
            let inner = capsule.insetBy(dx: 10, dy: 0)
            let labelWidth = label.map { tiny.width(of: $0) }.max() ?? 0
            let allowed =
                labelOnLeft
                ? (inner.x + labelWidth + 1)..<inner.maxX
                : inner.x..<(inner.maxX - labelWidth - 1)
            var ink = 0
            for y in capsule.y..<capsule.maxY {
                // The capsule's row, and the gaps and margins either side of it.
                for x in (capsule.x - 6)..<min(capsule.maxX + 4, frame.width) {
                    let color = frame.color(x: x, y: y)
                    guard color.r > 250, color.g > 250, color.b > 250 else { continue }
                    ink += 1
                    #expect(allowed.contains(x), "number ink at \(x),\(y) in \(label)")
                }
            }
            #expect(ink > 0, "the number is drawn")
        }
    }
}
