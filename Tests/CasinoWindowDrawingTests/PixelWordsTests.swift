import CasinoArt
import Testing

@testable import CasinoWindowDrawing

/// The one blender, in the layouts it draws: a golden's bytes and a window's surface get
/// the same colours.
@Suite struct PixelWordsTests {
    /// A 3 × 2 sprite with a hole, drawn at zoom 3 and half opacity over a blue frame.
    let sprite = PixelImage(
        width: 3, height: 2,
        pixels: [RGB(r: 255, g: 0, b: 0), nil, RGB(r: 10, g: 200, b: 30), .white, .black, nil])

    /// `sprite` over a `background` frame at `alpha`, with a translucent rounded band below.
    func list(over background: RGB, alpha: UInt8, clip: PixelRect? = nil) -> DrawList {
        var list = DrawList(width: 12, height: 8)
        list.append(.fill(list.bounds, RGBA(background, alpha: 255), radius: 0))
        list.append(.image(sprite, x: 1, y: 1, zoom: 3, alpha: alpha, clip: clip))
        list.append(
            .fill(PixelRect(x: 0, y: 5, width: 12, height: 3), RGBA(.white, alpha: 100), radius: 2))
        return list
    }

    @Test func anImageAtAnOpacityBlendsEachChannelExactly() {
        let raster = Raster(list(over: RGB(r: 0, g: 0, b: 255), alpha: 128))
        // (255 × 128 + 0 × 127 + 127) / 255 = 128; (0 × 128 + 255 × 127 + 127) / 255 = 127.
        #expect(raster.color(x: 1, y: 1) == RGB(r: 128, g: 0, b: 127))
        #expect(raster.color(x: 4, y: 3) == RGB(r: 0, g: 0, b: 255), "the hole shows through")
        #expect(raster.color(x: 0, y: 0) == RGB(r: 0, g: 0, b: 255), "outside the image")
    }

    @Test func aWindowSurfaceGetsTheGoldensColoursInItsOwnLayout() throws {
        let list = list(
            over: RGB(r: 40, g: 90, b: 160), alpha: 77,
            clip: PixelRect(x: 3, y: 0, width: 8, height: 5))
        let raster = Raster(list)
        // An X window's surface: XRGB8888, red at bit 16, no alpha; rows 16 words apart.
        let layout = try #require(PixelWords.Layout(red: 16, green: 8, blue: 0, alphaMask: 0))
        let untouched: UInt32 = 0x00AB_CDEF
        var surface = [UInt32](repeating: untouched, count: 16 * 8)
        surface.withUnsafeMutableBufferPointer { buffer in
            PixelWords(
                base: buffer.baseAddress!, width: 12, height: 8, wordsPerRow: 16, layout: layout
            ).draw(list, in: list.bounds)
        }
        for y in 0..<8 {
            for x in 0..<12 {
                let word = surface[y * 16 + x]
                let color = RGB(
                    r: UInt8(word >> 16 & 0xFF), g: UInt8(word >> 8 & 0xFF), b: UInt8(word & 0xFF))
                #expect(color == raster.color(x: x, y: y), "(\(x), \(y))")
            }
        }
        #expect(surface[12] == untouched, "nothing past a row's width")
    }

    @Test func drawingOneAreaChangesNothingOutsideIt() {
        var raster = Raster(width: 12, height: 8)
        let area = PixelRect(x: 2, y: 2, width: 5, height: 3)
        raster.withWords { $0.draw(list(over: .white, alpha: 255), in: area) }
        for y in 0..<8 {
            for x in 0..<12 where !area.contains(PixelRect(x: x, y: y, width: 1, height: 1)) {
                #expect(raster.color(x: x, y: y) == .black, "(\(x), \(y))")
            }
        }
        #expect(raster.color(x: 2, y: 2) == RGB(r: 255, g: 0, b: 0))
    }

    @Test func layoutsItCannotBlendAreRefused() {
        #expect(PixelWords.Layout(red: 24, green: 16, blue: 8, alphaMask: 0xFF) == nil, "RGBA8888")
        #expect(PixelWords.Layout(red: 11, green: 5, blue: 0, alphaMask: 0) == nil, "RGB565")
    }

    @Test func aRoundedRectangleIsRowsThatCoverItOnce() {
        let rect = PixelRect(x: 3, y: 2, width: 20, height: 14)
        let rows = rect.roundedRows(radius: 5)
        var covered = Set<[Int]>()
        for row in rows {
            for y in row.y..<row.maxY {
                for x in row.x..<row.maxX {
                    #expect(covered.insert([x, y]).inserted, "(\(x), \(y)) twice")
                }
            }
        }
        var expected = Set<[Int]>()
        for y in rect.y..<rect.maxY {
            let span = rect.roundedSpan(row: y, radius: 5)
            for x in span.from..<span.to { expected.insert([x, y]) }
        }
        #expect(covered == expected)
        #expect(rows.count < rect.height, "straight rows are one rectangle")
        #expect(PixelRect(x: 0, y: 0, width: 4, height: 4).roundedRows(radius: 0).count == 1)
    }

    @Test func aClippedImageIsCutAtItsArtPixels() {
        // Art pixels of 3 from x = 10: 10–12, 13–15, 16–18, 19–21; 11..<20 shows part of the
        // first, two whole ones and part of the fourth.
        let pieces = PixelImage.pieces(from: 10, zoom: 3, visible: 11..<20)
        #expect(pieces.map(\.art) == [0..<1, 1..<3, 3..<4])
        #expect(pieces.map(\.device) == [11..<13, 13..<19, 19..<20])
        #expect(PixelImage.pieces(from: 0, zoom: 2, visible: 0..<8).map(\.art) == [0..<4])
    }
}
