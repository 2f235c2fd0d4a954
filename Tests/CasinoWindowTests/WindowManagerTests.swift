import Foundation
import TestSupport
import XCTest

/// The window under a real window manager (openbox), as a desktop resizes it: it asks for
/// the design grid's size as its minimum, and the manager keeps it there.
final class WindowManagerTests: EndToEndTestCase {
    #if Window
        func testTheWindowManagerKeepsTheWindowAtItsMinimumSize() throws {
            let server = try XServer()
            let manager = Process()
            manager.executableURL = try ExternalTool.openbox.requiredURL
            manager.environment = ProcessInfo.processInfo.environment.merging(server.environment) {
                $1
            }
            manager.standardOutput = FileHandle.nullDevice
            manager.standardError = FileHandle.nullDevice
            try manager.run()
            defer {
                manager.terminate()
                manager.waitUntilExit()
            }
            let game = try GameWindow(server: server, arguments: ["--size", "360x640"])
            // Asked again until the manager has the window in hand and answers the request.
            var frame = game.frame
            try server.waitUntil("openbox to hold the window at 180×320 (it is \(frame))") {
                _ = try server.xdo(["windowsize", "--sync", game.id, "50", "50"])
                frame = try server.geometry(of: game.id)
                return frame.width == GameWindow.design.width
                    && frame.height == GameWindow.design.height
            }
            // At its minimum the whole game shows, and Space spins.
            try game.refreshFrame()
            try game.key("space")
            try server.waitUntil("Space to spin at the minimum size") {
                try WindowEndToEndTests.saved(game).spins == 1
            }
        }
    #endif
}
