import CasinoPresentation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds on the monotonic clock: immune to wall-clock changes, so animations never jump.
public func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// The terminal front end's event loop: reads keys, clicks and signals, asks the controller
/// what they mean, and draws frames.
///
/// It sleeps in one `poll()` (Darwin: `select()`) on the keyboard and a signal pipe, with a
/// timeout only when something is scheduled, so a game left alone uses no CPU; while reels
/// move it draws at about 60 frames per second.
public final class TerminalGame {
    /// Why the loop ended.
    public enum Ending: Equatable, Sendable {
        case quit
        /// SIGINT, SIGTERM or SIGHUP arrived (or Ctrl-C was typed): the caller should exit as
        /// that signal would, after cleaning up.
        case signal(Int32)
    }

    public private(set) var controller: PlayController
    private let modes: TerminalModes
    private let renderer: Renderer
    private let encoder: FrameEncoder
    private var decoder = InputDecoder()
    private var previous: CellGrid?
    private var frame: Frame?
    private var size: (width: Int, height: Int) = (80, 24)
    private var lastDraw = -Double.infinity
    private let clock: () -> Double
    private let messages = PostedLines()
    private let statistics = FrameStatistics(environment: ProcessInfo.processInfo.environment)

    /// Seconds between frames while something moves.
    static let frameInterval = 1.0 / 60
    /// How long a lone Esc waits for the rest of an escape sequence.
    static let escapeDelay = 0.03
    /// More printable keys than this in one read is a paste from a terminal without bracketed
    /// paste: dropped, so pasted text never plays.
    static let pasteThreshold = 6

    public init(
        controller: PlayController, modes: TerminalModes, colorMode: ColorMode,
        clock: @escaping () -> Double = monotonicSeconds
    ) {
        self.controller = controller
        self.modes = modes
        renderer = Renderer(mode: colorMode)
        encoder = FrameEncoder(mode: colorMode)
        self.clock = clock
    }

    /// Shows a line to the player from any thread (the sound system's warning, say); the
    /// loop wakes to draw it. A function value, so a thread can hold it without the game.
    public var post: @Sendable (String) -> Void {
        { [messages] message in messages.post(message) }
    }

    /// Runs until the player quits or a terminating signal arrives; the terminal is restored
    /// on every way out, errors included.
    public func run() throws -> Ending {
        let handled = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
        let signals = try SignalPipe(signals: handled)
        messages.setWake { [weak signals] in signals?.wake() }
        defer { messages.setWake(nil) }
        // This thread must receive them even if whoever started us blocked them.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in handled { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        defer { signals.close() }
        try modes.enter()
        defer {
            modes.leave()
            repeatImportantNotices()
        }
        defer { statistics?.finish() }
        resized(modes.size())

        while true {
            let now = clock()
            for message in messages.take() { controller.notify(message, at: now) }
            controller.advance(to: now)
            draw(at: now)

            var timeout: Double? = nil
            switch controller.nextChange(after: now) {
            case .everyFrame: timeout = max(0, lastDraw + Self.frameInterval - clock())
            case .at(let time): timeout = max(0, time - now)
            }
            if decoder.hasPendingEscape {
                timeout = min(timeout ?? Self.escapeDelay, Self.escapeDelay)
            }

            let milliseconds =
                timeout.map { Int32(min(Double(Int32.max), ($0 * 1000).rounded(.up))) } ?? -1
            guard
                let ready = SystemCalls.waitForInput(
                    [modes.input, signals.readEnd], milliseconds: milliseconds)
            else {
                if errno == EINTR { continue }
                throw TerminalError("poll failed (errno \(errno))")
            }
            if ready[1].readable {
                for signal in signals.drain() {
                    switch signal {
                    case SIGWINCH:
                        resized(modes.size())
                        previous = nil
                    case SIGTSTP:
                        try suspend(signals)
                    case SIGCONT:
                        previous = nil
                    case 0:
                        break
                    default:
                        return .signal(signal)
                    }
                }
            }
            if ready[0].readable || ready[0].hangUp {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(modes.input, &buffer, buffer.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    return .signal(SIGHUP)
                }
                if count > 0, let ending = try handle(decoder.feed(buffer[0..<count]), signals) {
                    return ending
                }
            } else if !ready.contains(where: { $0.readable || $0.hangUp }),
                decoder.hasPendingEscape
            {
                if let ending = try handle(decoder.flush(), signals) { return ending }
            }
        }
    }

    /// Draws the frame for `now`, writing only what changed, in one write.
    private func draw(at now: Double) {
        let scene = controller.screen(at: now)
        let next = renderer.render(scene, width: size.width, height: size.height)
        let bytes = encoder.encode(next.grid, since: previous)
        if !bytes.isEmpty { writeAll(modes.output, bytes) }
        statistics?.frame(bytes: bytes.count, spinning: scene.isSpinning, at: now)
        previous = next.grid
        frame = next
        lastDraw = now
    }

    private func handle(_ events: [InputEvent], _ signals: SignalPipe) throws -> Ending? {
        let characters = events.filter {
            if case .key(.character) = $0 { return true }
            return false
        }
        let isPaste = characters.count > Self.pasteThreshold
        for event in events {
            let now = clock()
            let panel = controller.visiblePanel(at: now)
            switch event {
            case .key(let key):
                if isPaste, case .character = key { continue }
                if KeyBindings.quits(key, panel: panel) { return .quit }
                if let intent = KeyBindings.intent(
                    for: key, panel: panel, betOptions: controller.rules.betOptions)
                {
                    controller.handle(intent, at: now)
                }
            case .click(let x, let y):
                if let intent = frame?.intent(atX: x, y: y) { controller.handle(intent, at: now) }
            case .interrupt:
                return .signal(SIGINT)
            case .suspend:
                try suspend(signals)
            }
        }
        return nil
    }

    /// Ctrl-Z: give the terminal back as it was, stop, and redraw everything on return.
    private func suspend(_ signals: SignalPipe) throws {
        modes.leave()
        SystemCalls.restoreDefault(SIGTSTP)
        raise(SIGTSTP)
        // Execution continues here after `fg`.
        signals.install(SIGTSTP)
        try modes.enter()
        resized(modes.size())
        previous = nil
    }

    /// A new terminal size: the game is visible only when a layout fits it, and until then
    /// the controller drops every intent (only q still quits).
    private func resized(_ newSize: (width: Int, height: Int)) {
        size = newSize
        controller.setScreenVisible(
            Layout.fitting(width: size.width, height: size.height) != nil, at: clock())
    }

    /// The notices that matter, once more on standard error after the terminal is restored:
    /// they outlast the screen that showed them for a few seconds.
    private func repeatImportantNotices() {
        let text = controller.importantNotices.map { "casino: \($0)\n" }.joined()
        if !text.isEmpty { writeAll(STDERR_FILENO, Array(text.utf8)) }
    }
}
