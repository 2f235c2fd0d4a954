#if Window
    import Foundation
    import TestSupport
    import Testing

    extension OneAtATime {
        /// Which SDL renderer draws the window: the one `SDL_RENDER_DRIVER` names, else an accelerated
        /// one, and SDL's software renderer, said once, where the X server offers no OpenGL.
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport)) struct WindowRendererTests {
            /// The renderer the game reported drawing with (`renderer NAME` in its stats).
            private func renderer(of game: GameWindow) -> String? {
                game.stats.first { $0.hasPrefix("renderer ") }.map { String($0.dropFirst(9)) }
            }

            private func quit(_ game: GameWindow) throws -> String {
                try game.key("q")
                #expect(game.waitForExit() == 0)
                return String(
                    decoding: game.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            }

            @Test func sdlRenderDriverChoosesTheRenderer() throws {
                let server = try XServer()
                let chosen = try GameWindow(
                    server: server, environment: ["SDL_RENDER_DRIVER": "software"])
                #expect(renderer(of: chosen) == "software")
                // Its frames go to the window's own surface: no OpenGL (Mesa) is loaded for them.
                let maps = try String(
                    contentsOfFile: "/proc/\(chosen.process.processIdentifier)/maps",
                    encoding: .utf8)
                #expect(!(maps.contains("libLLVM") || maps.contains("/dri/")), "Mesa is loaded")
                #expect(!(try quit(chosen).contains("no accelerated renderer")))
                // OpenGL by name, even where it is drawn by the CPU (Mesa's llvmpipe on Xvfb).
                let named = try GameWindow(
                    server: server, environment: ["SDL_RENDER_DRIVER": "opengl"])
                #expect(renderer(of: named) == "opengl")
                #expect(!(try quit(named).contains("no accelerated renderer")))
            }

            /// Xvfb's OpenGL is Mesa's llvmpipe, on the CPU (and a machine without a GPU render
            /// node has no other): with no renderer named, the window takes SDL's software
            /// renderer instead, which redraws only what changed, and says so in its stats, not
            /// to the player (nothing is wrong).
            @Test func openGLOnTheCPUGivesWayToTheSoftwareRenderer() throws {
                let server = try XServer()
                let game = try GameWindow(server: server)
                #expect(renderer(of: game) == "software")
                #expect(
                    game.stats.contains {
                        $0.hasPrefix("instead-of-opengl ")
                            && ($0.contains("llvmpipe") || $0.contains("no GPU"))
                    }, "\(game.stats)")
                try game.key("space")
                try game.waitForLandings(1)
                #expect(!(try quit(game).contains("renderer")))
            }

            /// OpenGL asked for (or a GPU present) where the X server offers none: the window
            /// still opens, with SDL's software renderer, and says why once.
            @Test func withoutOpenGLTheWindowFallsBackToSoftwareAndSaysSoOnce() throws {
                let server = try XServer(arguments: ["-extension", "GLX"])
                let game = try GameWindow(
                    server: server, environment: ["SDL_RENDER_DRIVER": "opengl"])
                #expect(renderer(of: game) == "software")
                // It plays: Space spins.
                try game.key("space")
                try game.waitForLandings(1)
                let said = try quit(game).split(separator: "\n")
                #expect(
                    said.filter { $0.contains("no accelerated renderer") }.count == 1, "\(said)")
            }
        }
    }
#endif
