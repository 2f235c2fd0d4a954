import Foundation
import TestSupport
import Testing

#if Window
    import CasinoArt

    /// This target's suites, one test at a time: each test starts its own X server and games,
    /// ``TouchTests`` opens the window in the test process itself (SDL, `DISPLAY`, signal
    /// handlers), and two games at once on a two-core machine would stretch each other's waits.
    @Suite(.serialized, .endToEndTimeLimit) enum OneAtATime {}

    extension OneAtATime {
        /// The window played through a real X server: real key and mouse events from xdotool,
        /// screenshots from the server. Needs Xvfb, xdotool and ImageMagick; skipped with the
        /// reason without them (failed under CASINO_REQUIRE_TOOLS=1).
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport)) struct WindowEndToEndTests {
            /// The bets of the rules the game plays, in the footer's order.
            static let bets = DesignGrid.bets

            static func isChipRed(_ c: (r: Int, g: Int, b: Int)) -> Bool {
                c.r > 200 && c.g < 70 && c.b < 60
            }
            static func isPanelBlue(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b > c.r + 20 }

            /// The top of the Info sheet, where it is seen sliding (the × is in it).
            static let sheetTop = PixelRect(x: 0, y: 2, width: DesignGrid.width, height: 46)

            static func isGameOver(_ game: GameWindow) throws -> Bool {
                let titleBar = try game.color(14, 100)
                return Self.isPanelBlue(try game.color(20, 150)) && titleBar.r > 200
                    && titleBar.b < 50
            }

            /// Whether the chip shows beside the bet at `index` of the footer.
            static func isChosen(_ index: Int, in game: GameWindow) throws -> Bool {
                let chip = DesignGrid.chip(index)
                return isChipRed(try game.color(chip.x, chip.y))
            }

            /// Money and spins played as the save file has them: committed before anything shows.
            static func saved(_ game: GameWindow) throws -> (money: Int, spins: Int) {
                let url = game.saveFile
                guard let data = try? Data(contentsOf: url),
                    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let money = json["money"] as? Int,
                    let statistics = json["statistics"] as? [String: Any],
                    let spins = statistics["spins"] as? Int
                else { return (100, 0) }
                return (money, spins)
            }

            @Test func playWithKeyboardAndMouse() throws {
                let server = try XServer()
                let recording = makeTemporaryDirectory("casino-window").appendingPathComponent(
                    "sound.wav")
                let game = try GameWindow(
                    server: server, arguments: ["--size", "450x800"], recording: recording)
                let money = DesignGrid.moneyCapsule
                // Spin by key: the money changes when the reels land.
                let before = try game.region(money)
                try game.key("space")
                try waitUntil("the money to change after Space") {
                    try game.region(money) != before
                }
                // The money capsule glows when the reels land: its pulse is over before the
                // capsule is compared again.
                try game.waitForLandings(1)
                try game.waitUntilStill(
                    "the money capsule to come to rest after the first spin", money)
                // Spin by clicking SPIN.
                let afterKey = try game.region(money)
                let spin = try DesignGrid.button(.spin)
                try game.click(spin.x, spin.y)
                try waitUntil("the money to change after clicking SPIN") {
                    try game.region(money) != afterKey
                }
                // Click the second bet: the chip moves beside it.
                #expect(try Self.isChosen(0, in: game))
                let second = DesignGrid.betCapsule(1)
                try game.click(second.x, second.y)
                try waitUntil("the chip to move to \(Self.bets[1])") {
                    try Self.isChosen(1, in: game) && !Self.isChosen(0, in: game)
                }
                // Open Info with ⓘ and close it with ×.
                let info = try DesignGrid.button(.info)
                try game.click(info.x, info.y)
                try waitUntil("the Info sheet") { Self.isPanelBlue(try game.color(90, 200)) }
                // The sheet finishes sliding up under the × before it is clicked.
                try game.waitUntilStill("the Info sheet to finish sliding up", Self.sheetTop)
                let close = try DesignGrid.button(.closePanel, on: Scenes.info(presence: 1))
                try game.click(close.x, close.y)
                try waitUntil("the Info sheet to close") {
                    !Self.isPanelBlue(try game.color(90, 200))
                }
                // Play to Game Over: Space until the save says the money is gone. A press while the
                // reels still move is rightly ignored, so each press waits for its spin to be saved
                // and then for its reels to land before the next.
                for _ in 0..<80 {
                    let before = try Self.saved(game)
                    if before.money <= 0 { break }
                    try game.key("space")
                    try waitUntil(
                        "Space at \(before.money) coins to spin (saved: \((try? Self.saved(game)).map { "\($0)" } ?? "nothing"))"
                    ) { try Self.saved(game).spins > before.spins }
                    try game.waitForLandings(before.spins + 1)
                }
                #expect(try Self.saved(game).money < Self.bets.min() ?? 0, "below the smallest bet")
                try waitUntil("Game Over") { try Self.isGameOver(game) }
                // The panel answers once it has been seen for its grace time with nothing pressed
                // (a click inside that time starts it again), so click about once a second until
                // it goes.
                let newGame = try DesignGrid.button(.newGame, on: Scenes.gameOver())
                var lastClick = Date.distantPast
                try waitUntil("the Game Over panel to go", seconds: 20) {
                    if Date().timeIntervalSince(lastClick) > 1.2 {
                        try game.click(newGame.x, newGame.y)
                        lastClick = Date()
                    }
                    return !(try Self.isGameOver(game))
                }
                let save = try String(
                    contentsOf: game.saveFile,
                    encoding: .utf8)
                #expect(save.contains("\"money\" : 100"), "\(save)")
                try game.key("q")
                #expect(game.waitForExit() == 0)
                // The spins, the bet chip, the Game Over drums and the ring-up were heard: the
                // recording holds seconds of sound, not silence.
                let samples = try Data(contentsOf: recording).dropFirst(44)
                let loud = stride(from: samples.startIndex, to: samples.endIndex - 1, by: 2).filter
                {
                    abs(Int(Int16(bitPattern: UInt16(samples[$0]) | UInt16(samples[$0 + 1]) << 8)))
                        > 1000
                }
                #expect(loud.count > 4_410, "less than a tenth of a second of sound")
            }

            @Test(.requires(.python3)) func resizeCloseRequestAndRestartKeepTheGame() throws {
                let server = try XServer()
                let folder = makeTemporaryDirectory("casino-window")
                var money: [UInt8]
                do {
                    let game = try GameWindow(
                        server: server, saveFolder: folder, seed: nil,
                        arguments: ["--size", "450x800"])
                    try game.key("2")
                    try waitUntil("bet \(Self.bets[1])") { try Self.isChosen(1, in: game) }
                    let capsule = DesignGrid.moneyCapsule
                    let before = try game.region(capsule)
                    try game.key("space")
                    try waitUntil("the spin to land") {
                        try game.region(capsule) != before
                    }
                    try game.waitForLandings(1)
                    // Resize: the screen is laid out again, centred in the new size.
                    try server.xdo(["windowsize", "--sync", game.id, "720", "640"])
                    try game.refreshFrame()
                    #expect(game.frame.width == 720)
                    try waitUntil("the screen to fit the new size") {
                        try Self.isChosen(1, in: game)
                    }
                    // The capsule as left, once the landing's pulse is over.
                    try game.waitUntilStill(
                        "the money capsule to come to rest after the spin", capsule)
                    money = try game.region(capsule)
                    // The window manager's close request.
                    let closer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        .appendingPathComponent("wm_close.py")
                    let python = try ExternalTool.python3.url
                    let closed = try runProcess(
                        python, [closer.path, game.id], environment: server.environment)
                    #expect(closed.status == 0, "\(closed.standardError)")
                    #expect(game.waitForExit() == 0)
                }
                // Start again: money, bet and high score as left, and the size as left.
                let again = try GameWindow(server: server, saveFolder: folder, seed: nil)
                #expect(again.frame.width == 720)
                #expect(again.frame.height == 640)
                try waitUntil("the money as left") {
                    try again.region(DesignGrid.moneyCapsule) == money
                }
                #expect(try Self.isChosen(1, in: again))
                // SIGTERM: the game is on disk and the process ends as the signal.
                kill(again.process.processIdentifier, SIGTERM)
                _ = again.waitForExit()
                #expect(again.process.terminationReason == .uncaughtSignal)
                #expect(again.process.terminationStatus == SIGTERM)
            }

            /// SDL makes a new window for its OpenGL renderer. A window shown before that flashed
            /// up, vanished and came back, and a test could take the one about to vanish.
            @Test(.requires(.python3)) func theWindowAppearsOnce() throws {
                let server = try XServer()
                let watcher = Process()
                watcher.executableURL = try ExternalTool.python3.url
                watcher.arguments = [
                    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        .appendingPathComponent("map_watch.py").path
                ]
                watcher.environment = ProcessInfo.processInfo.environment.merging(
                    server.environment
                ) { $1 }
                let output = Pipe()
                watcher.standardOutput = output
                let printed = Printed()
                output.fileHandleForReading.readabilityHandler = { handle in
                    printed.append(String(decoding: handle.availableData, as: UTF8.self))
                }
                try watcher.runWithNoSignalBlocked()
                defer {
                    output.fileHandleForReading.readabilityHandler = nil
                    watcher.terminate()
                    watcher.waitUntilExit()
                }
                func lines() -> [String] { printed.text.split(separator: "\n").map(String.init) }
                try waitUntil("the watcher to watch") { lines().first == "ready" }
                let game = try GameWindow(server: server)
                // Maps are told in order, so once the game's window is told, all before it are.
                try waitUntil("the game's window to be mapped (seen: \(lines()))") {
                    lines().contains(game.id)
                }
                #expect(lines().dropFirst() == [game.id], "windows mapped before the game's")
            }

            /// Without a window manager to hold the minimum size, a window can be made 200 × 100:
            /// only the reels showed, and Space still spun. Now it says so and takes no input
            /// until it is large enough again.
            @Test func aWindowTooSmallForTheGameTakesNoInputUntilItGrows() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, arguments: ["--size", "360x640"])
                try server.xdo(["windowsize", "--sync", game.id, "200", "100"])
                try game.refreshFrame()
                #expect(game.frame.width == 200)
                // The message is drawn (no red reel frame, no SPIN) before Space is sent.
                Thread.sleep(forTimeInterval: 0.5)
                try game.key("space")
                try game.key("2")
                Thread.sleep(forTimeInterval: 1.5)
                #expect(try Self.saved(game).spins == 0, "Space spun in a window too small")
                try server.xdo(["windowsize", "--sync", game.id, "360", "640"])
                try game.refreshFrame()
                Thread.sleep(forTimeInterval: 0.5)
                try game.key("space")
                try waitUntil("Space to spin once the window fits") {
                    try Self.saved(game).spins == 1
                }
                try game.key("q")
                #expect(game.waitForExit() == 0)
            }

            /// With `CASINO_AUDIO=off` SDL's audio started anyway: its device-scan thread woke
            /// about ten times a second, and a HOME without `.config` had PulseAudio say "Failed
            /// to create secure directory". Now no SDL audio thread runs, and nothing is said.
            @Test func soundOffStartsNoAudioThread() throws {
                let server = try XServer()
                let home = makeTemporaryDirectory("casino-window")
                let game = try GameWindow(
                    server: server, soundEnvironment: ["CASINO_AUDIO": "off", "HOME": home.path])
                try game.key("space")
                try game.waitForLandings(1)
                let tasks = "/proc/\(game.process.processIdentifier)/task"
                let threads = try FileManager.default.contentsOfDirectory(atPath: tasks).map {
                    (try? String(contentsOfFile: "\(tasks)/\($0)/comm", encoding: .utf8)) ?? ""
                }
                #expect(!threads.isEmpty)
                for thread in threads {
                    let name = thread.trimmingCharacters(in: .whitespacesAndNewlines)
                    #expect(
                        !(name.hasPrefix("SDLAudio") || name.hasPrefix("SDLHotplug")
                            || name.lowercased().contains("pulse")
                            || name.lowercased().contains("alsa")),
                        "an audio thread runs: \(name) (all: \(threads))")
                }
                try game.key("q")
                #expect(game.waitForExit() == 0)
                let said = String(
                    decoding: game.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                for line in said.split(separator: "\n") {
                    #expect(line.hasPrefix("casino: "), "a library's line: \(line)")
                }
            }

            /// On a machine without a sound card SDL's ALSA printed eight lines about missing cards
            /// into the terminal the window was started from; the window says "sound off" itself.
            @Test func noSoundCardPrintsNothingOnTheTerminal() throws {
                let server = try XServer()
                // An ALSA whose default device names one that does not exist, so ALSA has an
                // error to print on every machine, sound card or not.
                let alsa = makeTemporaryDirectory("casino-window").appendingPathComponent(
                    "asound.conf")
                try #"pcm.!default { type plug slave.pcm "casino_no_such_device" }"#.write(
                    to: alsa, atomically: true, encoding: .utf8)
                let game = try GameWindow(
                    server: server,
                    soundEnvironment: ["SDL_AUDIODRIVER": "alsa", "ALSA_CONFIG_PATH": alsa.path])
                try game.key("space")
                try game.key("q")
                #expect(game.waitForExit() == 0)
                let said = String(
                    decoding: game.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                #expect(!said.contains("ALSA"), "\(said)")
            }

            @Test func hoverLightsAButtonAndDraggingTheSheetDownClosesIt() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, arguments: ["--size", "450x800"])
                // Hover: SPIN brightens under the pointer.
                let spin = try DesignGrid.button(.spin)
                func brightness() throws -> Int {
                    let c = try game.color(spin.x - 20, spin.y - 6)
                    return c.r + c.g + c.b
                }
                let plain = try brightness()
                let point = game.screenPoint(spin.x, spin.y)
                try server.xdo(["mousemove", "--sync", "\(point.x)", "\(point.y)"])
                try waitUntil("SPIN to brighten") { try brightness() > plain }
                // Info, then drag the sheet down by its middle: it closes.
                try game.key("i")
                try waitUntil("the Info sheet") { Self.isPanelBlue(try game.color(90, 200)) }
                try game.waitUntilStill("the Info sheet to finish sliding up", Self.sheetTop)
                let from = game.screenPoint(90, 120)
                try server.xdo(["mousemove", "--sync", "\(from.x)", "\(from.y)"])
                try server.xdo(["mousedown", "1"])
                for step in 1...10 {
                    try server.xdo(["mousemove", "--sync", "\(from.x)", "\(from.y + step * 30)"])
                }
                try server.xdo(["mouseup", "1"])
                try waitUntil("the dragged sheet to close") {
                    !Self.isPanelBlue(try game.color(90, 200))
                }
                try game.key("q")
                #expect(game.waitForExit() == 0)
            }
        }
    }
