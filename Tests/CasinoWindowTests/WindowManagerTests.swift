#if Window
    import CasinoArt
    import Foundation
    import TestSupport
    import Testing

    extension OneAtATime {

        /// What the window tells a window manager: the spec's 360 × 640 points as its minimum
        /// (`WM_NORMAL_HINTS`), so a desktop cannot shrink it below the game (nor its text below
        /// 10 pixels), and the app's icon (`_NET_WM_ICON`) for its task bar.
        @Suite(.requires(.xvfb, .xdotool, .imageMagickImport, .xprop)) struct WindowManagerTests {
            @Test func theWindowAsksForTheSpecsScreenAsItsMinimumSize() throws {
                let server = try XServer()
                let game = try GameWindow(server: server, arguments: ["--size", "360x640"])
                let xprop = try ExternalTool.xprop.url
                let hints = try runProcess(
                    xprop, ["-id", game.id, "WM_NORMAL_HINTS"], environment: server.environment
                ).standardOutput
                // Before, the renderer made SDL create the X window again, without the minimum,
                // and openbox let it shrink to 50×50.
                #expect(
                    hints.contains(
                        "program specified minimum size: 360 by 640"
                    ), "\(hints)")
            }

            @Test func theWindowsIconIsTheAppsIcon() throws {
                let server = try XServer()
                let game = try GameWindow(server: server)
                let xprop = try ExternalTool.xprop.url
                let property = try runProcess(
                    xprop,
                    ["-id", game.id, "-notype", "-f", "_NET_WM_ICON", "32c", "_NET_WM_ICON"],
                    environment: server.environment
                ).standardOutput
                // "_NET_WM_ICON = 64, 64, ARGB, ARGB, …": the size, then one word a pixel.
                let words =
                    property.split(separator: "=").last.map {
                        $0.split(separator: ",").compactMap {
                            UInt32($0.trimmingCharacters(in: .whitespacesAndNewlines))
                        }
                    } ?? []
                let icon = Art.appIcon(scale: 4)
                let bytes = icon.rgba8888()
                // The icon's bytes are R, G, B, A; X wants each pixel as one word, A R G B.
                let expected = stride(from: 0, to: bytes.count, by: 4).map { index -> UInt32 in
                    let alpha = UInt32(bytes[index + 3]) << 24
                    let red = UInt32(bytes[index]) << 16
                    let green = UInt32(bytes[index + 1]) << 8
                    return alpha | red | green | UInt32(bytes[index + 2])
                }
                #expect(
                    Array(words.prefix(2)) == [UInt32(icon.width), UInt32(icon.height)],
                    "\(property)")
                #expect(Array(words.dropFirst(2)) == expected)
            }
        }
    }
#endif
