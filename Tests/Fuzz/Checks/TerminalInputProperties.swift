import CasinoEngine
import CasinoPresentation
import CasinoTerminal

/// What the terminal's key decoder promises for any bytes: the same events, and so the
/// same intents, however the bytes are split into reads, and never a crash; a click is
/// never at a negative cell.
///
/// The input's first bytes choose the reads: each is the length (0 to 15) of the next
/// read, until a byte at or above ``FuzzInput/endOfHeader``; the rest are the bytes sent.
enum TerminalInputProperties {
    static func check(_ input: [UInt8]) throws(PropertyViolation) {
        let (lengths, bytes) = FuzzInput.chunkLengths(input)
        var whole = InputDecoder()
        let expected = whole.feed(bytes) + whole.flush()
        var chunked = InputDecoder()
        var events: [InputEvent] = []
        for chunk in FuzzInput.chunks(bytes, lengths: lengths) {
            events += chunked.feed(chunk)
        }
        events += chunked.flush()
        guard events == expected else {
            throw PropertyViolation(
                "reads of \(lengths) give \(events), the whole input gives \(expected)")
        }
        guard intents(events) == intents(expected) else {
            throw PropertyViolation("the same events give different intents")
        }
        for case .click(let x, let y) in events where x < 0 || y < 0 {
            throw PropertyViolation("a click at a negative cell (\(x), \(y))")
        }
    }

    /// The main screen and every panel, where a key may mean something different.
    private static let panels: [Panel?] = [nil, .info, .gameOver, .resetConfirm, .history]

    /// The intents the keys among `events` stand for on the main screen and on each panel.
    private static func intents(_ events: [InputEvent]) -> [Intent?] {
        let bets = Rules.classic.betOptions
        return events.flatMap { event -> [Intent?] in
            guard case .key(let key) = event else { return [] }
            return panels.map { KeyBindings.intent(for: key, panel: $0, betOptions: bets) }
        }
    }
}
