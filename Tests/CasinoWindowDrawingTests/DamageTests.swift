import CasinoArt
import CasinoPresentation
import TestSupport
import Testing

@testable import CasinoWindowDrawing

/// What a window that keeps its picture draws again: only where the lists differ.
@Suite struct DamageTests {
    let renderer = ScreenRenderer(clock: .utc)

    func list(_ scene: Screen) -> DrawList {
        renderer.render(scene, width: 360, height: 640).drawList
    }

    @Test func theSameSceneDrawsNothingAgain() {
        #expect(list(Scenes.main()).damage(since: list(Scenes.main())) == [])
    }

    @Test func withoutAPictureOrAtAnotherSizeEverythingIsDrawn() {
        #expect(list(Scenes.main()).damage(since: nil) == nil)
        let other = renderer.render(Scenes.main(), width: 640, height: 360).drawList
        #expect(list(Scenes.main()).damage(since: other) == nil)
    }

    @Test func aSpinFrameRedrawsItsThreeReelsApart() throws {
        let damage = try #require(
            list(Scenes.spin(at: 0.15)).damage(since: list(Scenes.spin(at: 0))))
        #expect(damage.count == 3, "one rectangle a reel: \(damage)")
        let geometry = ScreenGeometry(width: 360, height: 640)
        let reels = ScreenLayout.reels.map(geometry.device)
        for rect in damage {
            #expect(reels.contains { $0.contains(rect) }, "\(rect) is not inside a reel")
        }
        for (index, rect) in damage.enumerated() {
            for other in damage[(index + 1)...] {
                #expect(rect.intersection(other).isEmpty, "\(rect) overlaps \(other)")
            }
        }
    }
}

/// What hides an area wholly, so the window skips what lies under it.
@Suite struct CoverTests {
    @Test func anOpaqueImageCoversOnlyWhereItHasNoHoles() {
        var image = PixelImage(width: 4, height: 4, fill: .white)
        image[0, 0] = nil
        let command = DrawCommand.image(image, x: 10, y: 10, zoom: 3, alpha: 255, clip: nil)
        #expect(command.covers(PixelRect(x: 13, y: 13, width: 9, height: 9)))
        #expect(!command.covers(PixelRect(x: 10, y: 10, width: 6, height: 6)), "a hole")
        #expect(!command.covers(PixelRect(x: 13, y: 13, width: 12, height: 3)), "past it")
        let faded = DrawCommand.image(image, x: 10, y: 10, zoom: 3, alpha: 200, clip: nil)
        #expect(!faded.covers(PixelRect(x: 13, y: 13, width: 9, height: 9)))
    }

    @Test func aFillCoversInsideItsRoundedCornersWhenOpaque() {
        let rect = PixelRect(x: 0, y: 0, width: 40, height: 20)
        let opaque = DrawCommand.fill(rect, RGBA(.black, alpha: 255), radius: 5)
        #expect(opaque.covers(PixelRect(x: 5, y: 5, width: 30, height: 10)))
        #expect(!opaque.covers(PixelRect(x: 0, y: 0, width: 6, height: 6)), "a corner")
        let veil = DrawCommand.fill(rect, RGBA(.black, alpha: 128), radius: 0)
        #expect(!veil.covers(PixelRect(x: 5, y: 5, width: 3, height: 3)))
    }
}
