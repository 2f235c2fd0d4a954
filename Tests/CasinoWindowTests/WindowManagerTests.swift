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
            defer { GameWindow.stop(manager) }
            // The game starts once openbox has the screen, so its window is managed from the
            // first map (a game that connected while openbox was taking over lost its X
            // connection once).
            let xprop = try ExternalTool.xprop.requiredURL
            try server.waitUntil("openbox to take the screen") {
                try runProcess(
                    xprop, ["-root", "_NET_SUPPORTING_WM_CHECK"], environment: server.environment
                ).standardOutput.contains("window id")
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
            // At its minimum the whole game is drawn: the design grid at scale 1, its corner
            // the backdrop's red, not black.
            try game.refreshFrame()
            try server.waitUntil("the game drawn at its minimum size") {
                try game.color(0, 0) != (r: 0, g: 0, b: 0)
            }
        }
    #endif
}
