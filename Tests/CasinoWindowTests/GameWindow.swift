#if Window
    import CasinoArt
    import CasinoWindowDrawing
    import Foundation
    import TestSupport
    import Testing

    /// `casino window` running on a test X server, with a fresh save folder unless given one.
    final class GameWindow {
        let server: XServer
        let process: Process
        let saveFolder: URL
        let id: String
        private(set) var frame: (x: Int, y: Int, width: Int, height: Int)
        let errors = Pipe()

        /// The save this window writes: a replay's scratch save when seeded, else the player's.
        let saveFile: URL
        /// The lines the game reports through `CASINO_WINDOW_STATS`: `first-frame TIME` once,
        /// then `spin-frames N` as each spin's reels land.
        let statsFile: URL

        /// - Parameters:
        ///   - seed: a replay's seed, so spins are known; nil plays the player's own save (which
        ///     a replay never touches), as a restart test needs.
        ///   - recording: a WAV file the game's sound goes to instead of a sound card.
        ///   - soundEnvironment: when given, the game looks for a sound card as a player's does,
        ///     with these variables added (say, SDL's and ALSA's); else it is silent or recorded.
        ///   - environment: more variables for the game (say, `SDL_RENDER_DRIVER`).
        init(
            server: XServer, saveFolder: URL? = nil, seed: UInt64? = 7, arguments: [String] = [],
            recording: URL? = nil, soundEnvironment: [String: String]? = nil,
            environment extra: [String: String] = [:],
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            self.server = server
            self.saveFolder = saveFolder ?? makeTemporaryDirectory("casino-window")
            process = Process()
            process.executableURL = builtProduct("casino")
            process.arguments = ["window"] + (seed.map { ["--seed", "\($0)"] } ?? []) + arguments
            saveFile = self.saveFolder.appendingPathComponent(
                seed == nil ? "rmit-casino/save.json" : "rmit-casino/replay/save.json")
            statsFile = self.saveFolder.appendingPathComponent("window-stats.txt")
            var environment = ProcessInfo.processInfo.environment.merging(
                server.environment.merging(
                    [
                        "XDG_STATE_HOME": self.saveFolder.path,
                        "CASINO_WINDOW_STATS": statsFile.path,
                        recording == nil ? "CASINO_AUDIO" : "CASINO_AUDIO_RECORD": recording?.path
                            ?? "off",
                    ]
                ) { $1 }
            ) { $1 }
            if let soundEnvironment {
                environment["CASINO_AUDIO"] = nil
                environment["CASINO_AUDIO_RECORD"] = nil
                environment.merge(soundEnvironment) { $1 }
            }
            process.environment = environment.merging(extra) { $1 }
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let process = process
            try process.runWithNoSignalBlocked()
            var found: String?
            // Mapped windows only: a key sent to a window that is not yet shown is lost.
            _ = try poll(seconds: 30) {
                found = try server.xdo(["search", "--onlyvisible", "--name", "^RMIT Casino$"])
                    .split(separator: "\n").first.map(String.init)
                return found != nil || !process.isRunning
            }
            guard let found else {
                let ended = process.isRunning ? "still running" : "exited"
                Self.stop(process)
                let said = String(
                    decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let timedOut = TimedOut(
                    what: "the game's window to be shown", seconds: 30,
                    lastSeen: "no mapped window named RMIT Casino; casino \(ended) "
                        + "(status \(process.terminationStatus)), saying: \(said)")
                Issue.record(Comment(rawValue: timedOut.report), sourceLocation: sourceLocation)
                throw timedOut
            }
            id = found
            frame = (0, 0, 0, 0)
            // The game's loop is running once its first frame is up (the backdrop is never black).
            // The frame is read again each time: the window may be placed after it is mapped.
            var corner = (r: 0, g: 0, b: 0)
            try waitUntil(
                "the first frame (window at \(frame), its corner \(corner))",
                sourceLocation: sourceLocation
            ) {
                try refreshFrame()
                corner = try server.screenshot((frame.x + 1, frame.y + 1, 1, 1)).color(x: 0, y: 0)
                return corner != (0, 0, 0)
            }
            try server.xdo(["windowfocus", "--sync", id])
        }

        func refreshFrame() throws { frame = try server.geometry(of: id) }

        /// Where an art pixel of the design grid is on the X screen.
        func screenPoint(_ x: Int, _ y: Int) -> (x: Int, y: Int) {
            Self.screenPoint(x, y, in: frame)
        }

        /// Where an art pixel of the design grid is on the X screen, for a window at `frame`: the
        /// middle of the square the window draws it as (``ScreenGeometry``).
        static func screenPoint(
            _ x: Int, _ y: Int, in frame: (x: Int, y: Int, width: Int, height: Int)
        ) -> (x: Int, y: Int) {
            let geometry = ScreenGeometry(width: frame.width, height: frame.height)
            let pixel = geometry.device(PixelRect(x: x, y: y, width: 1, height: 1))
            return (frame.x + pixel.x + pixel.width / 2, frame.y + pixel.y + pixel.height / 2)
        }

        /// The colour of one art pixel as the X server shows it.
        func color(_ x: Int, _ y: Int) throws -> (r: Int, g: Int, b: Int) {
            let point = screenPoint(x, y)
            return try server.screenshot((point.x, point.y, 1, 1)).color(x: 0, y: 0)
        }

        /// The pixels of an art rectangle on the X screen.
        func region(_ rect: PixelRect) throws -> [UInt8] {
            let from = screenPoint(rect.x, rect.y)
            let to = screenPoint(rect.maxX, rect.maxY)
            return try server.screenshot((from.x, from.y, to.x - from.x, to.y - from.y)).rgb
        }

        func key(_ name: String) throws { try server.xdo(["key", name]) }

        func click(_ x: Int, _ y: Int) throws {
            let point = screenPoint(x, y)
            try server.xdo(["mousemove", "--sync", "\(point.x)", "\(point.y)"])
            try server.xdo(["click", "1"])
        }

        /// Waits for the process to end and returns its status. A game still running after
        /// `seconds` fails the test at the caller, and is stopped (nil then).
        func waitForExit(
            seconds: Double = 15, sourceLocation: SourceLocation = #_sourceLocation
        ) -> Int32? {
            if poll(seconds: seconds, every: 0.02, { !process.isRunning }) {
                return process.terminationStatus
            }
            let timedOut = TimedOut(
                what: "casino window to exit", seconds: seconds,
                lastSeen: "still running; stats: \(stats)")
            Issue.record(Comment(rawValue: timedOut.report), sourceLocation: sourceLocation)
            Self.stop(process)
            return nil
        }

        /// What the game has reported through `CASINO_WINDOW_STATS` so far.
        var stats: [String] {
            ((try? String(contentsOf: statsFile, encoding: .utf8)) ?? "").split(separator: "\n")
                .map(String.init)
        }

        /// Spins whose reels have landed, as the game reports them.
        var landings: Int { stats.filter { $0.hasPrefix("spin-frames ") }.count }

        /// Waits until `count` spins have landed since the window opened.
        func waitForLandings(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        {
            try waitUntil(
                "\(count) spins to land (the game reported: \(stats))",
                sourceLocation: sourceLocation
            ) { landings >= count }
        }

        /// Waits until the art rectangle stays the same on screen: its animation is over.
        func waitUntilStill(
            _ what: @autoclosure () -> String, _ rect: PixelRect,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            try server.waitUntilStill(what(), sourceLocation: sourceLocation) { try region(rect) }
        }

        /// Ends a game that must go: SIGTERM, which it answers by saving and quitting, and
        /// SIGKILL if it has not gone within ``stopSeconds`` (a game whose X connection died hung
        /// in Xlib's exit once, and the test waited for it until its time limit).
        static func stop(_ process: Process) {
            guard process.isRunning else { return }
            process.terminate()
            if !poll(seconds: stopSeconds, every: 0.02, { !process.isRunning }) {
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }

        /// How long a game has to end after SIGTERM before it is killed.
        static let stopSeconds = 5.0

        deinit {
            Self.stop(process)
        }
    }
#endif
