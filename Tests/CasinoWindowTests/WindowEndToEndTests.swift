import Foundation
import TestSupport
import XCTest

/// The window played through a real X server: real key and mouse events from xdotool,
/// screenshots from the server. Needs `casino` built with `--traits Window`, Xvfb, xdotool and
/// ImageMagick; skipped with the reason without them (failed under CASINO_REQUIRE_TOOLS=1).
final class WindowEndToEndTests: EndToEndTestCase {
    // Art-pixel positions on the design grid (ScreenLayout in CasinoWindowDrawing).
    static let moneyCapsule = (x: 6, y: 62, width: 82, height: 28)
    static let spinButton = (x: 90, y: 241)
    static let betTwenty = (x: 140, y: 276)
    static let chipTen = (x: 79, y: 275)
    static let chipTwenty = (x: 99, y: 275)
    static let infoButton = (x: 165, y: 15)
    static let closeButton = (x: 165, y: 29)
    static let newGameButton = (x: 90, y: 197)

    static func isChipRed(_ c: (r: Int, g: Int, b: Int)) -> Bool {
        c.r > 200 && c.g < 70 && c.b < 60
    }
    static func isPanelBlue(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b > c.r + 20 }

    /// The top of the Info sheet, where it is seen sliding (the × is in it).
    static let sheetTop = (x: 0, y: 14, width: GameWindow.design.width, height: 46)

