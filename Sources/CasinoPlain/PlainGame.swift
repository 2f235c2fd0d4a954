import CasinoEngine
import CasinoPresentation
import CasinoSystem

/// `casino play --plain`: the same game as the terminal's, played line by line. It reads one
/// command a line (`spin`, `bet 10`, `info`, …, or a single letter) and prints one plain
/// sentence per event, with no colour and no cursor movement, so it works with a screen
/// reader and in a pipe.
///
/// It is a ``FrontEnd`` like the terminal and the window: the ``SessionDriver`` runs the
/// loop and the ``PlayController`` decides what every command does. Drawing a screen says
/// what changed since the last one (a landed spin, a notice, Game Over); replies to commands
/// that change nothing on screen (help, odds, history, the reset question) are said as the
/// command is read.
///
/// Its clock is the game's own count of commands, not the wall clock: each command happens a
/// minute after the last, and until then the front end lets the game's time run to each
/// change the driver waits for, so every notice a command raises is read out once, whole, and
/// never one left from an earlier command. Only the sound lives in real time: while it can be
/// heard, the result waits for the reels to land (through `wait`), so the spin sound is
/// followed by the result's sound as in the full game; muted or silent, it is printed at once.
/// And the reality check, which is about the player's real time: it is said, as one sentence
/// before the answer to the command that finds it due on the monotonic clock, and the game
/// goes on; the goodbye counts the session's minutes on that clock too.
package final class PlainGame: FrontEnd {
    /// The game's time now: the clock the driver and the controller run on.
    package private(set) var now = 0.0
    /// When the next command is read: until then the game runs by itself.
    private var nextCommand = commandGap
    private let readLine: () -> String?
    private let write: (String) throws -> Void
    private let wait: (Double) -> Void
    private let audible: () -> Bool
    private let clock: WallClock
    /// The screen last drawn, which the next command is read against.
    private var shown: Screen?
    /// The notice last read out, so one that stays up is read once.
    private var spokenNotice: String?
    /// A command whose answer is on the next screen: the bet chosen, the new game.
    private var awaited: PlainCommand?
    /// A failed write, rethrown where the driver can end the session with it.
    private var failure: (any Error)?
    /// Seconds on the monotonic clock, for the minutes really played.
    private let monotonic: () -> Double
    private let started: Double
    /// When the count towards the next reality check started, and the seconds in its minute.
    private var realityCheck: (from: Double, minute: Double)

    /// Time between two commands on the game's clock: longer than any notice shows.
    static let commandGap = 60.0

    package let frameInterval = 0.01
    package let isScreenVisible = true
    /// A blocking read cannot be woken: posted lines are read out after the next command.
    package let wake: @Sendable () -> Void = {}

    /// - Parameters:
    ///   - readLine: the next line of input without its newline, or nil at the end.
    ///   - write: prints one line (the newline is added by the game); a thrown error (a
    ///     closed pipe) ends the session and is rethrown by the driver.
    ///   - wait: sleeps this many real seconds (the reels' travel while the sound plays).
    ///   - audible: whether the sound can be heard at all: no wait for a silent output.
    ///   - clock: for the history's clock times.
    ///   - monotonic: seconds on the monotonic clock, for the minutes really played.
    ///   - realityCheckMinute: seconds in one of the reality check's minutes
    ///     (``PlayController/realityCheckMinute(environment:)``).
    package init(
        readLine: @escaping () -> String?, write: @escaping (String) throws -> Void,
        wait: @escaping (Double) -> Void, audible: @escaping () -> Bool = { true },
        clock: WallClock = .local, monotonic: @escaping () -> Double = MonotonicClock.seconds,
        realityCheckMinute: Double = 60
    ) {
        self.monotonic = monotonic
        started = monotonic()
        realityCheck = (started, realityCheckMinute)
        self.readLine = readLine
        self.write = write
        self.wait = wait
        self.audible = audible
        self.clock = clock
    }

    package func draw(_ screen: Screen, at now: Double) {
        defer { shown = screen }
        if shown == nil {
            say(
                screen.texts.plainWelcome(
                    coins: screen.coins, highScore: screen.highScore, bet: screen.bet,
                    rules: screen.rules.id))
        }
        if shown?.isSpinning == true, !screen.isSpinning, let record = screen.history.last {
            say(screen.texts.plainSpin(record, rules: screen.rules, highScore: screen.highScore))
        }
        switch awaited {
        case .bet(let amount)? where screen.bet == amount && screen.notice == nil:
            say(screen.texts.plainBetChosen(amount))
        case .newGame?: say(screen.texts.plainNewGame(coins: screen.coins, bet: screen.bet))
        default: break
        }
        awaited = nil
        // While the reels move the player hears the spin; its notices come after the result.
        if !screen.isSpinning { sayNotice(screen) }
        if screen.isGameOver, shown?.isGameOver != true { say(screen.texts.plainGameOver) }
    }

    package func waitForInput(until deadline: Double?) throws -> [FrontEndEvent] {
        if let failure { throw failure }
        if let deadline, deadline < nextCommand {
            var until = deadline
            if let shown, let landsAt = shown.landsAt {
                // Straight to the landing: the wait is one sleep, and the result's sound
                // follows the spin's by the reels' travel.
                until = max(deadline, landsAt)
                if !shown.settings.muted, audible() { wait(until - now) }
            }
            now = max(now, until)
            return []
        }
        var events: [FrontEndEvent] = [.end(.quit)]
        while let line = readLine() {
            guard let parsed = PlainCommand.parse(line, bets: bets, texts: texts) else { continue }
            now = nextCommand
            nextCommand += Self.commandGap
            sayRealityCheckWhenDue()
            events = respond(to: parsed)
            break
        }
        if events.last == .end(.quit), let shown {
            let played = shown.texts.goodbye(
                elapsed: monotonic() - started, spins: shown.sessionSpins, net: shown.sessionNet)
            let goodbye = shown.texts.plainGoodbye(coins: shown.coins, highScore: shown.highScore)
            say(goodbye + " " + played)
        }
        if let failure { throw failure }
        return events
    }

    private var bets: [Int] { shown?.rules.betOptions ?? [] }
    private var texts: Texts { shown?.texts ?? .english }

    /// What `parsed` asks the game for, saying at once the replies that change nothing on
    /// screen.
    private func respond(to parsed: PlainCommand.Parsed) -> [FrontEndEvent] {
        guard let screen = shown else { return [] }
        // The line after the reset question is its answer: yes resets, anything else keeps.
        if screen.openPanel == .resetConfirm {
            if case .unknown(let text) = parsed,
                screen.texts.plainYes.contains(text.lowercased().split(separator: " ").joined())
            {
                return [.intent(.confirmReset)]
            }
            say(screen.texts.plainResetKept)
            return [.intent(.closePanel)]
        }
        // Info and the history stay open while the player reads them; the next command
        // closes them first, as Esc would.
        let reading = screen.openPanel == .info || screen.openPanel == .history
        let close: [FrontEndEvent] = reading ? [.intent(.closePanel)] : []
        let rules = screen.rules
        switch parsed {
        case .command(.quit): return close + [.end(.quit)]
        case .command(.spin) where screen.isGameOver, .command(.bet) where screen.isGameOver:
            say(texts.plainStillOver)
        case .command(.spin): return close + [.intent(.spin)]
        case .command(.bet(let amount)):
            awaited = .bet(amount)
            return close + [.intent(.selectBet(amount))]
        case .command(.info):
            // Open, as on the other screens (the music plays while the player reads), until
            // the next command closes it.
            PlainSentences.info(rules: rules, texts: texts).forEach(say)
            return close + [.intent(.info)]
        case .command(.history):
            PlainSentences.history(of: screen, clock: clock).forEach(say)
        case .command(.odds): PlainSentences.odds(rules: rules, texts: texts).forEach(say)
        case .command(.reset):
            say(texts.plainResetQuestion(rules))
            return close + [.intent(.requestReset)]
        case .command(.newGame) where !screen.isGameOver: say(texts.plainNotOver)
        case .command(.newGame):
            awaited = .newGame
            return close + [.intent(.newGame)]
        case .command(.mute): return close + [.intent(.toggleMute)]
        case .command(.help): PlainSentences.help(bets: rules.betOptions, texts: texts).forEach(say)
        case .badBet: say(texts.plainBadBet(rules.betOptions))
        case .unknown(let text): say(PlainSentences.unknown(text, texts: texts))
        }
        return close
    }

    /// The reality check, said when the player's minutes are up; the count starts again.
    private func sayRealityCheckWhenDue() {
        let time = monotonic()
        guard let shown, let minutes = shown.settings.realityCheckMinutes,
            time >= realityCheck.from + Double(minutes) * realityCheck.minute
        else { return }
        say(
            shown.texts.realityCheckSentence(
                elapsed: time - started, spins: shown.sessionSpins, net: shown.sessionNet))
        realityCheck.from = time
    }

    /// Reads out the notice on `screen` unless it was the last one read.
    private func sayNotice(_ screen: Screen) {
        if let notice = screen.notice, notice != spokenNotice { say(notice) }
        spokenNotice = screen.notice
    }

    private func say(_ line: String) {
        guard failure == nil else { return }
        do { try write(line) } catch { failure = error }
    }
}
