import CasinoPresentation
import CasinoSharedModels
import CasinoSystem

/// The terminal as a ``FrontEnd``: draws a ``Screen`` into cells, writing only what changed,
/// and reads keys, clicks and signals.
///
/// It sleeps in one `poll()` (Darwin: `select()`) on the keyboard and a signal pipe, so a
/// game left alone uses no CPU. Opening it takes over the terminal (raw mode, the alternate
/// screen, mouse reporting) and ``close()`` gives it back as it was; a resize redraws at once
/// and Ctrl-Z hands the terminal back until `fg`.
package final class TerminalScreen: FrontEnd {
    private let modes: TerminalModes
    private let renderer: Renderer
    private let encoder: FrameEncoder
    private let clock: () -> Double
    private let signals: SignalPipe
    private var decoder = InputDecoder()
    private var previous: CellGrid?
    private var frame: Frame?
    private var size: (width: Int, height: Int)
    private let statistics = FrameStatistics(environment: ProcessInfo.processInfo.environment)
    private var isOpen = true

    /// How long a lone Esc waits for the rest of an escape sequence.
    static let escapeDelay = 0.03
    /// More printable keys than this in one read is a paste from a terminal without bracketed
    /// paste: dropped, so pasted text never plays.
    static let pasteThreshold = 6
    /// The signals the terminal turns into events: endings, a resize, Ctrl-Z and `fg`.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

    package let frameInterval = 1.0 / 60

    /// Takes over the terminal; ``close()`` gives it back.
    package init(modes: TerminalModes, colorMode: ColorMode, clock: @escaping () -> Double)
        throws(SystemFailure)
    {
        self.modes = modes
        self.clock = clock
        renderer = Renderer(mode: colorMode)
        encoder = FrameEncoder(mode: colorMode)
        signals = try SignalPipe(signals: Self.handledSignals)
        SystemCalls.unblock(Self.handledSignals)
        do {
            try modes.enter()
        } catch {
            signals.close()
            throw error
        }
        size = modes.size()
    }

    /// Puts the terminal back as it was and the signals' default actions; safe to call twice.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        statistics?.finish()
        modes.leave()
        signals.close()
    }

    deinit { close() }

    /// The game shows only when a layout fits the terminal; until then one line says the size
    /// it needs.
    package var isScreenVisible: Bool {
        Layout.fitting(width: size.width, height: size.height) != nil
    }

    package var wake: @Sendable () -> Void { signals.wake }

    package func draw(_ screen: Screen, at now: Double) {
        let next = renderer.render(screen, width: size.width, height: size.height)
        let bytes = encoder.encode(next.grid, since: previous)
        if !bytes.isEmpty { _ = try? SystemCalls.writeAll(bytes, to: modes.output) }
        statistics?.frame(bytes: bytes.count, spinning: screen.isSpinning, at: now)
        previous = next.grid
        frame = next
    }

    package func waitForInput(until deadline: Double?) throws -> [FrontEndEvent] {
        var timeout = deadline.map { max(0, $0 - clock()) }
        if decoder.hasPendingEscape { timeout = min(timeout ?? Self.escapeDelay, Self.escapeDelay) }
        let milliseconds =
            timeout.map { Int32(min(Double(Int32.max), ($0 * 1000).rounded(.up))) } ?? -1
        guard
            let ready = SystemCalls.waitForInput(
                [modes.input, signals.readEnd], milliseconds: milliseconds)
        else {
            if errno == EINTR { return [] }
            throw SystemFailure(.useTerminal, code: errno)
        }
        var events: [FrontEndEvent] = []
        if ready[1].readable {
            for signal in signals.drain() {
                switch signal {
                case SIGWINCH:
                    resized()
                    events.append(.redraw)
                case SIGTSTP:
                    try suspend()
                    events.append(.redraw)
                case SIGCONT:
                    previous = nil
                    events.append(.redraw)
                case 0:
                    break
                default:
                    return events + [.end(.signal(signal))]
                }
            }
        }
        if ready[0].readable || ready[0].hangUp {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(modes.input, &buffer, buffer.count)
            if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                return events + [.end(.signal(SIGHUP))]
            }
            if count > 0 { events += try translate(decoder.feed(buffer[0..<count])) }
        } else if !ready.contains(where: { $0.readable || $0.hangUp }), decoder.hasPendingEscape {
            events += try translate(decoder.flush())
        }
        return events
    }

    /// The decoder's events in the driver's words: clicks become the button's intent.
    private func translate(_ decoded: [InputEvent]) throws -> [FrontEndEvent] {
        let characters = decoded.count { if case .key(.character) = $0 { true } else { false } }
        let isPaste = characters > Self.pasteThreshold
        var events: [FrontEndEvent] = []
        for event in decoded {
            switch event {
            case .key(let key):
                if isPaste, case .character = key { continue }
                events.append(.key(key))
            case .click(let x, let y):
                if let intent = frame?.intent(atX: x, y: y) { events.append(.intent(intent)) }
            case .interrupt:
                return events + [.end(.signal(SIGINT))]
            case .suspend:
                try suspend()
                events.append(.redraw)
            }
        }
        return events
    }

    /// Ctrl-Z: give the terminal back as it was, stop, and redraw everything on return.
    private func suspend() throws {
        modes.leave()
        SystemCalls.restoreDefault(SIGTSTP)
        raise(SIGTSTP)
        // Execution continues here after `fg`.
        signals.install(SIGTSTP)
        try modes.enter()
        resized()
    }

    private func resized() {
        size = modes.size()
        previous = nil
    }
}
