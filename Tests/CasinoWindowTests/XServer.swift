#if Window
    import Foundation
    import TestSupport
    import Testing

    /// A private X server (Xvfb on a display number it picks itself), with real input through
    /// xdotool and screenshots taken from the server by ImageMagick's `import`, not from the game.
    ///
    /// Sendable: what it holds is set once, and a test's steps may run on a thread of their
    /// own (``FingerScript``).
    final class XServer: @unchecked Sendable {
        let display: String
        private let process: Process
        let xdotool: URL
        let importTool: URL

        static let screen = (width: 1280, height: 1024)

        /// - Parameter arguments: more of Xvfb's options (`-extension GLX`: a server without
        ///   OpenGL, where no accelerated renderer can be made).
        init(arguments: [String] = []) throws {
            let xvfb = try ExternalTool.xvfb.url
            xdotool = try ExternalTool.xdotool.url
            importTool = try ExternalTool.imageMagickImport.url
            process = Process()
            process.executableURL = xvfb
            process.arguments =
                [
                    "-displayfd", "1", "-screen", "0",
                    "\(Self.screen.width)x\(Self.screen.height)x24",
                    "-nolisten", "tcp",
                    // By default an X server resets when its last client leaves, and a game that
                    // connects during the reset is refused: a restart test's second window was.
                    "-noreset",
                ] + arguments
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.runWithNoSignalBlocked()
            // Xvfb writes the display number it chose once it accepts connections.
            var text = ""
            while !text.contains("\n") {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                process.terminate()
                throw NotStarted(said: text)
            }
            display = ":\(number)"
        }

        deinit { stop() }

        /// Xvfb was found but did not start.
        struct NotStarted: Error, CustomStringConvertible {
            var said: String
            var description: String { "Xvfb did not start (said '\(said)')" }
        }

        /// Stops the server (once; later calls do nothing).
        func stop() {
            guard process.isRunning else { return }
            process.terminate()
            process.waitUntilExit()
        }

        var environment: [String: String] { ["DISPLAY": display] }

        @discardableResult
        func xdo(_ arguments: [String]) throws -> String {
            let result = try runProcess(xdotool, arguments, environment: environment)
            return result.standardOutput
        }

        /// Where a window is on the screen and how large, as the X server has it.
        func geometry(of window: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
            let text = try xdo(["getwindowgeometry", "--shell", window])
            var values: [String: Int] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
            }
            return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
        }

        /// The screen as the X server shows it, cropped to `rect`.
        func screenshot(_ rect: (x: Int, y: Int, width: Int, height: Int)) throws -> Screenshot {
            let process = Process()
            process.executableURL = importTool
            process.arguments = [
                "-window", "root", "-crop", "\(rect.width)x\(rect.height)+\(rect.x)+\(rect.y)",
                "-depth", "8", "rgb:-",
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Screenshot(width: rect.width, height: rect.height, rgb: [UInt8](data))
        }

        /// Waits until what `capture` reads off the screen has stayed the same for `quiet`
        /// seconds: an animation (a sheet sliding, a pulse glowing) has come to rest. An
        /// animation's frames differ from one capture to the next, and `quiet` is longer than
        /// any moment at which one seems to pause (a pulse turning at its brightest).
        func waitUntilStill(
            _ what: @autoclosure () -> String, quiet: Double = 0.4, seconds: Double = 15,
            sourceLocation: SourceLocation = #_sourceLocation, _ capture: () throws -> [UInt8]
        ) throws {
            var last = try capture()
            var since = Date()
            try TestSupport.waitUntil(what(), seconds: seconds, sourceLocation: sourceLocation) {
                let now = try capture()
                if now != last {
                    last = now
                    since = Date()
                }
                return Date().timeIntervalSince(since) >= quiet
            }
        }
    }

    /// Pixels from the X server.
    struct Screenshot: Equatable {
        var width: Int
        var height: Int
        var rgb: [UInt8]

        func color(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
            let index = (y * width + x) * 3
            guard index + 2 < rgb.count else { return (0, 0, 0) }
            return (Int(rgb[index]), Int(rgb[index + 1]), Int(rgb[index + 2]))
        }

        /// The pixels of a sub-rectangle, to compare one part of the screen over time.
        func region(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            for row in y..<min(height, y + h) {
                let start = (row * width + x) * 3
                bytes += rgb[start..<min(rgb.count, start + w * 3)]
            }
            return bytes
        }
    }
#endif
