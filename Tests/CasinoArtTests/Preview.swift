import CasinoArt
import CasinoEngine
import Foundation
import Testing

/// Writes every sprite as a binary PPM into `$CASINO_ART_PREVIEW` so a person can look at
/// the art (`convert apple.ppm -scale 800% apple.png`). Without the variable it only
/// checks that the encoder produces a well-formed file, so it runs in CI too.
@Test func previewSprites() throws {
    let sheet = previewImages()
    for (name, image) in sheet {
        let data = ppm(image, background: Palette.reelFace)
        #expect(
            data.count == "P6 \(image.width) \(image.height) 255\n".utf8.count
                + image.width * image.height * 3, "\(name)")
    }
    guard let directory = ProcessInfo.processInfo.environment["CASINO_ART_PREVIEW"] else {
        return
    }
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, image) in sheet {
        try Data(ppm(image, background: Palette.reelFace))
            .write(to: folder.appendingPathComponent("\(name).ppm"))
    }
}

private func previewImages() -> [(String, PixelImage)] {
    var images: [(String, PixelImage)] = []
    for symbol in Symbol.allCases {
        images.append((symbol.name, Art.symbol(symbol)))
        images.append(("\(symbol.name)-small", Art.symbol(symbol, size: .small)))
    }
    images += [
        ("logo", Art.logo), ("logo-small", Art.logoSmall),
        ("game-over", Art.wordmark("GAME OVER", font: .bold)),
        ("chip", Art.chip), ("chip-small", Art.chipSmall),
        ("spin", Art.spinButton), ("spin-small", Art.spinButtonSmall),
        ("reset", Art.resetIcon), ("info", Art.infoIcon), ("close", Art.closeIcon),
        ("font-bold", PixelFont.bold.render(fontSample, color: Palette.outline)),
        ("font-tiny", PixelFont.tiny.render(fontSample, color: Palette.outline)),
        ("font-bold-vi", PixelFont.bold.render(vietnameseSample, color: Palette.outline)),
        ("font-tiny-vi", PixelFont.tiny.render(vietnameseSample, color: Palette.outline)),
        ("bet-10", Art.betCapsule("10")), ("bet-20", Art.betCapsule("20")),
        ("new-game", Art.newGameButton),
        ("screen", mockScreen()),
        ("reels", reelSheet(.regular)), ("reels-small", reelSheet(.small)),
    ]
    return images
}

private let fontSample = "ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 !.,:-?'/$%()+=×—"
/// The marks over the modifiers, where they crowd most, in words.
private let vietnameseSample = "TIỀN VẪN BẰNG BẠN ĐẾN ẤY ẨN ẶT ỂỄỆ ỒỔỖỘ ỨNG ƯỜNG"

/// Every symbol in its reel frame on the background, as a player sees them.
private func reelSheet(_ size: SymbolSize) -> PixelImage {
    let inset = Art.reelFrameInset
    let tile = size.pixels + 2 * inset
    let width = 6 * (tile + 2) + 2
    let height = 2 * (tile + 2) + 2
    var sheet = PixelImage(width: width, height: height)
    for (y, colour) in Palette.background.samples(height).enumerated() {
        for x in 0..<width { sheet[x, y] = colour }
    }
    let frame = Art.reelFrame(width: tile, height: tile)
    for symbol in Symbol.allCases {
        let x = 2 + (symbol.rawValue % 6) * (tile + 2)
        let y = 2 + (symbol.rawValue / 6) * (tile + 2)
        sheet.draw(
            frame.drawing(Art.symbol(symbol, size: size), atX: inset, y: inset), atX: x, y: y)
    }
    return sheet
}

/// A rough 80×48-pixel main screen (80×24 half-block cells), to judge the art together.
private func mockScreen() -> PixelImage {
    var screen = PixelImage(width: 80, height: 48)
    for (y, colour) in Palette.background.samples(48).enumerated() {
        for x in 0..<80 { screen[x, y] = colour }
    }
    screen.draw(Art.resetIcon, atX: 1, y: 1)
    screen.draw(Art.infoIcon, atX: 70, y: 1)
    screen.draw(Art.logo, atX: 6, y: 1)
    let frame = Art.reelFrame(width: 22, height: 22)
    for (i, symbol) in [Symbol.cherry, .bar, .melon].enumerated() {
        let x = 4 + i * 25
        screen.draw(frame.drawing(Art.symbol(symbol), atX: 3, y: 3), atX: x, y: 13)
    }
    screen.draw(Art.spinButtonSmall, atX: 29, y: 37)
    screen.draw(Art.chipSmall, atX: 8, y: 38)
    return screen
}

private func ppm(_ image: PixelImage, background: RGB) -> [UInt8] {
    var bytes = Array("P6 \(image.width) \(image.height) 255\n".utf8)
    for pixel in image.flattened(onto: background) {
        bytes += [pixel.r, pixel.g, pixel.b]
    }
    return bytes
}
