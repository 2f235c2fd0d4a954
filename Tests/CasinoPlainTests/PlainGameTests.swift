import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import Foundation
import TestSupport
import Testing

@testable import CasinoPlain

/// What a plain game did, in order: the lines it printed, what it saved, the sounds it asked
/// for and the real seconds it waited.
private final class Log {
    enum Event: Equatable {
        case line(String)
        case saved(coins: Int, highScore: Int)
        case cues([Cue])
        case muted(Bool)
        case waited(Double)
    }

    var events: [Event] = []
    var failSaves = false

    var lines: [String] {
        events.compactMap {
            if case .line(let line) = $0 { return line }
            return nil
        }
    }

    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    var environment: PlayEnvironment {
        PlayEnvironment(
            save: { data in
                if self.failSaves { throw DiskFull() }
                self.events.append(.saved(coins: data.game.coins, highScore: data.game.highScore))
                return data.game.highScore
            },
            perform: { cues, _ in self.events.append(.cues(cues)) },
            setMuted: { self.events.append(.muted($0)) },
            // 2026-01-01 00:00:00 UTC.
            date: { Date(timeIntervalSince1970: 1_767_225_600) })
    }
}

/// Plays `input` (one command a line) on a game whose reels land on `stops`, and returns
/// the log and the controller as the game left it.
@discardableResult
private func play(
    _ input: [String], stops: [[Int]] = [], game: Game = Game(),
    settings: Preferences = Preferences(), audible: Bool = true,
    notice: String? = nil, log: Log = Log()
) throws -> (log: Log, controller: PlayController, unread: [String]) {
    let controller = PlayController(
        game: game, settings: settings, generator: ScriptedGenerator(stops: stops),
        environment: log.environment, now: 0, notices: notice.map { [Message($0)] } ?? [])
    var remaining = input[...]
    let plain = PlainGame(
        readLine: { remaining.popFirst() },
        write: { log.events.append(.line($0)) },
        wait: { log.events.append(.waited($0)) },
        audible: { audible },
        clock: .utc, monotonic: { 0 })
    var driver = SessionDriver(
        controller: controller, clock: { plain.now }, mailbox: PostedProblems())
    #expect(try driver.run(plain) == .quit)
    return (log, driver.controller, Array(remaining))
}

private let cherryBarApple = [2, 1, 0]
private let threeDiamonds = [4, 4, 4]

