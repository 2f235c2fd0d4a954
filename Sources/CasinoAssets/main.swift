// casino-assets: writes the pictures the install scripts put on a desktop, drawn from
// CasinoArt's art by the same code the game draws with.
//
//   casino-assets icons DIR   DIR/hicolor/<N>x<N>/apps/rmit-casino.png for each icon size
import CasinoArt
import CasinoSystem

/// The icon's name in the theme, as the desktop entry's `Icon=` names it.
let iconName = "rmit-casino"

func fail(_ message: String, status: Int32) -> Never {
    try? SystemCalls.writeAll(Array("casino-assets: \(message)\n".utf8), to: STDERR_FILENO)
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "icons", !arguments[1].isEmpty else {
    fail("usage: casino-assets icons DIR", status: 64)
}
for scale in Art.appIconScales {
    let icon = Art.appIcon(scale: scale)
    let folder = "\(arguments[1])/hicolor/\(icon.width)x\(icon.height)/apps"
    let path = "\(folder)/\(iconName).png"
    do throws(SystemError) {
        try SystemCalls.makeDirectories(folder, mode: 0o755)
    } catch {
        fail("cannot create \(folder): \(error.reason)", status: 73)
    }
    do throws(SystemError) {
        try SystemCalls.writeFile(path, icon.png())
    } catch {
        fail("cannot write \(path): \(error.reason)", status: 74)
    }
    print(path)
}