#endif

/// How `casino window` refuses to start, in one line and with the save untouched, where
/// no window can open: no display, one it cannot reach, a build without the window.
@Suite(.endToEndTimeLimit) struct WindowRefusalTests {
    #if !Window
        /// A build without the trait has no window; `casino window` says in one line how to
        /// get it. (CI runs the tests above in its `--traits Window` build.)
        @Test func aBuildWithoutTheWindowSaysHowToGetIt() throws {
            let folder = makeTemporaryDirectory("casino-window")
            let result = try runProcess(
                builtProduct("casino"), ["window"], environment: ["XDG_STATE_HOME": folder.path])
            #expect(result.status == 69)
            #expect(
                result.standardError
                    == "casino: this build has no window; install libsdl2-dev and run "
                    + "'swift run --traits Window casino window'\n")
            #expect(
                !FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("rmit-casino").path),
                "the save is not touched")
        }
    #endif

    @Test func aBadSizeIsAUsageErrorInOneLine() throws {
        let result = try runProcess(builtProduct("casino"), ["window", "--size", "wide"])
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "casino: --size expects WIDTHxHEIGHT in points, e.g. 540x960, not 'wide' "
                + "(see 'casino window --help')\n")
    }

    @Test func noDisplaySaysSoInOneLine() throws {
        try refusedStart(display: nil, saying: "DISPLAY and WAYLAND_DISPLAY are unset")
    }

    /// SDL, left to itself, falls back to its offscreen driver when the X display cannot be
    /// reached, and the game would play on with no window anywhere.
    @Test func anUnreachableDisplaySaysSoInOneLine() throws {
        try refusedStart(display: ":65000", saying: "cannot reach the X display :65000")
    }

    /// libwayland printed "error: XDG_RUNTIME_DIR is invalid or not set in the environment."
    /// before the game's line: without a runtime folder the Wayland display is not tried.
    @Test func aWaylandDisplayWithoutARuntimeFolderSaysSoInOneLine() throws {
        try refusedStart(
            display: nil, wayland: "wayland-9", runtimeFolder: nil,
            saying: "cannot reach the Wayland display wayland-9 (XDG_RUNTIME_DIR is unset")
        // With a runtime folder but no socket in it, SDL fails quietly and the game says so.
        try refusedStart(
            display: nil, wayland: "wayland-9",
            runtimeFolder: makeTemporaryDirectory("casino-window").path,
            saying: "cannot reach the Wayland display wayland-9")
    }

    /// Starts `casino window` on `display` (nil: none), which must refuse in one line with
    /// exit status 69 and leave the save folder untouched. The line says `reason`; a build
    /// without the trait says instead that it has no window.
    /// `wayland` and `runtimeFolder` set `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` (the
    /// runtime folder is left as it is unless `wayland` is given).
    private func refusedStart(
        display: String?, wayland: String? = nil, runtimeFolder: String? = nil,
        saying reason: String
    ) throws {
        let folder = makeTemporaryDirectory("casino-window")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = wayland
        if wayland != nil { environment["XDG_RUNTIME_DIR"] = runtimeFolder }
        environment["SDL_VIDEODRIVER"] = nil
        environment["XDG_STATE_HOME"] = folder.path
        let process = Process()
        process.executableURL = builtProduct("casino")
        process.arguments = ["window"]
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.runWithNoSignalBlocked()
        if !poll(seconds: 15, every: 0.02, { !process.isRunning }) {
            process.terminate()
            Issue.record("casino window still runs after 15 s, with no window anyone can see")
        }
        process.waitUntilExit()
        let said = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 69)
        #expect(said.split(separator: "\n").count == 1, "\(said)")
        #if Window
            #expect(said.hasPrefix("casino: no desktop to open a window on"), "\(said)")
            #expect(said.contains(reason), "\(said)")
        #else
            #expect(said.hasPrefix("casino: this build has no window"), "\(said)")
        #endif
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("rmit-casino").path))
    }
}

/// What a helper process has printed so far, read on another thread.
private final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    var text: String { lock.withLock { buffer } }

    func append(_ more: String) { lock.withLock { buffer += more } }
}
