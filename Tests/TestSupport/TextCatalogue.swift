import CasinoEngine
import CasinoPresentation
import CasinoSharedModels
import Foundation

/// The catalogue as a list: every text, by a stable key, with the values a text takes filled
/// in by example. The tests read it to hold every entry to both languages and to the Apple
/// app's String Catalog, which is written from it (`Texts.stringCatalog()`, in the tests).
extension Texts {
    /// One entry: its key and the text it gives in a language.
    package struct Entry: Sendable {
        package let key: String
        package let text: @Sendable (Texts) -> String
    }

    /// Every text of the catalogue, in a fixed order.
    package static let catalogue: [Entry] = {
        let classic = Rules.classic
        let easy = Rules.easy
        let record = SpinRecord(
            time: WallTime(secondsSince1970: 0), bet: 10, stops: [2, 1, 0], prize: 0,
            moneyBefore: 100, moneyAfter: 90, isNewHighScore: false)
        let statistics = Statistics(
            spins: 12, wins: 1, totalStaked: 120, totalWon: 100, biggestWin: 100)
        var entries: [(String, @Sendable (Texts) -> String)] = [
            ("score.yourMoney", { $0.yourMoney.joined(separator: "\n") }),
            ("score.highScore", { $0.highScore.joined(separator: "\n") }),
            ("spin", { $0.spin }),
            ("gameOver.title", { $0.gameOverTitle }),
            ("gameOver.message", { $0.gameOverMessage.joined(separator: "\n") }),
            ("gameOver.newGame", { $0.newGame }),
            ("info.howToPlay.header", { $0.howToPlayHeader }),
            ("info.howToPlay.classic", { $0.howToPlay(classic).joined(separator: "\n") }),
            ("info.howToPlay.easy", { $0.howToPlay(easy).joined(separator: "\n") }),
            (
                "info.howToPlay.command",
                { $0.howToPlay(classic, resetBy: .command("reset")).last ?? "" }
            ),
            ("info.applicationInformation.header", { $0.applicationInformationHeader }),
            ("info.odds.header", { $0.oddsHeader }),
            ("info.odds.classic", { lines($0.oddsLines(classic)) }),
            ("info.odds.easy", { lines($0.oddsLines(easy)) }),
            ("keysWaitForScreen", { $0.keysWaitForScreen }),
            ("reset.question", { $0.resetQuestion(classic) }),
            ("reset.title", { $0.resetTitle }),
            ("reset.cancel", { $0.cancelButton }),
            ("status.session", { $0.sessionLine(elapsed: 3_725, replaySeed: nil) }),
            ("status.replay", { $0.sessionLine(elapsed: 59, replaySeed: 20) }),
            ("status.net", { $0.net(-1_234, muted: true) }),
            ("notice.betNeedsCoins", { $0.betNeedsCoins(20) }),
            ("notice.moneyBack", { $0.moneyBack(100) }),
            ("notice.soundOff", { $0.sound(on: false) }),
            ("notice.soundOn", { $0.sound(on: true) }),
            ("notice.reducedMotionOn", { $0.reducedMotion(on: true) }),
            ("notice.reducedMotionOff", { $0.reducedMotion(on: false) }),
            ("notice.betLowered", { $0.betLowered(to: 10, coins: 15) }),
            ("notice.cannotSave", { $0.cannotSave(Example.diskFull).text }),
            ("notice.cannotSave.short", { $0.cannotSave(Example.diskFull).short ?? "" }),
            ("notice.replayStarted", { $0.replayStarted(seed: 20).text }),
            ("notice.replayStarted.short", { $0.replayStarted(seed: 20).short ?? "" }),
            ("outcome.win", { $0.win(prize: 100) }),
            ("outcome.newHighScore", { $0.newHighScore(prize: 100, highScore: 1_200) }),
            ("outcome.noMatch", { $0.noMatch(stake: 10) }),
            ("tooSmall.terminal", { lines($0.terminalTooSmall(need: "80×24", have: "60×20")) }),
            ("tooSmall.window", { lines($0.windowTooSmall(need: "360×640")) }),
            ("history.title", { $0.historyTitle }),
            ("history.empty", { $0.historyEmpty }),
            ("history.columns", { columns($0.historyColumns) }),
            ("history.shortColumns", { columns($0.historyShortColumns) }),
            ("history.lifetime", { $0.lifetime(statistics, rules: classic) ?? "" }),
            ("start.needsInteractiveTerminal", { $0.needsInteractiveTerminal }),
            ("start.terminalCannotDraw", { $0.terminalCannotDraw(term: "") }),
            ("start.alreadyRunning", { $0.alreadyRunning(holder: 42, savePath: "save.json") }),
            ("start.localeNotUTF8", { $0.localeNotUTF8(variable: "LANG", value: "C") }),
            ("start.unknownColorMode", { $0.unknownColorMode("x", allowed: ["256", "mono"]) }),
            ("start.windowMissingFromBuild", { $0.windowMissing(fromInstall: false) }),
            ("start.windowMissingFromInstall", { $0.windowMissing(fromInstall: true) }),
            ("start.noDesktop", { $0.noDesktop("x11 not available") }),
            ("start.drawingOnTheCPU", { $0.drawingOnTheCPU("llvmpipe") }),
            ("plain.spin", { $0.plainSpin(record, rules: classic, highScore: 0) }),
            (
                "plain.status",
                { $0.plainStatus(coins: 100, highScore: 0, bet: 10, rules: .classic) }
            ),
            ("plain.goodbye", { $0.plainGoodbye(coins: 90, highScore: 0) }),
            ("plain.gameOver", { $0.plainGameOver }),
            ("plain.resetKept", { $0.plainResetKept }),
            ("plain.resetQuestion", { $0.plainResetQuestion(classic) }),
            ("plain.newGame", { $0.plainNewGame(coins: 100, bet: 10) }),
            ("plain.badBet", { $0.plainBadBet(classic.betOptions) }),
            ("plain.commandsHeader", { $0.plainCommandsHeader }),
            ("plain.historyHeader", { $0.plainHistoryHeader(count: 3) }),
            (
                "plain.historyLine",
                { $0.plainHistoryLine(time: "14:05:09", reels: "x", record: record) }
            ),
            ("accessibility.reel", { $0.reelLabel(0, symbol: .cherry) }),
            ("accessibility.money", { $0.moneyLabel(90) }),
            ("accessibility.highScore", { $0.highScoreLabel(200) }),
            ("accessibility.spin", { $0.spinLabel }),
            ("accessibility.info", { $0.infoLabel }),
            ("accessibility.reset", { $0.resetLabel }),
            ("accessibility.cancel", { $0.cancelLabel }),
            ("accessibility.close", { $0.closeLabel }),
            ("accessibility.newGame", { $0.newGameLabel }),
            ("accessibility.bet", { $0.betLabel(10) }),
            (
                "accessibility.result",
                {
                    $0.resultSentence(
                        .loss(stake: 10), symbols: [.cherry], coins: 0, isGameOver: true)
                }
            ),
            ("amount.shortened", { Amount.text(12_345_678_901, width: 7, texts: $0) }),
        ]
        for (index, name) in ["appName", "course", "year", "location"].enumerated() {
            let key = "applicationInformation.\(name)"
            entries.append(("\(key).label", { $0.applicationInformation[index].label }))
            entries.append(("\(key).value", { $0.applicationInformation[index].value }))
        }
        entries += problemEntries + realityCheckEntries
        for symbol in Symbol.allCases {
            entries.append(("symbol.\(symbol.name)", { $0.name(of: symbol) }))
        }
        for rules in RuleSetID.allCases {
            entries.append(("rules.\(rules.rawValue)", { $0.name(of: rules) }))
        }
        for action in KeyAction.allCases {
            entries.append(("key.\(action)", { $0.word(for: action) }))
        }
        for word in PlainWord.allCases {
            entries.append(("plain.command.\(word)", { $0.spelling(word) }))
            entries.append(("plain.meaning.\(word)", { $0.meaning(word, bet: 10) }))
        }
        return entries.map { Entry(key: $0.0, text: $0.1) }
    }()