@Suite struct PlainGameTests {
    @Test func aSpinIsOneSentenceWithTheReelsTheResultAndTheMoney() throws {
        let lines = try play(["spin"], stops: [cherryBarApple]).log.lines
        #expect(
            lines.first
                == "RMIT Casino. Money 100, high score 0, bet 10, classic rules. Type help for the commands."
        )
        #expect(lines.contains("Cherry, bar, apple. No match: −10. Money 90."))
        #expect(
            lines.last == "Goodbye. Money 90, high score 0. Played 0 min: 1 spin, net −10 coins.")
    }

    @Test func winsAndNewHighScoresSayTheirPrize() throws {
        let record = Game(rules: .classic, coins: 100, bet: 10, highScore: 500)
        let win = try play(["spin"], stops: [threeDiamonds], game: record).log.lines
        #expect(win.contains("Diamond, diamond, diamond. Win: +100. Money 200."))
        let first = try play(["bet 20", "spin"], stops: [threeDiamonds]).log.lines
        #expect(first.contains("Bet 20."))
        #expect(
            first.contains(
                "Diamond, diamond, diamond. New high score! Win: +200. Money 300, high score 300."))
    }

    @Test func theOutcomeIsSavedBeforeItsSentenceIsPrinted() throws {
        let events = try play(["spin"], stops: [cherryBarApple]).log.events
        let saved = try #require(events.firstIndex(of: .saved(coins: 90, highScore: 0)))
        let said = try #require(
            events.firstIndex(of: .line("Cherry, bar, apple. No match: −10. Money 90.")))
        #expect(saved < said)
    }

    @Test func withTheSoundOnTheResultWaitsForTheReelsToLandAndMutedItDoesNot() throws {
        let loud = try play(["spin"], stops: [cherryBarApple]).log.events
        let waits = loud.compactMap { if case .waited(let s) = $0 { s } else { nil } }
        #expect(waits.count == 1)
        #expect(abs(waits[0] - SpinTimeline.spec.duration) < 0.002)
        let waited = try #require(loud.firstIndex { if case .waited = $0 { true } else { false } })
        let spinSound = try #require(loud.firstIndex(of: .cues([.play(.spin)])))
        let said = try #require(
            loud.firstIndex(of: .line("Cherry, bar, apple. No match: −10. Money 90.")))
        #expect(spinSound < waited && waited < said)

        let quiet = try play(["spin"], stops: [cherryBarApple], settings: Preferences(muted: true))
        #expect(!quiet.log.events.contains { if case .waited = $0 { true } else { false } })
        #expect(quiet.log.lines.contains("Cherry, bar, apple. No match: −10. Money 90."))
    }

    @Test func losingTheLastCoinsSaysGameOverAndOnlyNewOrResetGoOn() throws {
        let last = Game(rules: .classic, coins: 10, bet: 10, highScore: 40)
        let lines = try play(
            ["spin", "spin", "bet 20", "new", "spin"], stops: [cherryBarApple, cherryBarApple],
            game: last
        ).log.lines
        #expect(
            lines
                == [
                    "RMIT Casino. Money 10, high score 40, bet 10, classic rules. Type help for the commands.",
                    "Cherry, bar, apple. No match: −10. Money 0.",
                    "Game over. You lost all money! You are not the god of gambler! Good luck next time! Type new for a new game.",
                    "The money has run out. Type new for a new game, or reset.",
                    "The money has run out. Type new for a new game, or reset.",
                    "New game. Money 100, bet 10.",
                    "Cherry, bar, apple. No match: −10. Money 90.",
                    "Goodbye. Money 90, high score 40. Played 0 min: 2 spins, net −20 coins.",
                ])
    }

    @Test func betsChangeTheStakeAndAnUnaffordableOrUnknownBetSaysWhy() throws {
        let (log, controller, _) = try play(["2", "bet 15", "b 10", "bet"])
        #expect(controller.committedGame.bet == 10)
        #expect(
            Array(log.lines.dropFirst().dropLast()) == [
                "Bet 20.", "Bets are 10 or 20.", "Bet 10.", "Bets are 10 or 20.",
            ])
        let poor = Game(rules: .classic, coins: 15, bet: 10, highScore: 0)
        let refused = try play(["bet 20"], game: poor)
        #expect(refused.log.lines.contains("You need 20 coins to bet 20."))
        #expect(!refused.log.lines.contains("Bet 20."))
        #expect(refused.controller.committedGame.bet == 10)
    }

    @Test func resetAsksFirstAndOnlyYesResets() throws {
        let rich = Game(rules: .classic, coins: 350, bet: 20, highScore: 400)
        let kept = try play(["reset", "spin"], game: rich)
        #expect(
            kept.log.lines.contains(
                "Reset money to 100 and high score to 0? Type yes to reset; anything else keeps them."
            ))
        #expect(kept.log.lines.contains("Nothing was reset."))
        #expect(
            kept.controller.committedGame.coins == 350,
            "the line after the question is the answer, not a spin")

        let reset = try play(["r", "yes"], game: rich)
        #expect(reset.log.lines.contains("Money back to 100, high score 0."))
        #expect(reset.controller.committedGame.coins == 100)
        #expect(reset.controller.committedGame.highScore == 0)
        #expect(reset.log.events.contains(.saved(coins: 100, highScore: 0)))
    }

    @Test func infoReadsTheSameTextsAsTheOtherScreensAndItsMusicStopsAtTheNextCommand() throws {
        let log = try play(["info", "odds"]).log
        for line in Texts.english.howToPlay(.classic, resetBy: .command("reset")) {
            #expect(log.lines.contains(line))
        }
        #expect(log.lines.contains("App Name: RMIT Casino."))
        #expect(log.lines.contains("Location: Saigon South Campus."))
        #expect(log.lines.contains("Chance to win: 1 in 144 (0.69 %)."))
        #expect(log.lines.filter { $0 == "Odds:" }.count == 2)
        let music = try #require(log.events.firstIndex(of: .cues([.play(.drumMusic)])))
        let stop = try #require(log.events.firstIndex(of: .cues([.stopMusic])))
        #expect(music < stop)
    }

    @Test func historyListsTheSpinsNewestFirstWithTheLifetimeFigures() throws {
        let lines = try play(
            ["history", "spin", "spin", "h"], stops: [cherryBarApple, threeDiamonds]
        ).log.lines
        #expect(lines.contains("No spins yet. Type spin to play."))
        let last = Array(lines.suffix(5))
        #expect(
            last == [
                "Last 2 spins, newest first:",
                "00:00:00: bet 10, diamond, diamond, diamond, +100, money 190.",
                "00:00:00: bet 10, cherry, bar, apple, −10, money 90.",
                "All time: 2 spins, 1 win; the odds expect 0.014. Biggest win 100, 550.0 % of "
                    + "stakes returned.",
                "Goodbye. Money 190, high score 190. Played 0 min: 2 spins, net +90 coins.",
            ])
    }

    @Test func muteSaysSoAndSilencesTheGame() throws {
        let log = try play(["mute", "spin", "m"], stops: [cherryBarApple]).log
        #expect(log.lines.contains("Sound off."))
        #expect(log.lines.contains("Sound on."))
        #expect(log.events.contains(.muted(true)))
        #expect(!log.events.contains { if case .waited = $0 { true } else { false } })
    }

    @Test func noticesAreReadOnceAndSaveFailuresAreSaid() throws {
        let log = Log()
        log.failSaves = true
        try play(
            ["spin", "spin"], stops: [cherryBarApple, cherryBarApple],
            notice: "Your save file could not be used.", log: log)
        #expect(log.lines[1] == "Your save file could not be used.")
        let warnings = log.lines.filter { $0.hasPrefix("Can't save the game (disk full)") }
        #expect(warnings.count == 1)
    }

    @Test func unknownLinesAreNamedBlankLinesIgnoredAndQuitStopsReading() throws {
        let (log, _, unread) = try play(["", "  Dance  now ", "HELP", "q", "spin"])
        #expect(log.lines.contains("Unknown command: Dance now. Type help for the commands."))
        #expect(log.lines.contains("Commands, one a line:"))
        #expect(log.lines.contains("spin (or s): Spin the reels."))
        #expect(log.lines.contains("bet 20 (or 2, b 20): Bet 20 coins on each spin."))
        #expect(
            log.lines.last
                == "Goodbye. Money 100, high score 0. Played 0 min: 0 spins, net 0 coins.")
        #expect(unread == ["spin"])
    }

    @Test func aFailedWriteEndsTheGameWithTheError() throws {
        struct Closed: Error {}
        let controller = PlayController(
            game: Game(), settings: Preferences(), generator: ScriptedGenerator(outcomes: []),
            environment: Log().environment, now: 0)
        let plain = PlainGame(readLine: { "spin" }, write: { _ in throw Closed() }, wait: { _ in })
        var driver = SessionDriver(
            controller: controller, clock: { plain.now }, mailbox: PostedProblems())
        #expect(throws: Closed.self) { try driver.run(plain) }
    }

    // MARK: - Typed lines said back (issue 17, defect 2)

    @Test func anUnknownLineIsSaidBackWithItsControlCharactersWrittenOutAndCutShort() throws {
        let hostile = "x\u{1B}[2J\u{1B}[31mred\u{1B}]0;pwned\u{7}"
        let long = String(repeating: "ab", count: 5_000)
        let lines = try play([hostile, "\u{202E}evil\u{9B}2J", long]).log.lines
        #expect(
            lines.contains(
                #"Unknown command: x\e[2J\e[31mred\e]0;pwned\u{7}. Type help for the commands."#))
        #expect(
            lines.contains(#"Unknown command: \u{202e}evil\u{9b}2J. Type help for the commands."#))
        let cut = String(long.prefix(PlainSentences.echoLength))
        #expect(lines.contains("Unknown command: \(cut)…. Type help for the commands."))
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }

    // MARK: - No wait for a sound nobody hears (issue 17, defect 3)

    @Test func whenNothingCanBeHeardTheResultIsSaidAtOnceThoughTheSoundIsOn() throws {
        let log = try play(
            ["spin", "spin"], stops: [cherryBarApple, threeDiamonds], audible: false
        )
        .log
        #expect(!log.events.contains { if case .waited = $0 { true } else { false } })
        #expect(log.lines.contains("Cherry, bar, apple. No match: −10. Money 90."))
        #expect(log.lines.contains { $0.hasPrefix("Diamond, diamond, diamond.") })
    }

    // MARK: - Bets from the rules (issue 15, item 5)

    @Test func theBetCommandsAndTheHelpAreTheRulesBets() throws {
        let game = Game(rules: .fiveAndTwentyFive)
        let (log, controller, _) = try play(
            ["bet 25", "1", "2", "bet 10", "help", "spin"], stops: [cherryBarApple], game: game)
        let lines = log.lines
        #expect(lines.first?.contains("bet 5,") == true, "\(lines)")
        #expect(lines.filter { $0 == "Bet 25." }.count == 2, "bet 25 and 2 choose 25: \(lines)")
        #expect(lines.contains("Bet 5."), "1 chooses 5")
        #expect(lines.contains("Bets are 5 or 25."))
        #expect(lines.contains("bet 5 (or 1, b 5): Bet 5 coins on each spin."), "\(lines)")
        #expect(lines.contains("bet 25 (or 2, b 25): Bet 25 coins on each spin."))
        #expect(!lines.contains { $0.hasPrefix("bet 10") || $0.hasPrefix("bet 20") })
        #expect(lines.contains("Cherry, bar, apple. No match: −25. Money 75."))
        #expect(controller.committedGame.bet == 25)
    }
}
