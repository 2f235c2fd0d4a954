import Foundation
import TestSupport
import XCTest

/// Which SDL renderer draws the window: the one `SDL_RENDER_DRIVER` names, else an accelerated
/// one, and SDL's software renderer, said once, where the X server offers no OpenGL.
final class WindowRendererTests: EndToEndTestCase {
    #if Window
        /// The renderer the game reported drawing with (`renderer NAME` in its stats).
        private func renderer(of game: GameWindow) -> String? {
            game.stats.first { $0.hasPrefix("renderer ") }.map { String($0.dropFirst(9)) }
        }

        private func quit(_ game: GameWindow) throws -> String {
            try game.key("q")
            XCTAssertEqual(game.waitForExit(), 0)
            return String(
                decoding: game.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        func testSDLRenderDriverChoosesTheRenderer() throws {
            let server = try XServer()
            let chosen = try GameWindow(
                server: server, environment: ["SDL_RENDER_DRIVER": "software"])
            XCTAssertEqual(renderer(of: chosen), "software")
            // Its frames go to the window's own surface: no OpenGL (Mesa) is loaded for them.
            let maps = try String(
                contentsOfFile: "/proc/\(chosen.process.processIdentifier)/maps", encoding: .utf8)
            XCTAssertFalse(maps.contains("libLLVM") || maps.contains("/dri/"), "Mesa is loaded")
            XCTAssertFalse(try quit(chosen).contains("no accelerated renderer"))
            // With none named, an accelerated one (Mesa's OpenGL on Xvfb).
            let accelerated = try GameWindow(server: server)
            XCTAssertNotNil(renderer(of: accelerated))
            XCTAssertNotEqual(renderer(of: accelerated), "software")
            XCTAssertFalse(try quit(accelerated).contains("no accelerated renderer"))
        }

        func testWithoutOpenGLTheWindowFallsBackToSoftwareAndSaysSoOnce() throws {
            let server = try XServer(arguments: ["-extension", "GLX"])
            let game = try GameWindow(server: server)
            XCTAssertEqual(renderer(of: game), "software")
            // It plays: Space spins.
            try game.key("space")
            try game.waitForLandings(1)
            let said = try quit(game).split(separator: "\n")
            XCTAssertEqual(
                said.filter { $0.contains("no accelerated renderer") }.count, 1, "\(said)")
        }
    #endif
}
