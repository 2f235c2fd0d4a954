import CasinoPresentation

/// Something the terminal sent: a key, a mouse click, or a control the game handles itself.
package enum InputEvent: Sendable, Hashable {
    case key(Key)
    /// A mouse button pressed at a cell (0-based column and row).
    case click(x: Int, y: Int)
    /// Ctrl-C or Ctrl-\ (raw mode delivers them as bytes, not signals).
    case interrupt
    /// Ctrl-Z.
    case suspend
}

/// Decodes the bytes a terminal sends into ``InputEvent``s.
///
/// Bytes arrive in arbitrary chunks, so the decoder keeps an unfinished sequence between calls.
/// Anything it does not understand (unknown escape sequences, stray bytes, bad UTF-8) is
/// dropped, and bracketed pastes are swallowed whole: pasted text must never play the game.
package struct InputDecoder: Sendable {
    private var pending: [UInt8] = []
    private var inPaste = false
    /// A paste's closing marker may be split across reads: the tail seen so far.
    private var pasteTail: [UInt8] = []

    /// Longest escape sequence kept waiting for its end; longer ones are garbage.
    static let maximumSequence = 64
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The cursor keys' final bytes, after `ESC [` or `ESC O`.
    static let arrows: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]

    package init() {}

    /// Whether a lone Esc is waiting: if no more bytes come soon it is the Esc key, so the
    /// caller should call ``flush()`` after a short timeout.
    package var hasPendingEscape: Bool { !pending.isEmpty && !inPaste }

    /// Decodes a chunk of bytes.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            if inPaste {
                pasteTail.append(byte)
                if pasteTail.count > Self.pasteEnd.count { pasteTail.removeFirst() }
                if pasteTail == Self.pasteEnd {
                    inPaste = false
                    pasteTail = []
                }
                continue
            }
            pending.append(byte)
            decodePending(into: &events, final: false)
        }
        return events
    }

    /// Ends a sequence that stopped arriving: a lone Esc becomes the Esc key, anything else
    /// unfinished is dropped.
    package mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        decodePending(into: &events, final: true)
        pending.removeAll()
        return events
    }

    private mutating func decodePending(into events: inout [InputEvent], final: Bool) {
        while !pending.isEmpty {
            switch decode(pending, final: final) {
            case .needMore:
                if pending.count > Self.maximumSequence { pending.removeAll() }
                return
            case .event(let event, let length):
                pending.removeFirst(length)
                if let event { events.append(event) }
            case .pasteStart(let length):
                pending.removeFirst(length)
                inPaste = true
                // Whatever followed in this chunk is part of the paste.
                let rest = pending
                pending = []
                events += feed(rest)
                return
            }
        }
    }

    private enum Step {
        case needMore
        /// A decoded event (nil: recognised and ignored) and how many bytes it used.
        case event(InputEvent?, Int)
        case pasteStart(Int)
    }

    private func decode(_ bytes: [UInt8], final: Bool) -> Step {
        let first = bytes[0]
        switch first {
        case 0x1B:
            guard bytes.count > 1 else { return final ? .event(.key(.escape), 1) : .needMore }
            switch bytes[1] {
            case 0x5B: return decodeCSI(bytes, final: final)
            case 0x4F:
                guard bytes.count > 2 else { return final ? .event(nil, 2) : .needMore }
                let key: Key? = bytes[2] == 0x4D ? .enter : Self.arrows[bytes[2]]
                return .event(key.map { .key($0) }, 3)
            case 0x5D, 0x50, 0x5F, 0x5E:
                // OSC, DCS, APC, PM strings (terminal replies): skip to BEL or ESC \.
                for index in 2..<bytes.count
                where bytes[index] == 0x07 || (bytes[index] == 0x5C && bytes[index - 1] == 0x1B) {
                    return .event(nil, index + 1)
                }
                return final ? .event(nil, bytes.count) : .needMore
            case 0x1B:
                // Esc Esc: the first is a key on its own.
                return .event(.key(.escape), 1)
            default:
                // Alt plus a key: not a binding of the game.
                return .event(nil, 2)
            }
        case 0x0D, 0x0A: return .event(.key(.enter), 1)
        case 0x09: return .event(.key(.tab), 1)
        case 0x7F, 0x08: return .event(.key(.backspace), 1)
        case 0x03, 0x1C: return .event(.interrupt, 1)
        case 0x1A: return .event(.suspend, 1)
        case 0x00..<0x20: return .event(nil, 1)
        case 0x20..<0x7F: return .event(.key(.character(Character(Unicode.Scalar(first)))), 1)
        default: return decodeUTF8(bytes, final: final)
        }
    }

    private func decodeUTF8(_ bytes: [UInt8], final: Bool) -> Step {
        let length =
            switch bytes[0] {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 1
            }
        guard length > 1 else { return .event(nil, 1) }
        for index in 1..<min(length, bytes.count) where bytes[index] & 0xC0 != 0x80 {
            return .event(nil, index)
        }
        guard bytes.count >= length else { return final ? .event(nil, bytes.count) : .needMore }
        let text = String(decoding: bytes[0..<length], as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first?.value != 0xFFFD else {
            return .event(nil, length)
        }
        return .event(.key(.character(character)), length)
    }

    /// `ESC [` parameters, intermediates, final byte.
    private func decodeCSI(_ bytes: [UInt8], final: Bool) -> Step {
        for index in 2..<bytes.count {
            let byte = bytes[index]
            if byte == 0x4D, index == 2 {
                // Legacy X10 mouse: ESC [ M and three bytes, each value plus 32.
                guard bytes.count >= 6 else { return final ? .event(nil, bytes.count) : .needMore }
                let button = Int(bytes[3]) - 32
                let click = InputEvent.click(x: Int(bytes[4]) - 33, y: Int(bytes[5]) - 33)
                let isPress = button >= 0 && button & ~(4 | 8 | 16) == 0
                return .event(isPress && bytes[4] > 32 && bytes[5] > 32 ? click : nil, 6)
            }
            if (0x40...0x7E).contains(byte) {
                return csi(parameters: Array(bytes[2..<index]), final: byte, length: index + 1)
            }
            guard (0x20...0x3F).contains(byte) else {
                // Not a CSI after all: drop the introducer and decode the rest afresh.
                return .event(nil, index)
            }
        }
        return final ? .event(nil, bytes.count) : .needMore
    }

    private func csi(parameters: [UInt8], final: UInt8, length: Int) -> Step {
        if let arrow = Self.arrows[final] { return .event(.key(arrow), length) }
        let text = String(decoding: parameters, as: UTF8.self)
        switch final {
        case 0x5A: return .event(.key(.tab), length)
        case 0x7E:
            switch text {
            case "200": return .pasteStart(length)
            case "3": return .event(.key(.backspace), length)
            default: return .event(nil, length)
            }
        case 0x4D, 0x6D:
            // SGR mouse: ESC [ < button ; column ; row M (press) or m (release).
            guard final == 0x4D, text.hasPrefix("<") else { return .event(nil, length) }
            let fields = text.dropFirst().split(separator: ";").map { Int($0) }
            guard fields.count == 3, let button = fields[0], let column = fields[1],
                let row = fields[2], column >= 1, row >= 1
            else { return .event(nil, length) }
            // Only a plain left press: no motion (32), wheel (64) or other buttons.
            guard button & ~(4 | 8 | 16) == 0 else { return .event(nil, length) }
            return .event(.click(x: column - 1, y: row - 1), length)
        default:
            return .event(nil, length)
        }
    }
}
