import CasinoPresentation
import CasinoRandom
import CasinoTerminal
import Testing

private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
}

@Test func everyKeyOfTheGameDecodes() {
    #expect(decode(" ") == [.key(.character(" "))])
    #expect(decode("\r") == [.key(.enter)])
    #expect(decode("\n") == [.key(.enter)])
    #expect(decode("12imqrnha") == "12imqrnha".map { .key(.character($0)) })
    #expect(decode("\u{1B}[D") == [.key(.left)])
    #expect(decode("\u{1B}[C") == [.key(.right)])
    #expect(decode("\u{1B}[A\u{1B}[B") == [.key(.up), .key(.down)])
    #expect(decode("\u{1B}OD\u{1B}OC") == [.key(.left), .key(.right)], "application cursor keys")
    #expect(decode("\u{1B}[1;5C") == [.key(.right)], "arrows with modifiers")
    #expect(decode("\u{1B}") == [.key(.escape)], "a lone Esc is the Esc key")
    #expect(decode("\u{03}") == [.interrupt])
    #expect(decode("\u{1A}") == [.suspend])
}

@Test func mouseClicksDecodeToCells() {
    #expect(decode("\u{1B}[<0;10;5M") == [.click(x: 9, y: 4)])
    #expect(decode("\u{1B}[<0;10;5m").isEmpty, "a release is not a click")
    #expect(decode("\u{1B}[<64;10;5M").isEmpty, "the wheel is not a click")
    #expect(decode("\u{1B}[<32;10;5M").isEmpty, "motion is not a click")
    #expect(decode("\u{1B}[<2;10;5M").isEmpty, "the right button is not a click")
    #expect(decode("\u{1B}[M !!") == [.click(x: 0, y: 0)], "legacy X10 reporting")
}

@Test func sequencesSplitAcrossReadsStillDecode() {
    var decoder = InputDecoder()
    let bytes = Array("\u{1B}[<0;12;7M\u{1B}[D".utf8)
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    #expect(events == [.click(x: 11, y: 6), .key(.left)])
    #expect(!decoder.hasPendingEscape)
}

@Test func anEscapeFollowedByMoreBytesWaitsForThem() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingEscape)
    #expect(decoder.feed(Array("[C".utf8)) == [.key(.right)])
}

@Test func bracketedPastesAreSwallowed() {
    #expect(decode("\u{1B}[200~   q\r\u{1B}[201~ ") == [.key(.character(" "))])
    var decoder = InputDecoder()
    var events = decoder.feed(Array("\u{1B}[200~spin spin\u{1B}[2".utf8))
    events += decoder.feed(Array("01~i".utf8))
    #expect(events == [.key(.character("i"))], "the end marker may arrive split")
}

@Test func unknownSequencesAndJunkAreIgnored() {
    #expect(decode("\u{1B}[99;99;99X") == [])
    #expect(decode("\u{1B}]0;title\u{07}i") == [.key(.character("i"))], "an OSC reply")
    #expect(decode("\u{1B}P1$r0m\u{1B}\\i") == [.key(.character("i"))], "a DCS reply")
    #expect(decode("\u{1B}[15~") == [], "F5")
    var junk = InputDecoder()
    #expect(junk.feed([0xFF, 0xFE, 0x80, 0xBF]).isEmpty, "bytes that are never UTF-8")
    #expect(decode("é") == [.key(.character("é"))])
    var decoder = InputDecoder()
    #expect(decoder.feed([0xC3]).isEmpty)
    #expect(decoder.feed([0x41]) == [.key(.character("A"))], "a broken UTF-8 lead byte is dropped")
}

@Test func fuzzedBytesNeverCrashOrHang() {
    var generator = Xoshiro256StarStar(seed: 2025)
    var decoder = InputDecoder()
    var decoded = 0
    for _ in 0..<20_000 {
        let length = Int(generator.next() % 24) + 1
        var chunk: [UInt8] = []
        for _ in 0..<length {
            // Bias toward the bytes that start and shape sequences.
            let pick = generator.next() % 10
            let special: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x7E, 0x4F]
            chunk.append(
                pick < 4
                    ? special[Int(generator.next() % UInt64(special.count))]
                    : UInt8(truncatingIfNeeded: generator.next()))
        }
        for event in decoder.feed(chunk) {
            decoded += 1
            if case .click(let x, let y) = event { #expect(x >= 0 && y >= 0) }
        }
    }
    _ = decoder.flush()
    // A clean key decodes after all that garbage (a paste may still be open: close it).
    _ = decoder.feed(Array("\u{1B}[201~".utf8))
    _ = decoder.flush()
    #expect(decoder.feed(Array("i".utf8)) == [.key(.character("i"))])
    #expect(decoded > 0)
}
