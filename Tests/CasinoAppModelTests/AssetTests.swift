import CasinoAppAssets
import CasinoArt
import CasinoAudio
import CasinoEngine
import Foundation
import TestSupport
import Testing

@Suite struct AssetTests {
    @Test func everyGuideImageIsAPNGThatDecodesToTheArtsPixels() throws {
        for name in GuideImage.names {
            let pixels = try #require(GuideImage.pixels(named: name), "\(name)")
            let png = try #require(GuideImage.png(named: name), "\(name)")
            let decoded = try #require(StoredPNGReader.decode(png), "\(name) is not a valid PNG")
            #expect(decoded.width == pixels.width && decoded.height == pixels.height, "\(name)")
            #expect(decoded.rgba == pixels.rgba8888(), "\(name): pixels differ")
        }
        #expect(GuideImage.pixels(named: "slot") == nil)
    }

    @Test func aLargeImageSpansSeveralStoredBlocks() throws {
        let image = PixelImage(width: 200, height: 100, fill: Palette.red)
        let decoded = try #require(StoredPNGReader.decode(Data(image.png())))
        #expect(decoded.rgba == image.rgba8888())
    }

    @Test(.requires(identify)) func imageMagickReadsTheLogoAsAnRGBAImage() throws {
        let file = makeTemporaryDirectory("app-png").appendingPathComponent("logo.png")
        try #require(GuideImage.png(named: "rmit-casino-logo")).write(to: file)
        let result = try runProcess(try identify.url, ["-format", "%m %w %h %A", file.path])
        #expect(result.status == 0, "\(result.standardError)")
        // %A names the alpha channel: "True" in ImageMagick 6, "Blend" in 7.
        let fields = result.standardOutput.split(separator: " ").map(String.init)
        #expect(fields.prefix(3) == ["PNG", "\(Art.logo.width)", "\(Art.logo.height)"])
        #expect(["True", "Blend"].contains(fields.last ?? ""), "no alpha channel: \(fields)")
    }

    @Test func theGuidesColourNamesCarryTheSpecsValues() {
        #expect(GuideColor.colorRedRMIT.rgba.rgb.hex == 0xE42A20)
        #expect(GuideColor.colorPurpleRMIT.rgba.rgb.hex == 0xB81A70)
        #expect(GuideColor.colorBlueRMIT.rgba.rgb.hex == 0x00004F)
        #expect(GuideColor.colorYellowRMIT.rgba.rgb.hex == 0xE4BB20)
        let backdrop = GuideColor.colorBlackTransparentRMIT.components
        #expect(backdrop.red == 0 && abs(backdrop.opacity - 0.35) < 0.01)
        #expect(GuideColor.colorBlueRMIT.components.opacity == 1)
        #expect(GuideColor(rawValue: "ColorRedRMIT") == .colorRedRMIT)
    }

    @Test func everySoundIsAWAVFileOfTheSynthesizedSamples() throws {
        for sound in Sound.allCases {
            let wav = GuideSound.wav(sound)
            let decoded = try #require(WAVReading.decode(wav), "\(sound)")
            #expect(decoded.sampleRate == audioSampleRate)
            #expect(decoded.samples == SoundLibrary.standard[sound], "\(sound)")
            #expect(!decoded.samples.isEmpty)
        }
        #expect(GuideSound.numberOfLoops(.drumMusic) == -1)
        #expect(GuideSound.numberOfLoops(.spin) == 0)
    }
}

/// ImageMagick's `identify`, an independent PNG reader.
let identify = ExternalTool("identify", package: "imagemagick")
