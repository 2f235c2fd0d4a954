#if Window
    import Foundation
    import TestSupport
    import Testing

    extension OneAtATime {
        /// A key already down when the window gets the keyboard is the player's hand still on
        /// the key that started the game, not a press in the game: the X server's autorepeat of
        /// a held Space spun (10 coins nobody chose to bet), and a held q closed the window as it
        /// opened, silently. The window takes such a key only once it has been let go.
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport, .xev)) struct HeldKeyTests {
            @Test(arguments: ["space", "q"])
            func aKeyHeldSinceBeforeTheWindowOpenedWaitsForItsRelease(key: String) throws {
                let server = try XServer()
                // The key goes down in another window that has the keyboard (the terminal the
                // game was started from); the server repeats it into whichever window has it.
                let holder = try XEventWatcher(server: server, arguments: ["-name", "holder"])
                try server.xdo([
                    "search", "--sync", "--onlyvisible", "--name", "^holder$", "windowfocus",
                    "--sync",
                ])
                try server.xdo(["keydown", key])
                var isDown = true
                defer { if isDown { _ = try? server.xdo(["keyup", key]) } }
                let game = try GameWindow(server: server)
                // Another client listening to the game's window sees the server repeat the key
                // into it, so the game has been sent it too.
                let watcher = try XEventWatcher(
                    server: server, arguments: ["-id", game.id, "-event", "keyboard"])
                try waitUntil(
                    "the held \(key) to be repeated into the game's window",
                    lastSeen: watcher.printed
                ) { watcher.printed.contains("KeyPress event") && watcher.printed.contains(key) }
                // m mutes and saves at once, whatever the reels do; the server sends it after the
                // repeats, so once the save is muted the game has taken or left each of them.
                try game.key("m")
                try waitUntil("the game to take m") {
                    try Self.isMuted(game) || !game.process.isRunning
                }
                #expect(game.process.isRunning, "the held \(key) closed the window")
                #expect(
                    try WindowEndToEndTests.saved(game).spins == 0, "the held \(key) spun")
                // Let go and pressed again in the window, the key works.
                try server.xdo(["keyup", key])
                isDown = false
                try game.key(key)
                if key == "q" {
                    #expect(game.waitForExit() == 0)
                } else {
                    try waitUntil("Space pressed in the window to spin") {
                        try WindowEndToEndTests.saved(game).spins == 1
                    }
                }
                _ = holder
            }

            /// Whether the game's save has the sound muted.
            static func isMuted(_ game: GameWindow) throws -> Bool {
                guard let data = try? Data(contentsOf: game.saveFile),
                    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let settings = json["settings"] as? [String: Any]
                else { return false }
                return settings["muted"] as? Bool ?? false
            }
        }
    }

    /// `xev` on the test's X server: a window of its own (the holder of a key), or a listener
    /// to another client's window, printing the events it gets. Stopped when let go.
    final class XEventWatcher {
        private let process = Process()
        private let output: URL

        init(server: XServer, arguments: [String]) throws {
            output = makeTemporaryDirectory("casino-xev").appendingPathComponent("events.txt")
            #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
            process.executableURL = try ExternalTool.xev.url
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(server.environment) {
                $1
            }
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.runWithNoSignalBlocked()
        }

        /// What it has printed so far (xev flushes each event).
        var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }
#endif
