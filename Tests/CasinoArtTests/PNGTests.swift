import CasinoArt
import CasinoEngine
import Foundation
import TestSupport
import Testing

@Suite struct PNGTests {
    /// ImageMagick reads the file back to exactly the picture's pixels, transparency kept.
    @Test(.requires(.imageMagickConvert)) func anIndependentReaderSeesThePicturesPixels() throws {
        let folder = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 256×256 needs several stored blocks; 16×16 one.
        for scale in [1, 16] {
            let icon = Art.appIcon(scale: scale)
            let file = folder.appendingPathComponent("icon-\(scale).png")
            try Data(icon.png()).write(to: file)
            let raw = folder.appendingPathComponent("icon-\(scale).rgba")
            let decoded = try runProcess(
                try ExternalTool.imageMagickConvert.url,
                [file.path, "-depth", "8", "rgba:\(raw.path)"])
            #expect(decoded.status == 0, "\(decoded.standardError)")
            let size = try runProcess(
                try ExternalTool.imageMagickConvert.url, [file.path, "-format", "%wx%h", "info:"])
            #expect(size.standardOutput == "\(16 * scale)x\(16 * scale)")
            #expect([UInt8](try Data(contentsOf: raw)) == icon.rgba8888(), "scale \(scale)")
        }
    }

    @Test func theIconIsTheCherriesWithTransparencyAroundThem() {
        let icon = Art.appIcon(scale: 4)
        #expect(icon.width == 64 && icon.height == 64)
        #expect(icon == Art.symbol(.cherry).scaled(by: 4))
        #expect(icon.pixels.contains(nil))
        #expect(Art.appIconScales.map { 16 * $0 } == [16, 32, 48, 64, 128, 256])
    }
}