    static func isGameOver(_ game: GameWindow) throws -> Bool {
        let titleBar = try game.color(14, 100)
        return Self.isPanelBlue(try game.color(20, 150)) && titleBar.r > 200 && titleBar.b < 50
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

    #if Window
        func testPlayWithKeyboardAndMouse() throws {
            let server = try XServer()
            let recording = makeTemporaryDirectory("casino-window").appendingPathComponent(
                "sound.wav")
            let game = try GameWindow(
                server: server, arguments: ["--size", "450x800"], recording: recording)
            let money = Self.moneyCapsule
            // Spin by key: the money changes when the reels land.
            let before = try game.region(money.x, money.y, money.width, money.height)
            try game.key("space")
            try server.waitUntil("the money to change after Space") {
                try game.region(money.x, money.y, money.width, money.height) != before
            }
            // The money capsule glows when the reels land: its pulse is over before the
            // capsule is compared again.
            try game.waitForLandings(1)
            try game.waitUntilStill(
                "the money capsule to come to rest after the first spin", money.x, money.y,
                money.width, money.height)
            // Spin by clicking SPIN.
            let afterKey = try game.region(money.x, money.y, money.width, money.height)
            try game.click(Self.spinButton.x, Self.spinButton.y)
            try server.waitUntil("the money to change after clicking SPIN") {
                try game.region(money.x, money.y, money.width, money.height) != afterKey
            }
            // Click "20": the chip moves beside it.
            XCTAssertTrue(Self.isChipRed(try game.color(Self.chipTen.x, Self.chipTen.y)))
            try game.click(Self.betTwenty.x, Self.betTwenty.y)
            try server.waitUntil("the chip to move to 20") {
                let twenty = try game.color(Self.chipTwenty.x, Self.chipTwenty.y)
                let ten = try game.color(Self.chipTen.x, Self.chipTen.y)
                return Self.isChipRed(twenty) && !Self.isChipRed(ten)
            }
            // Open Info with ⓘ and close it with ×.
            try game.click(Self.infoButton.x, Self.infoButton.y)
            try server.waitUntil("the Info sheet") { Self.isPanelBlue(try game.color(90, 200)) }
            // The sheet finishes sliding up under the × before it is clicked.
            let sheet = Self.sheetTop
            try game.waitUntilStill(
                "the Info sheet to finish sliding up", sheet.x, sheet.y, sheet.width, sheet.height)
            try game.click(Self.closeButton.x, Self.closeButton.y)
            try server.waitUntil("the Info sheet to close") {
                !Self.isPanelBlue(try game.color(90, 200))
            }
            // Play to Game Over: Space until the save says the money is gone. A press while the
            // reels still move is rightly ignored, so each press waits for its spin to be saved
            // and then for its reels to land before the next.
            for _ in 0..<80 {
                let before = try Self.saved(game)
                if before.money <= 0 { break }
                try game.key("space")
                try server.waitUntil(
                    "Space at \(before.money) coins to spin (saved: \((try? Self.saved(game)).map { "\($0)" } ?? "nothing"))"
                ) { try Self.saved(game).spins > before.spins }
                try game.waitForLandings(before.spins + 1)
            }
            XCTAssertLessThan(try Self.saved(game).money, 10, "below the smallest bet")
            try server.waitUntil("Game Over") { try Self.isGameOver(game) }
            // The panel answers once it has been seen for its grace time with nothing pressed
            // (a click inside that time starts it again), so click about once a second until
            // it goes.
            var lastClick = Date.distantPast
            try server.waitUntil("the Game Over panel to go", seconds: 20) {
                if Date().timeIntervalSince(lastClick) > 1.2 {
                    try game.click(Self.newGameButton.x, Self.newGameButton.y)
                    lastClick = Date()
                }
                return !(try Self.isGameOver(game))
            }
            let save = try String(
                contentsOf: game.saveFile,
                encoding: .utf8)
            XCTAssertTrue(save.contains("\"money\" : 100"), save)
            try game.key("q")
            XCTAssertEqual(game.waitForExit(), 0)
            // The spins, the bet chip, the Game Over drums and the ring-up were heard: the
            // recording holds seconds of sound, not silence.
            let samples = try Data(contentsOf: recording).dropFirst(44)
            let loud = stride(from: samples.startIndex, to: samples.endIndex - 1, by: 2).filter {
                abs(Int(Int16(bitPattern: UInt16(samples[$0]) | UInt16(samples[$0 + 1]) << 8)))
                    > 1000
            }
            XCTAssertGreaterThan(loud.count, 4_410, "less than a tenth of a second of sound")
        }

        func testResizeCloseRequestAndRestartKeepTheGame() throws {
            let server = try XServer()
            let folder = makeTemporaryDirectory("casino-window")
            var money: [UInt8]
            do {
                let game = try GameWindow(
                    server: server, saveFolder: folder, seed: nil, arguments: ["--size", "450x800"])
                try game.key("2")
                try server.waitUntil("bet 20") {
                    Self.isChipRed(try game.color(Self.chipTwenty.x, Self.chipTwenty.y))
                }
                let capsule = Self.moneyCapsule
                let before = try game.region(capsule.x, capsule.y, capsule.width, capsule.height)
                try game.key("space")
                try server.waitUntil("the spin to land") {
                    try game.region(capsule.x, capsule.y, capsule.width, capsule.height) != before
                }
                try game.waitForLandings(1)
                // Resize: the screen is laid out again, centred in the new size.
                try server.xdo(["windowsize", "--sync", game.id, "720", "640"])
                try game.refreshFrame()
                XCTAssertEqual(game.frame.width, 720)
                try server.waitUntil("the screen to fit the new size") {
                    Self.isChipRed(try game.color(Self.chipTwenty.x, Self.chipTwenty.y))
                }
                // The capsule as left, once the landing's pulse is over.
                try game.waitUntilStill(
                    "the money capsule to come to rest after the spin", capsule.x, capsule.y,
                    capsule.width, capsule.height)
                money = try game.region(capsule.x, capsule.y, capsule.width, capsule.height)
                // The window manager's close request.
                let closer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("wm_close.py")
                let python = try ExternalTool.python3.requiredURL
                let closed = try runProcess(
                    python, [closer.path, game.id], environment: server.environment)
                XCTAssertEqual(closed.status, 0, closed.standardError)
                XCTAssertEqual(game.waitForExit(), 0)
            }
            // Start again: money, bet and high score as left, and the size as left.
            let again = try GameWindow(server: server, saveFolder: folder, seed: nil)
            XCTAssertEqual(again.frame.width, 720)
            XCTAssertEqual(again.frame.height, 640)
            let capsule = Self.moneyCapsule
            try server.waitUntil("the money as left") {
                try again.region(capsule.x, capsule.y, capsule.width, capsule.height) == money
            }
            XCTAssertTrue(Self.isChipRed(try again.color(Self.chipTwenty.x, Self.chipTwenty.y)))
            // SIGTERM: the game is on disk and the process ends as the signal.
            kill(again.process.processIdentifier, SIGTERM)
            _ = again.waitForExit()
            XCTAssertEqual(again.process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(again.process.terminationStatus, SIGTERM)
        }

        /// SDL makes a new window for its OpenGL renderer. A window shown before that flashed
        /// up, vanished and came back, and a test could take the one about to vanish.
        func testTheWindowAppearsOnce() throws {
            let server = try XServer()
            let watcher = Process()
            watcher.executableURL = try ExternalTool.python3.requiredURL
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
            try watcher.run()
            defer {
                output.fileHandleForReading.readabilityHandler = nil
                watcher.terminate()
                watcher.waitUntilExit()
            }
            func lines() -> [String] { printed.text.split(separator: "\n").map(String.init) }
            try server.waitUntil("the watcher to watch") { lines().first == "ready" }
            let game = try GameWindow(server: server)
            // Maps are told in order, so once the game's window is told, all before it are.
            try server.waitUntil("the game's window to be mapped (seen: \(lines()))") {
                lines().contains(game.id)
            }
            XCTAssertEqual(lines().dropFirst(), [game.id], "windows mapped before the game's")
        }

        /// On a machine without a sound card SDL's ALSA printed eight lines about missing cards
        /// into the terminal the window was started from; the window says "sound off" itself.
        func testNoSoundCardPrintsNothingOnTheTerminal() throws {
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
            XCTAssertEqual(game.waitForExit(), 0)
            let said = String(
                decoding: game.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            XCTAssertFalse(said.contains("ALSA"), said)
        }

        func testHoverLightsAButtonAndDraggingTheSheetDownClosesIt() throws {
            let server = try XServer()
            let game = try GameWindow(server: server, arguments: ["--size", "450x800"])
            // Hover: SPIN brightens under the pointer.
            let spin = Self.spinButton
            func brightness() throws -> Int {
                let c = try game.color(spin.x - 20, spin.y - 6)
                return c.r + c.g + c.b
            }
            let plain = try brightness()
            let point = game.screenPoint(spin.x, spin.y)
            try server.xdo(["mousemove", "--sync", "\(point.x)", "\(point.y)"])
            try server.waitUntil("SPIN to brighten") { try brightness() > plain }
            // Info, then drag the sheet down by its middle: it closes.
            try game.key("i")
            try server.waitUntil("the Info sheet") { Self.isPanelBlue(try game.color(90, 200)) }
            let sheet = Self.sheetTop
            try game.waitUntilStill(
                "the Info sheet to finish sliding up", sheet.x, sheet.y, sheet.width, sheet.height)
            let from = game.screenPoint(90, 120)
            try server.xdo(["mousemove", "--sync", "\(from.x)", "\(from.y)"])
            try server.xdo(["mousedown", "1"])
            for step in 1...10 {
                try server.xdo(["mousemove", "--sync", "\(from.x)", "\(from.y + step * 30)"])
            }
            try server.xdo(["mouseup", "1"])
            try server.waitUntil("the dragged sheet to close") {
                !Self.isPanelBlue(try game.color(90, 200))
            }
            try game.key("q")
            XCTAssertEqual(game.waitForExit(), 0)
        }

    #else
        /// A build without the trait has no window; `casino window` says in one line how to
        /// get it. (CI runs the tests above in its `--traits Window` build.)
        func testABuildWithoutTheWindowSaysHowToGetIt() throws {
            let folder = makeTemporaryDirectory("casino-window")
            let result = try runProcess(
                builtProduct("casino"), ["window"], environment: ["XDG_STATE_HOME": folder.path])
            XCTAssertEqual(result.status, 69)
            XCTAssertEqual(
                result.standardError,
                "casino: this build has no window; install libsdl2-dev and run "
                    + "'swift run --traits Window casino window'\n")
            XCTAssertFalse(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("rmit-casino").path),
                "the save is not touched")
        }
    #endif

    func testABadSizeIsAUsageErrorInOneLine() throws {
        let result = try runProcess(builtProduct("casino"), ["window", "--size", "wide"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            result.standardError,
            "casino: --size expects WIDTHxHEIGHT in points, e.g. 540x960, not 'wide' "
                + "(see 'casino window --help')\n")
    }

    func testNoDisplaySaysSoInOneLine() throws {
        try refusedStart(display: nil, saying: "DISPLAY and WAYLAND_DISPLAY are unset")
    }

    /// SDL, left to itself, falls back to its offscreen driver when the X display cannot be
    /// reached, and the game would play on with no window anywhere.
    func testAnUnreachableDisplaySaysSoInOneLine() throws {
        try refusedStart(display: ":65000", saying: "cannot reach the X display :65000")
    }

    /// Starts `casino window` on `display` (nil: none), which must refuse in one line with
    /// exit status 69 and leave the save folder untouched. The line says `reason`; a build
    /// without the trait says instead that it has no window.
    private func refusedStart(display: String?, saying reason: String) throws {
        let folder = makeTemporaryDirectory("casino-window")
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        environment["XDG_STATE_HOME"] = folder.path
        let process = Process()
        process.executableURL = builtProduct("casino")
        process.arguments = ["window"]
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        if !poll(seconds: 15, every: 0.02, { !process.isRunning }) {
            process.terminate()
            XCTFail("casino window still runs after 15 s, with no window anyone can see")
        }
        process.waitUntilExit()
        let said = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 69)
        XCTAssertEqual(said.split(separator: "\n").count, 1, said)
        #if Window
            XCTAssertTrue(said.hasPrefix("casino: no desktop to open a window on"), said)
            XCTAssertTrue(said.contains(reason), said)
        #else
            XCTAssertTrue(said.hasPrefix("casino: this build has no window"), said)
        #endif
        XCTAssertFalse(
            FileManager.default.fileExists(
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
