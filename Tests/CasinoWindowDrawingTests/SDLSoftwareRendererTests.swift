#if Window
    import CSDL2
    import CasinoPresentation
    import CasinoWindow
    import CasinoWindowDrawing
    import Foundation
    import XCTest

    /// The window draws its lists with SDL (``SDLDrawing``), the goldens compose them in
    /// Swift: here SDL's own software renderer draws every golden's list into an offscreen
    /// surface, and the picture must match the golden file, so the goldens hold for what the
    /// window shows. Needs no display (`SDL_CreateSoftwareRenderer` draws into memory).
    final class SDLSoftwareRendererTests: XCTestCase {
        /// SDL's software renderer rounds each translucent layer down where we round to
        /// nearest, so a pixel under four layers (a panel's three shadow rings and the dim
        /// over the screen) comes out up to 4 darker per channel; a misplaced, shifted or
        /// wrongly scaled image differs by far more (a reel's clipped symbol cut a pixel off
        /// differed by 75).
        static let tolerance = 4

        func testSDLsSoftwareRendererDrawsEveryGolden() throws {
            var compared = 0
            for (name, scene) in GoldenImageTests.scenes {
                for (width, height) in GoldenImageTests.sizes {
                    let list = ScreenRenderer(clock: .utc).render(
                        scene, width: width, height: height
                    ).drawList
                    let golden = "\(name)-\(width)x\(height)"
                    let expected = try PNGFile.decode(
                        Data(contentsOf: Golden.folder.url(named: golden)))
                    let actual = try XCTUnwrap(Self.drawnBySDL(list), golden)
                    if let difference = Self.differences(expected, actual) {
                        try? PNGFile.encode(actual).write(
                            to: Golden.folder.url(named: golden + ".sdl"))
                        XCTFail("\(golden) through SDL's software renderer: \(difference)")
                    }
                    compared += 1
                }
            }
            XCTAssertEqual(compared, 3 * 16, "every golden was compared")
        }

        /// `list` drawn by SDL's software renderer into a surface of its size.
        static func drawnBySDL(_ list: DrawList) -> PNGFile.Image? {
            guard
                let surface = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(list.width), Int32(list.height), 32,
                    SDL_PIXELFORMAT_ABGR8888.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(surface) }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return nil }
            let drawing = SDLDrawing(renderer: renderer)
            drawing.draw(list)
            SDL_RenderFlush(renderer)
            drawing.release()
            SDL_DestroyRenderer(renderer)
            let pitch = Int(surface.pointee.pitch)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            var rgb: [UInt8] = []
            rgb.reserveCapacity(list.width * list.height * 3)
            for y in 0..<list.height {
                for x in 0..<list.width {
                    let pixel = pixels + y * pitch + x * 4
                    rgb += [pixel[0], pixel[1], pixel[2]]
                }
            }
            return PNGFile.Image(width: list.width, height: list.height, rgb: rgb)
        }

        /// Where the pictures differ by more than ``tolerance``: how many channels, the first
        /// and the largest difference.
        static func differences(_ expected: PNGFile.Image, _ actual: PNGFile.Image) -> String? {
            guard expected.width == actual.width, expected.height == actual.height else {
                return "\(actual.width)×\(actual.height), golden is "
                    + "\(expected.width)×\(expected.height)"
            }
            var differing = 0
            var first: Int?
            var largest = 0
            for index in actual.rgb.indices {
                let difference = abs(Int(actual.rgb[index]) - Int(expected.rgb[index]))
                largest = max(largest, difference)
                guard difference > tolerance else { continue }
                differing += 1
                if first == nil { first = index / 3 }
            }
            guard let first else { return nil }
            return "\(differing) channels differ (by up to \(largest)), first at "
                + "(\(first % actual.width), \(first / actual.width))"
        }
    }
#endif
