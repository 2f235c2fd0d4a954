import CasinoAudio
import CasinoEngine
import CasinoPersistence
import CasinoRandom
import CasinoSharedModels
import CasinoTerminal
import Foundation
import Glibc
import TestSupport
import Testing

/// Plays the built `casino` in a real terminal (tmux) as a person would, then checks the
/// screen, the save file and that the terminal was left as it was found.
@Suite(.requires(.tmux), .serialized, .endToEndTimeLimit)
struct EndToEndTests {
    let state = makeTemporaryDirectory("casino-e2e")
    /// The player's save; a `--seed` replay never touches it.
    var saveFile: URL { state.appendingPathComponent("rmit-casino/save.json") }
    /// A `--seed` replay's scratch save, which the seeded tests read.
    var replayFile: URL { state.appendingPathComponent("rmit-casino/replay/save.json") }
    var modesFile: URL { state.appendingPathComponent("modes.txt") }

    /// The game, then a shell line that records how it left the terminal (the pane stays
    /// open after the command ends).
    func command(_ arguments: String = "--seed 42", environment: String = "COLORTERM=truecolor")
        -> String
    {
        // The modes land whole (written aside, then renamed), so the test never reads half.
        "env -u NO_COLOR XDG_STATE_HOME='\(state.path)' \(environment) '\(builtProduct("casino").path)' "
            + "\(arguments); echo \"EXITED:$?\"; stty -a > '\(modesFile.path).part' && mv '\(modesFile.path).part' '\(modesFile.path)'; "
            + "exec sleep 600"
    }

    /// The save file's text, for a timeout to show what it last held.
    func saveText(_ file: URL? = nil) -> String {
        (try? String(contentsOf: file ?? replayFile, encoding: .utf8)) ?? "none"
    }

    func save(_ file: URL? = nil) throws -> [String: Any] {
        let data = try Data(contentsOf: file ?? replayFile)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The money shown in the YOUR MONEY capsule, read off the screen.
    func shownMoney(_ screen: String) -> Int? {
        guard let line = screen.split(separator: "\n").first(where: { $0.contains("YOUR MONEY") })
        else { return nil }
        let after = line.components(separatedBy: "YOUR MONEY")[1]
        return Int(after.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber })
    }