    private static func lines(_ rows: [(label: String, value: String)]) -> String {
        rows.map { "\($0.label): \($0.value)" }.joined(separator: "\n")
    }

    private static func lines(_ rows: [String]) -> String { rows.joined(separator: "\n") }

    private static func columns(_ heads: HistoryColumns) -> String {
        [heads.time, heads.bet, heads.reels, heads.result, heads.money].joined(separator: " | ")
    }

    // MARK: The problems other modules report: a damaged save file, a sound system that
    // cannot play, each case with example values.

    /// Example values for the entries: paths and reasons as the system would give them.
    private enum Example {
        static let keptAs =
            "/home/player/.local/state/rmit-casino/save.json.corrupt-20270115-080000"
        static let savePath = "/home/player/.local/state/rmit-casino/save.json"
        static let systemReason = EACCES
        static let diskFull = SaveError.failed(
            SystemFailure(.write, path: savePath, code: ENOSPC))
    }

    /// The `errno`s the catalogue words itself, by the key their entry takes.
    private static let reasons: [(String, Int32)] = [
        ("EACCES", EACCES), ("EROFS", EROFS), ("ENOSPC", ENOSPC), ("ENOENT", ENOENT),
        ("EISDIR", EISDIR), ("ENOTDIR", ENOTDIR), ("EBADF", EBADF),
    ]

