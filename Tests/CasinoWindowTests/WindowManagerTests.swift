import Foundation
import TestSupport
import XCTest

/// What the window tells a window manager: the design grid's size as its minimum
/// (`WM_NORMAL_HINTS`), so a desktop cannot shrink it below the game.
final class WindowManagerTests: EndToEndTestCase {
    #if Window
        func testTheWindowAsksForTheDesignGridAsItsMinimumSize() throws {
            let server = try XServer()
            let game = try GameWindow(server: server, arguments: ["--size", "360x640"])
            let xprop = try ExternalTool.xprop.requiredURL
            let hints = try runProcess(
                xprop, ["-id", game.id, "WM_NORMAL_HINTS"], environment: server.environment
            ).standardOutput
            // Before, the renderer made SDL create the X window again, without the minimum,
            // and openbox let it shrink to 50×50.
            XCTAssertTrue(
                hints.contains(
                    "program specified minimum size: \(GameWindow.design.width) by "
                        + "\(GameWindow.design.height)"), hints)
        }
    #endif
}
