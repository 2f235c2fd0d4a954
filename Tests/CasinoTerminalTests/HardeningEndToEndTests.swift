import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import CasinoTerminal
import Foundation
import Glibc
import TestSupport
import Testing

/// The hardening issue's terminal defects, played in a real terminal (tmux) as a new player
/// found them.
@Suite(.requires(.tmux), .serialized, .endToEndTimeLimit)
struct HardeningEndToEndTests {
    let state = makeTemporaryDirectory("casino-hardening")
    var saveFolder: URL { state.appendingPathComponent("rmit-casino") }
    var saveFile: URL { saveFolder.appendingPathComponent("save.json") }

    /// The game with `environment` in front, then a line saying how it ended; the pane stays.
    func command(_ arguments: String = "", environment: String = "COLORTERM=truecolor")
        -> String
    {
        "env -u NO_COLOR \(environment) XDG_STATE_HOME='\(state.path)' "
            + "'\(builtProduct("casino").path)' \(arguments); echo \"EXITED:$?\"; exec sleep 600"
    }

    func session(_ command: String, width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession(command: command, width: width, height: height)
    }

    /// The save file's text, for a timeout to show what it last held.
    func saveText() -> String { (try? String(contentsOf: saveFile, encoding: .utf8)) ?? "none" }

    func save() -> [String: Any]? {
        guard let data = try? Data(contentsOf: saveFile) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    func muted() -> Bool? {
        (save()?["settings"] as? [String: Any])?["muted"] as? Bool
    }

    /// Item 2: Space, 2 and m pressed while "needs at least 74×23" shows do nothing.
    @Test func keysPressedWhileTheTerminalIsTooSmallDoNothing() throws {
        let session = try session(command(), width: 50, height: 15)
        _ = try session.waitFor("the too-small message") {
            $0.contains("needs") || $0.contains("Need")
        }
        try session.send("2", "m", "Space")
        let told = try session.waitFor(showing: Texts.english.keysWaitForScreen)
        #expect(told.contains(Texts.english.keysWaitForScreen), "the player learns why")
        try session.resize(width: 80, height: 24)
        let screen = try session.waitFor(showing: "YOUR MONEY")
        #expect(!screen.contains(Texts.english.keysWaitForScreen))
        // Now m acts: once it is saved, every earlier key has been handled too.
        try session.send("m")
        _ = try session.waitFor("the mute in the save (save: \(saveText()))", timeout: 10) { _ in
            self.muted() != nil
        }
        #expect(muted() == true, "the m pressed while too small did not toggle the sound")
        #expect(save()?["money"] as? Int == 100, "Space did not spin unseen")
        #expect(save()?["bet"] as? Int == 10, "2 did not change the bet unseen")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    /// Item 6: Enter pressed on and on through the spin that loses the last coins leaves
    /// the Game Over panel up; a press after the player stops and looks answers it.
    @Test func mashingEnterDoesNotSkipGameOver() throws {
        let store = SaveStore(directory: saveFolder)
        try store.save(SaveData(game: Game(rules: .classic, coins: 10, bet: 10, highScore: 150)))
        let session = try session(command())
        _ = try session.waitFor(showing: "YOUR MONEY")
        // A player hammering Enter, about ten times a second, until well after the panel
        // came up (a first spin that wins just means more spins before the money runs out).
        let deadline = Date().addingTimeInterval(40)
        var overSince: Date?
        while Date() < deadline {
            try session.send("Enter")
            Thread.sleep(forTimeInterval: 0.1)
            if overSince == nil, save()?["money"] as? Int == 0 { overSince = Date() }
            if let overSince, Date().timeIntervalSince(overSince) > 3 { break }
        }
        #expect(overSince != nil, "the money ran out")
        var screen = try session.capture()
        #expect(screen.contains("You lost all money!"), "the panel is still up")
        #expect(save()?["money"] as? Int == 0, "no NEW GAME came from the burst")
        // The player stops; the panel offers its keys; Enter now means it.
        screen = try session.waitFor(showing: "n/Enter new game")
        #expect(screen.contains("n/Enter new game"))
        try session.send("Enter")
        _ = try session.waitFor("100 coins in the save (save: \(saveText()))", timeout: 10) { _ in
            self.save()?["money"] as? Int == 100
        }
        #expect(save()?["money"] as? Int == 100)
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    /// Item 12: a terminal that cannot draw the game gets one line, exit status 2, and no
    /// escape codes (alternate screen, mouse) left behind; the save is not touched.
    @Test(arguments: [
        ("TERM=dumb", "TERM=dumb"), ("-u TERM", "TERM is not set"), ("LANG=C LC_ALL=C", "LC_ALL=C"),
    ])
    func aTerminalThatCannotDrawTheGameGetsOneLine(environment: String, says: String) throws {
        let session = try session(command(environment: environment))
        let screen = try session.waitFor(showing: "EXITED:")
        #expect(screen.contains("EXITED:2"))
        #expect(screen.contains(says))
        let lines = screen.split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        #expect(lines.count == 2, "one line, then the shell's EXITED line: \(lines)")
        #expect(try session.format("alternate_on") == "0")
        #expect(try session.format("mouse_standard_flag") == "0")
        #expect(!FileManager.default.fileExists(atPath: saveFolder.path))
    }

    /// Item 12: the Linux console gets its own 16 colours, not 256 or 24-bit escapes.
    @Test func theLinuxConsoleGetsSixteenColours() throws {
        let session = try session(command(environment: "TERM=linux COLORTERM="))
        let screen = try session.waitFor(showing: "YOUR MONEY", colours: true)
        #expect(!screen.contains("38;2;") && !screen.contains("48;2;"), "no 24-bit colour")
        #expect(!screen.contains("38;5;") && !screen.contains("48;5;"), "no 256 colours")
        #expect(screen.contains("41m") || screen.contains(";41"), "the red background")
        try session.send("q")
        _ = try session.waitFor(showing: "EXITED:0")
    }

    /// Item 7: where a damaged save went is one key away (its short form on the status line,
    /// `?` for the whole), and on standard error again when the game ends, so it outlasts its
    /// seconds on screen.
    @Test func aDamagedSaveNoticeIsRepeatedWhenTheGameEnds() throws {
        try FileManager.default.createDirectory(at: saveFolder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: saveFile)
        let session = try session(command())
        _ = try session.waitFor("the damaged-save notice's short form") {
            $0.contains("Save file damaged") && $0.contains("YOUR MONEY")
        }
        try session.send("?")
        let screen = try session.waitFor(showing: "could not be used")
        let kept = try FileManager.default.contentsOfDirectory(atPath: saveFolder.path)
            .first { $0.hasPrefix("save.json.corrupt-") }
        let name = try #require(kept)
        #expect(
            screen.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
                .contains(name), "the whole path is on screen")
        try session.send("q")
        let after = try session.waitFor(showing: "EXITED:0")
        #expect(after.contains("casino: Your save file could not be used"))
        #expect(
            after.replacingOccurrences(of: "\n", with: "").contains(name),
            "the path, on the terminal after the game")
    }
}