    /// Every damage reason, by the key its entry takes.
    private static let damageReasons: [(String, DamageReason)] = [
        ("empty", .empty), ("notJSON", .notJSON),
        ("newerVersion", .newerVersion(3, readsUpTo: 1)),
        ("noSchemaVersion", .noSchemaVersion), ("wrongField", .wrongField),
        ("negativeAmount", .negativeAmount),
        ("unreachableAmount", .unreachableAmount(limit: 1_000_000_000_000)),
        ("unreadable", .unreadable(code: Example.systemReason)),
        ("tooLarge", .tooLarge(limit: 1 << 20)),
    ]

    /// Every sound problem, by the key its entry takes.
    private static let soundProblems: [(String, SoundProblem)] = [
        ("cannotRecord", .cannotRecord(path: "/tmp/casino.wav", code: Example.systemReason)),
        (
            "noPlayerOnPath",
            .noPlayerOnPath(players: ["pw-play", "pw-cat", "paplay", "aplay"], install: nil)
        ),
        (
            "noPlayerOnPathInstall",
            .noPlayerOnPath(
                players: ["play"],
                install: PlayerInstall(software: "SoX", command: "brew install sox"))
        ),
        ("noPlayerOnThisSystem", .noPlayerOnThisSystem),
        ("noPlayerCouldPlay", .noPlayerCouldPlay(tried: ["pw-play", "aplay"])),
        ("cannotStartThread", .cannotStartThread),
    ]

    /// The entries for a damaged save file and for the sound's problems.
    private static var problemEntries: [(String, @Sendable (Texts) -> String)] {
        var entries: [(String, @Sendable (Texts) -> String)] = [
            ("save.setAside", { $0.notice(.setAside(.empty, keptAs: Example.keptAs)).text }),
            (
                "save.stuck",
                {
                    $0.notice(
                        .stuck(.empty, path: Example.savePath, why: Example.systemReason)
                    ).text
                }
            ),
        ]
        for (key, reason) in damageReasons {
            entries.append(("save.damage.\(key)", { $0.damage(reason) }))
        }
        for (key, problem) in soundProblems {
            entries.append(("sound.\(key)", { $0.soundProblem(problem).text }))
        }
        entries.append(("sound.short", { $0.soundProblem(.cannotStartThread).short ?? "" }))
        entries.append(
            ("save.setAside.short", { $0.notice(.setAside(.empty, keptAs: "x")).short ?? "" }))
        entries.append(
            ("save.stuck.short", { $0.notice(.stuck(.empty, path: "x", why: EACCES)).short ?? "" }))
        for (key, code) in reasons {
            entries.append(("failure.reason.\(key)", { $0.reason(code) }))
        }
        for operation in SystemFailure.Operation.allCases {
            let failure = SystemFailure(operation, path: Example.savePath, code: ENOSPC)
            entries.append(("failure.\(operation)", { $0.failure(failure) }))
        }
        return entries
    }
}