    func expectTerminalRestored(
        _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(try session.format("alternate_on") == "0", sourceLocation: sourceLocation)
        #expect(
            try session.format("cursor_flag") == "1", "cursor shown", sourceLocation: sourceLocation
        )
        #expect(try session.format("mouse_any_flag") == "0", sourceLocation: sourceLocation)
        #expect(try session.format("mouse_standard_flag") == "0", sourceLocation: sourceLocation)
        #expect(try session.format("mouse_sgr_flag") == "0", sourceLocation: sourceLocation)
        try waitUntil(
            "the shell to write the terminal's modes after the game", seconds: 10,
            lastSeen: "the screen:\n" + ((try? session.capture()) ?? ""),
            sourceLocation: sourceLocation
        ) { FileManager.default.fileExists(atPath: modesFile.path) }
        let modes = Set(
            try String(contentsOf: modesFile, encoding: .utf8).split(whereSeparator: \.isWhitespace)
                .map(String.init))
        for mode in ["icanon", "echo", "isig", "icrnl", "opost", "ixon"] {
            #expect(
                modes.contains(mode), "terminal mode \(mode) restored",
                sourceLocation: sourceLocation)
        }
    }

    @Test func spinChangeBetOpenAndCloseInfoQuit() throws {
        let session = try TmuxSession(command: command())
        var screen = try session.waitFor("the whole main screen, money to help line") {
            $0.contains("YOUR MONEY") && $0.contains("quit")
        }
        #expect(shownMoney(screen) == 100)
        #expect(screen.contains("HIGH SCORE"))
        #expect(try session.format("alternate_on") == "1")

        try session.send("Space")
        screen = try session.waitFor("the spin saved and its money shown (save: \(saveText()))") {
            (try? save())?["statistics"] != nil && shownMoney($0) != 100
        }
        let saved = try save()
        let money = saved["money"] as? Int
        #expect(money == 90, "seed 42's first spin loses: 100 − the bet of 10")
        #expect(shownMoney(screen) == money, "the screen shows what was saved")
        #expect(((saved["statistics"] as? [String: Any])?["spins"] as? Int) == 1)

        try session.send("2")
        _ = try session.waitFor("a bet of 20 in the save (save: \(saveText()))", timeout: 5) { _ in
            (try? save())?["bet"] as? Int == 20
        }
        #expect(try save()["bet"] as? Int == 20)

        try session.send("i")
        // The sheet slides up: wait for its last line, the odds, to be on screen.
        screen = try session.waitFor("the whole Info sheet, to its odds line") {
            $0.contains("Saigon South Campus") && $0.contains("1 in 144")
        }
        #expect(screen.contains("HOW TO PLAY"))
        #expect(screen.contains("Just spin the reels to play."))
        #expect(screen.contains("1 in 144"))
        try session.send("Escape")
        screen = try session.waitFor(notShowing: "Saigon")
        #expect(!screen.contains("Saigon"), "Esc closes Info")
        #expect(screen.contains("YOUR MONEY"), "and the game is back")

        try session.send("q")
        screen = try session.waitFor(showing: "EXITED:")
        #expect(screen.contains("EXITED:0"))
        #expect(
            !screen.contains("YOUR MONEY"), "the game's screen is gone with the alternate screen")
        try expectTerminalRestored(session)
        #expect(try save()["bet"] as? Int == 20, "the save outlives the game")
    }

    @Test func mouseClicksPressTheButtons() throws {
        let session = try TmuxSession(command: command())
        var screen = try session.waitFor(showing: "YOUR MONEY")
        let layout = try #require(Layout.fitting(width: 80, height: 24))
        // SGR mouse reports are 1-based: press and release on the second bet's capsule.
        let (higher, bet) = (Rules.classic.betOptions[1], layout.bets[1])
        let press = "\u{1B}[<0;\(bet.midX + 1);\(bet.y + bet.height / 2 + 1)"
        try session.sendLiteral(press + "M" + press + "m")
        _ = try session.waitFor(
            "a bet of \(higher) in the save (save: \(saveText()))", timeout: 5
        ) { _ in (try? save())?["bet"] as? Int == higher }
        #expect(try save()["bet"] as? Int == higher, "clicking the capsule bets \(higher)")
        let info = layout.infoButton
        try session.sendLiteral("\u{1B}[<0;\(info.midX + 1);\(info.y + 1)M")
        screen = try session.waitFor(showing: "Saigon South Campus")
        #expect(screen.contains("Saigon South Campus"), "clicking ⓘ opens Info")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:")
        try expectTerminalRestored(session)
    }

    @Test func tooSmallThenEnlarged() throws {
        let session = try TmuxSession(command: command(), width: 50, height: 15)
        var screen = try session.waitFor("the too-small message") {
            $0.contains("needs") || $0.contains("Need")
        }
        #expect(screen.contains("\(Layout.minimumWidth)×\(Layout.minimumHeight)"))
        #expect(
            screen.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }.count == 1)
        try session.resize(width: 80, height: 24)
        screen = try session.waitFor(showing: "YOUR MONEY")
        #expect(screen.contains("YOUR MONEY"), "recovers when enlarged")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:")
    }

    /// The game's process: the only child of the pane's shell.
    func gameProcess(_ session: TmuxSession) throws -> pid_t {
        let shell = try session.format("pane_pid")
        let children = try String(
            contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
    }

    @Test(arguments: [(SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGINT, "INT")])
    func signalsRestoreTheTerminal(number: Int32, name: String) throws {
        let session = try TmuxSession(command: command())
        _ = try session.waitFor(showing: "YOUR MONEY")
        kill(try gameProcess(session), number)
        let screen = try session.waitFor(showing: "EXITED:")
        #expect(screen.contains("EXITED:\(128 + number)"), "ends as the signal would have it")
        try expectTerminalRestored(session)
    }

    @Test func ctrlZSuspendsCleanlyAndFgRedraws() throws {
        // An interactive shell, so there is job control to stop and resume the game.
        let session = try TmuxSession(command: "env PS1='PROMPT$ ' sh -i")
        _ = try session.waitFor(showing: "PROMPT$")
        try session.sendLiteral(command().replacingOccurrences(of: "; exec sleep 600", with: ""))
        try session.send("Enter")
        _ = try session.waitFor(showing: "YOUR MONEY")
        try session.send("C-z")
        var screen = try session.waitFor("the shell to report the job stopped") {
            $0.contains("Stopped") || $0.contains("stopped")
        }
        #expect(!screen.contains("YOUR MONEY"), "the shell's screen is back")
        #expect(try session.format("alternate_on") == "0")
        #expect(try session.format("cursor_flag") == "1")
        #expect(try session.format("mouse_any_flag") == "0")
        try session.sendLiteral("fg")
        try session.send("Enter")
        screen = try session.waitFor("the whole main screen, money to help line") {
            $0.contains("YOUR MONEY") && $0.contains("quit")
        }
        #expect(screen.contains("HIGH SCORE"), "redrawn in full after fg")
        #expect(try session.format("alternate_on") == "1")
        try session.send("Space")
        _ = try session.waitFor("the spin after fg in the save", timeout: 5) { _ in
            (try? save())?["statistics"] != nil
        }
        #expect(FileManager.default.fileExists(atPath: replayFile.path), "keys work again")
        try session.send("q")
        // The shell already printed the command's status when the job stopped; quitting the
        // resumed game hands the screen back to the shell's prompt.
        screen = try session.waitFor("the shell's screen back after the resumed game quit") {
            !$0.contains("YOUR MONEY") && $0.contains("PROMPT$ fg")
        }
        #expect(!screen.contains("YOUR MONEY"), "the game quit")
        try expectTerminalRestored(session)
    }

    @Test func aCrashStillRestoresTheTerminal() throws {
        let session = try TmuxSession(command: command())
        _ = try session.waitFor(showing: "YOUR MONEY")
        kill(try gameProcess(session), SIGSEGV)
        let screen = try session.waitFor(showing: "EXITED:")
        #expect(screen.contains("EXITED:139"))
        try expectTerminalRestored(session)
    }

    @Test func aDamagedSaveIsKeptAsideAndThePlayerIsTold() throws {
        let folder = state.appendingPathComponent("rmit-casino")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: saveFile)
        let session = try TmuxSession(command: command(""))
        let screen = try session.waitFor(showing: "Save file damaged")
        #expect(screen.contains("YOUR MONEY"), "one line tells the player, covering nothing")
        #expect(shownMoney(screen) == 100)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(kept.contains { $0.hasPrefix("save.json.corrupt-") })
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    @Test func anUnwritableSaveFolderWarnsOnceAndPlayGoesOn() throws {
        // Nothing can be created under /proc, not even by root. The claim on the save then goes
        // to the runtime folder, a private one here: under /tmp/rmit-casino-UID it would be the
        // claim of every other run of this test on the machine (the save's path is the same).
        let runtime = makeTemporaryDirectory("casino-e2e-runtime")
        let session = try TmuxSession(
            command: command(
                "", environment: "COLORTERM=truecolor XDG_RUNTIME_DIR='\(runtime.path)'"
            )
            .replacingOccurrences(of: state.path, with: "/proc/self"))
        _ = try session.waitFor(showing: "YOUR MONEY")
        try session.send("Space")
        var screen = try session.waitFor(showing: "Can't save")
        #expect(screen.contains("Can't save"), "the player is told")
        screen = try session.waitFor(notShowing: "Can't save", timeout: 20)
        let afterFirstSpin = shownMoney(screen)
        try session.send("Space")
        // The second spin's reels land a second after it was saved (or failed to be): a second
        // warning would still be showing then.
        screen = try session.waitFor(
            "the money to change from \(afterFirstSpin.map(String.init) ?? "none")"
        ) {
            shownMoney($0) != afterFirstSpin
        }
        #expect(shownMoney(screen) != afterFirstSpin, "play went on")
        #expect(!screen.contains("Can't save"), "and told once")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    @Test func the256ColourFallbackUsesNoTrueColour() throws {
        let session = try TmuxSession(command: command(environment: "COLORTERM= CASINO_COLOR=256"))
        let screen = try session.waitFor(showing: "YOUR MONEY", colours: true)
        #expect(!screen.contains("38;2;") && !screen.contains("48;2;"), "no 24-bit colour")
        // The spec's colours, each as its nearest xterm palette entry: the background's red at
        // the top, #E42A20, is colour 160 (#D70000), the top-left cell; the logo's blue,
        // #00004F, is colour 17 (#00005F).
        let backgrounds = screen.matches(of: #/\x1B\[48;5;(\d+)m/#).map { Int($0.1) }
        #expect(backgrounds.first == 160, "the red background, top left, in the 256 palette")
        #expect(backgrounds.contains(17), "the blue logo in the 256 palette")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:")
    }

    @Test func resetAsksFirstThenResets() throws {
        // Seed 20's first spin wins: a high score of 200 to lose.
        let session = try TmuxSession(command: command("--seed 20"))
        _ = try session.waitFor(showing: "YOUR MONEY")
        try session.send("Space")
        // The reels have landed once the board shows the new high score. (The outcome's line,
        // "NEW HIGH SCORE", waits behind the replay's notice, which holds the status line.)
        let landed = try session.waitFor("a high score of 200 on the board") {
            $0.contains(/200\s+HIGH SCORE/)
        }
        #expect(landed.contains(/200\s+HIGH SCORE/), "the first spin won 200")
        try session.send("r")
        // The question, then its two buttons on one row. tmux can show a frame half written,
        // so the wait is for the whole dialog, not for its first line.
        _ = try session.waitFor("the whole reset dialog, question and buttons") { screen in
            screen.contains("Reset money to 100 and high score to 0?")
                && screen.split(separator: "\n").contains {
                    $0.contains("RESET") && $0.contains("CANCEL")
                }
        }
        try session.send("n")
        _ = try session.waitFor(notShowing: "Reset money")
        #expect(try save()["highscore"] as? Int == 200, "cancelled: nothing lost")
        try session.send("r")
        _ = try session.waitFor(showing: "Reset money")
        try session.send("y")
        _ = try session.waitFor("a high score of 0 in the save (save: \(saveText()))", timeout: 5) {
            _ in
            (try? save())?["highscore"] as? Int == 0
        }
        #expect(try save()["highscore"] as? Int == 0)
        #expect(try save()["money"] as? Int == 100)
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    @Test func moneyBelowTheSmallestBetShowsGameOverAndNewGameRestoresIt() throws {
        // 5 coins cover no bet: the game opens on Game Over (a real save: no seed).
        let store = SaveStore(directory: state.appendingPathComponent("rmit-casino"))
        try store.save(SaveData(game: Game(rules: .classic, coins: 5, bet: 10, highScore: 150)))
        func save() throws -> [String: Any] { try self.save(saveFile) }
        let session = try TmuxSession(command: command(""))
        // The button is the last of the panel the frame writes: once it shows, the rest has.
        let screen = try session.waitFor(showing: "NEW GAME")
        #expect(screen.contains("You lost all money!"))
        #expect(screen.contains("You are not the god of gambler!"))
        #expect(screen.contains("Good luck next time!"))
        #expect(screen.contains("NEW GAME"))
        // Keys are handled in order: once the mute that follows Space is saved, Space was
        // handled too.
        try session.send("Space")
        try session.send("m")
        func muted() -> Bool? {
            ((try? save())?["settings"] as? [String: Any])?["muted"] as? Bool
        }
        _ = try session.waitFor("the mute in the save (save: \(saveText(saveFile)))", timeout: 5) {
            _ in
            muted() == true
        }
        #expect(muted() == true)
        #expect(try save()["money"] as? Int == 5, "Space does not skip the Game Over panel")
        // The panel offers its answers once it has been seen for its grace time.
        _ = try session.waitFor(showing: "n/Enter new game")
        try session.send("n")
        _ = try session.waitFor("100 coins in the save (save: \(saveText(saveFile)))", timeout: 5) {
            _ in
            (try? save())?["money"] as? Int == 100
        }
        #expect(try save()["money"] as? Int == 100, "NEW GAME restores 100 coins")
        #expect(try save()["highscore"] as? Int == 150)
        let after = try session.waitFor(notShowing: "You lost all money!")
        #expect(shownMoney(after) == 100)
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    @Test func pastedTextDoesNotPlay() throws {
        let session = try TmuxSession(command: command())
        _ = try session.waitFor(showing: "YOUR MONEY")
        try session.sendLiteral("\u{1B}[200~   i r q \u{1B}[201~")
        try session.sendLiteral("        ")
        // Keys are handled in order: once the bet from → (a key no paste filter drops) is
        // saved, the pasted text was handled too.
        try session.send("Right")
        _ = try session.waitFor("a bet of 20 in the save (save: \(saveText()))", timeout: 5) { _ in
            (try? save())?["bet"] as? Int == 20
        }
        let screen = try session.capture()
        #expect(screen.contains("YOUR MONEY"), "still playing: the pasted q did not quit")
        #expect(!screen.contains("Saigon") && !screen.contains("Reset money"), "no panel opened")
        let saved = try save()
        #expect(saved["bet"] as? Int == 20)
        #expect(saved["money"] as? Int == 100, "nothing was spun")
        #expect((saved["history"] as? [Any])?.isEmpty == true, "nothing was spun")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:")
    }

    @Test func garbageInputDoesNotCrashTheGame() throws {
        let session = try TmuxSession(command: command())
        _ = try session.waitFor(showing: "YOUR MONEY")
        var generator = Xoshiro256StarStar(seed: 99)
        // Escape-sequence fragments and characters that are no key of the game.
        let pieces = [
            "\u{1B}[", "\u{1B}O", "\u{1B}[<", ";", "~", "M", "9", "[", "\u{1B}]0;x\u{07}", "z", "é",
            "#",
        ]
        for _ in 0..<20 {
            var chunk = ""
            for _ in 0..<30 { chunk += pieces[Int(generator.next() % UInt64(pieces.count))] }
            try session.sendLiteral(chunk)
        }
        // Garbage can spell a real key by chance (ESC O M is keypad Enter: a spin), and the
        // game ignores bets while reels move: press → until the bet is saved, so the garbage
        // has been handled and no spin is in flight, whatever the machine's speed.
        try waitUntil(
            "a bet of 20 in the save after pressing → (save: \(saveText()))",
            lastSeen: "the screen:\n" + ((try? session.capture()) ?? "")
        ) {
            if (try? save())?["bet"] as? Int == 20 { return true }
            try session.send("Right")
            // Room for the key to be handled before the save is looked at again.
            Thread.sleep(forTimeInterval: 0.3)
            return false
        }
        #expect((try? save())?["bet"] as? Int == 20, "→ still changes the bet")
        var screen = try session.capture()
        #expect(!screen.contains("EXITED"), "still running")
        try session.send("i")
        screen = try session.waitFor(showing: "Saigon South Campus")
        #expect(screen.contains("Saigon South Campus"), "and still answering keys")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
        try expectTerminalRestored(session)
    }

    @Test func noColorDrawsShapesAndNames() throws {
        let session = try TmuxSession(command: command(environment: "NO_COLOR=1"))
        let screen = try session.waitFor(showing: "apple", colours: true)
        #expect(screen.contains("apple") && screen.contains("bar") && screen.contains("cherry"))
        #expect(!screen.contains("38;2;") && !screen.contains("48;2;"), "no colours at all")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:")
    }
}

/// The game's sounds, recorded through the audio engineer's `CASINO_AUDIO_RECORD` output.
@Suite(.requires(.tmux), .endToEndTimeLimit)
struct SoundEndToEndTests {
    let state = makeTemporaryDirectory("casino-sound-e2e")
    let finder = SoundFinder()

    /// Whether the recording so far (a valid WAV after every block the game writes) holds
    /// `sound` exactly `count` times, the last one to its end.
    func heard(_ sound: Sound, times count: Int, in recording: URL) -> Bool {
        guard let data = try? Data(contentsOf: recording),
            let samples = WAVReading.decode(data)?.samples
        else { return false }
        let onsets = finder.onsets(of: sound, in: samples)
        guard onsets.count == count, let last = onsets.last else { return false }
        return samples.count >= last + SoundLibrary.standard[sound].count
    }

    @Test func spinAtThePressBetChipsAndTheWinWhenTheReelsLand() throws {
        let recording = state.appendingPathComponent("session.wav")
        // Seed 20 makes the first spin a win (and so a new high score).
        let session = try TmuxSession(
            command: "env -u NO_COLOR XDG_STATE_HOME='\(state.path)' "
                + "CASINO_AUDIO_RECORD='\(recording.path)' '\(builtProduct("casino").path)' "
                + "--seed 20; echo \"EXITED:$?\"; exec sleep 600")
        _ = try session.waitFor(showing: "YOUR MONEY")
        try session.send("Space")
        // Landed: the board shows the new high score (the outcome's line waits behind the
        // replay's notice).
        _ = try session.waitFor("a high score of 200 on the board") {
            $0.contains(/200\s+HIGH SCORE/)
        }
        // Each key waits until the sound before it has been recorded to its end, so no chip is
        // buried under the 2.75 s fanfare or under the other chip, however slow the machine.
        _ = try session.waitFor("the fanfare recorded to its end") { _ in
            heard(.highscore, times: 1, in: recording)
        }
        try session.send("2")
        _ = try session.waitFor("the first bet chip recorded") { _ in
            heard(.betChip, times: 1, in: recording)
        }
        try session.send("1")
        _ = try session.waitFor("the second bet chip recorded") { _ in
            heard(.betChip, times: 2, in: recording)
        }
        try session.send("q")
        let screen = try session.waitFor(showing: "EXITED:")
        #expect(screen.contains("EXITED:0"))

        let data = try Data(contentsOf: recording)
        let samples = try #require(WAVReading.decode(data)).samples
        let finder = SoundFinder()
        let spins = finder.onsets(of: .spin, in: samples)
        let chips = finder.onsets(of: .betChip, in: samples)
        let fanfares = finder.onsets(of: .highscore, in: samples)
        #expect(spins.count == 1, "one spin, one spin sound")
        #expect(chips.count == 2, "two bet changes, two chips")
        #expect(fanfares.count == 1)
        if let spin = spins.first, let fanfare = fanfares.first {
            // The outcome is heard when the reels land, one second after the press.
            let seconds = Double(fanfare - spin) / 44_100
            #expect(seconds >= 0.95, "the fanfare waits for the reels (\(seconds) s)")
        }
        if let spin = spins.first, let chip = chips.first { #expect(spin < chip) }
        // Which landing sound plays (fanfare, not the plain win) is checked exactly on the
        // controller's cues; here the fanfare's own brass can pass for the win's opening.
    }
}
