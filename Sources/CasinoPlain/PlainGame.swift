import CasinoEngine
import CasinoPresentation
import CasinoSystem

/// `casino play --plain`: the same game as the terminal's, played line by line. It reads one
/// command a line (`spin`, `bet 10`, `info`, …, or a single letter) and prints one plain
/// sentence per event, with no colour and no cursor movement, so it works with a screen
/// reader and in a pipe.
///
/// The rules, the saving and the sounds are the ``PlayController``'s, exactly as the other
/// front ends use it: the outcome is saved before its sentence is printed. The controller's
/// clock is the game's own count of commands, not the wall clock: each command happens a
/// minute after the last, so every notice a command raises is read out once, whole, and never
/// one left from an earlier command. Only the sound lives in real time: with the sound on,
/// the result waits for the reels to land (through `wait`), so the spin sound is followed by
/// the result's sound as in the full game; muted, it is printed at once.
public struct PlainGame {
    public private(set) var controller: PlayController
    private let readLine: () -> String?
    private let write: (String) throws -> Void
    private let wait: (Double) -> Void
    private let clock: WallClock
    /// The controller's time now.
    private var now: Double

    /// Time between two commands on the controller's clock: longer than any notice shows.
    static let commandGap = 60.0
    /// The step used to find when moving reels land.
    static let landingStep = 0.001

    /// - Parameters:
    ///   - controller: the game, created with `now` as its start time.
    ///   - readLine: the next line of input without its newline, or nil at the end.
    ///   - write: prints one line (the newline is added by the game); a thrown error (a
    ///     closed pipe) ends the game and is rethrown by ``run()``.
    ///   - wait: sleeps this many real seconds (the reels' travel while the sound plays).
    ///   - clock: for the history's clock times.
    public init(
        controller: PlayController, now: Double, readLine: @escaping () -> String?,
        write: @escaping (String) throws -> Void, wait: @escaping (Double) -> Void,
        clock: WallClock = .local
    ) {
        self.controller = controller
        self.now = now
        self.readLine = readLine
        self.write = write
        self.wait = wait
        self.clock = clock
    }

    private var rules: Rules { controller.committedGame.rules }
    private var bets: [Int] { rules.betOptions }

    /// Plays until `quit` or the end of the input.
    public mutating func run() throws {
        try say(PlainSentences.welcome(controller.committedGame))
        try sayNotices(from: now)
        if controller.committedGame.isGameOver { try say(PlainSentences.gameOver()) }
        while let line = readLine() {
            guard let parsed = PlainCommand.parse(line, bets: bets) else { continue }
            now += Self.commandGap
            if controller.visiblePanel(at: now) == .resetConfirm {
                try answerReset(parsed)
                continue
            }
            closeReadingPanel()
            switch parsed {
            case .command(.quit):
                try say(PlainSentences.goodbye(controller.committedGame))
                return
            case .command(let command): try perform(command)
            case .badBet: try say(PlainSentences.badBet(bets))
            case .unknown(let text): try say(PlainSentences.unknown(text))
            }
        }
        try say(PlainSentences.goodbye(controller.committedGame))
    }

    private mutating func perform(_ command: PlainCommand) throws {
        switch command {
        case .spin: try spin()
        case .bet(let amount):
            guard !controller.committedGame.isGameOver else {
                return try say(PlainSentences.stillOver)
            }
            controller.handle(.selectBet(amount), at: now)
            if controller.committedGame.bet == amount, controller.screen(at: now).notice == nil {
                try say(PlainSentences.betChosen(amount))
            }
            try sayNotices(from: now)
        case .info:
            // Open, as on the other screens (the music plays while the player reads), until
            // the next command closes it.
            controller.handle(.info, at: now)
            for line in PlainSentences.info(rules: rules) { try say(line) }
        case .history:
            let scene = controller.screen(at: now)
            for line in PlainSentences.history(
                scene.history, statistics: scene.statistics, rules: rules, clock: clock)
            {
                try say(line)
            }
        case .odds:
            for line in PlainSentences.odds(rules: rules) { try say(line) }
        case .reset:
            controller.handle(.requestReset, at: now)
            try say(PlainSentences.resetQuestion(rules))
        case .newGame:
            guard controller.committedGame.isGameOver else {
                return try say(PlainSentences.notOver)
            }
            controller.handle(.newGame, at: now)
            try say(PlainSentences.newGame(controller.committedGame))
            try sayNotices(from: now)
        case .mute:
            controller.handle(.toggleMute, at: now)
            try sayNotices(from: now)
        case .help:
            for line in PlainSentences.help(bets: bets) { try say(line) }
        case .quit:
            break
        }
    }

    private mutating func spin() throws {
        guard !controller.committedGame.isGameOver else { return try say(PlainSentences.stillOver) }
        let spinsBefore = controller.committedGame.statistics.spins
        controller.handle(.spin, at: now)
        guard controller.committedGame.statistics.spins > spinsBefore,
            let record = controller.committedGame.history.last
        else { return try sayNotices(from: now) }
        var landing = now
        while controller.isSpinning(at: landing) { landing += Self.landingStep }
        if !controller.settings.muted { wait(landing - now) }
        controller.advance(to: landing)
        try say(
            PlainSentences.spin(record, rules: rules, highScore: controller.committedGame.highScore)
        )
        try sayNotices(from: landing)
        if controller.visiblePanel(at: landing) == .gameOver { try say(PlainSentences.gameOver()) }
    }

    /// The line after the reset question: yes resets, anything else keeps the money.
    private mutating func answerReset(_ parsed: PlainCommand.Parsed) throws {
        if case .unknown(let text) = parsed,
            ["yes", "y"].contains(text.lowercased().split(separator: " ").joined())
        {
            controller.handle(.confirmReset, at: now)
            try sayNotices(from: now)
        } else {
            controller.handle(.closePanel, at: now)
            try say(PlainSentences.resetKept)
        }
    }

    /// Info and the history stay open while the player reads them; the next command closes
    /// them first, as Esc would.
    private mutating func closeReadingPanel() {
        switch controller.visiblePanel(at: now) {
        case .info?, .history?: controller.handle(.closePanel, at: now)
        default: break
        }
    }

    /// Reads out every notice the game shows from `start` until the next command, in order:
    /// the feedback on a key, then any announcements queued behind it.
    private func sayNotices(from start: Double) throws {
        var time = start
        var last: String?
        while time < start + Self.commandGap {
            let notice = controller.screen(at: time).notice
            if let notice, notice != last { try say(notice) }
            last = notice
            switch controller.nextChange(after: time) {
            case .everyFrame: time += Self.landingStep * 10
            case .at(let next): time = next
            }
        }
    }

    private func say(_ line: String) throws {
        try write(line)
    }

    /// Sleeps `seconds` of real time: the `wait` a player's game uses.
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var remaining = timespec()
        // Woken early by a signal: sleep the rest.
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
