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

/// Writes `bytes` to `path`, making the folders on the way.
func writeFile(_ bytes: [UInt8], to path: String) {
    var folder = ""
    for part in path.split(separator: "/").dropLast() {
        folder += (folder.isEmpty && !path.hasPrefix("/") ? "" : "/") + part
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            fail("cannot create \(folder): \(SystemError.last.reason)", status: 73)
        }
    }
    guard let file = fopen(path, "wb") else {
        fail("cannot write \(path): \(SystemError.last.reason)", status: 73)
    }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    if written != bytes.count || fclose(file) != 0 {
        fail("cannot write \(path): \(SystemError.last.reason)", status: 74)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "icons", !arguments[1].isEmpty else {
    fail("usage: casino-assets icons DIR", status: 64)
}
for scale in Art.appIconScales {
    let icon = Art.appIcon(scale: scale)
    let path = "\(arguments[1])/hicolor/\(icon.width)x\(icon.height)/apps/\(iconName).png"
    writeFile(icon.png(), to: path)
    print(path)
}
