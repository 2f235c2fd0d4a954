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
    return images
}

private func ppm(_ image: PixelImage, background: RGB) -> [UInt8] {
    var bytes = Array("P6 \(image.width) \(image.height) 255\n".utf8)
    for pixel in image.flattened(onto: background) {
        bytes += [pixel.r, pixel.g, pixel.b]
    }
    return bytes
}
