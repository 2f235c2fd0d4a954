#if Window
    import CSDL2
    import CasinoPresentation
    import CasinoWindow
    import CasinoWindowDrawing
    import Foundation
    import TestSupport
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
                    // As a GPU is given it (art-resolution textures scaled by SDL), and as the
                    // window's software renderer draws it (scaled once, in a 24-bit X
                    // window's format).
                    for software in [false, true] {
                        let canvas = try XCTUnwrap(Canvas(list, software: software))
                        canvas.draw(list)
                        try check(canvas.picture(), "\(name)-\(width)x\(height)", software)
                        // The same frame again uploads nothing: every image is already there.
                        let uploads = canvas.drawing.uploads
                        canvas.draw(list)
                        XCTAssertEqual(canvas.drawing.uploads, uploads, "\(name): uploaded again")
                        try check(canvas.picture(), "\(name)-\(width)x\(height)", software)
                        compared += 1
                    }
                }
            }
            XCTAssertEqual(compared, 2 * 3 * 19, "every golden was compared")
        }

        /// A window draws only what changed, into its surface (software) or into the picture it
        /// keeps in a target texture (a GPU's back buffer keeps nothing): frame after frame of
        /// a spin, the sheet rising, Game Over coming up, each picture is still its golden.
        func testDrawingOnlyWhatChangedKeepsEveryPictureRight() throws {
            let sequences: [[(String, Screen)]] = [
                [("main", Scenes.main())]
                    + [0, 0.15, 0.3, 0.65, 1.0].map {
                        ("spin-\(String(format: "%.2f", $0))", Scenes.spin(at: $0))
                    },
                [("info-half", Scenes.info(presence: 0.5)), ("info", Scenes.info(presence: 1))],
                [("main", Scenes.main()), ("game-over", Scenes.gameOver())],
            ]
            for sequence in sequences {
                for (width, height) in GoldenImageTests.sizes {
                    for software in [false, true] {
                        try drawOneAfterAnother(sequence, width: width, height: height, software)
                    }
                }
            }
        }

        private func drawOneAfterAnother(
            _ sequence: [(String, Screen)], width: Int, height: Int, _ software: Bool
        ) throws {
            let renderer = ScreenRenderer(clock: .utc)
            let lists = sequence.map {
                ($0.0, renderer.render($0.1, width: width, height: height).drawList)
            }
            let canvas = try XCTUnwrap(Canvas(lists[0].1, software: software))
            for (name, list) in lists {
                let redrawn = canvas.drawing.redrawn
                canvas.draw(list)
                try check(canvas.picture(), "\(name)-\(width)x\(height)", software)
                // Between these two frames only the reels moved.
                if name == "spin-0.15" {
                    XCTAssertLessThan(
                        canvas.drawing.redrawn - redrawn, width * height / 2,
                        "\(name): a spin's frame redraws its reels, not the window")
                }
            }
        }

        private func check(_ actual: PNGFile.Image, _ golden: String, _ software: Bool) throws {
            let expected = try PNGFile.decode(Data(contentsOf: Golden.folder.url(named: golden)))
            guard let difference = Self.differences(expected, actual) else { return }
            let mode = software ? "software" : "gpu"
            try? PNGFile.encode(actual).write(to: Golden.folder.url(named: "\(golden).\(mode)"))
            XCTFail("\(golden) through SDL's software renderer (\(mode)): \(difference)")
        }

        /// An offscreen surface with SDL's software renderer and our drawing on it.
        final class Canvas {
            let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: OpaquePointer
            let drawing: SDLDrawing

            init?(_ list: DrawList, software: Bool) {
                let format =
                    software ? SDL_PIXELFORMAT_RGB888.rawValue : SDL_PIXELFORMAT_ABGR8888.rawValue
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormat(
                        0, Int32(list.width), Int32(list.height), 32, format)
                else { return nil }
                guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                    SDL_FreeSurface(surface)
                    return nil
                }
                self.surface = surface
                self.renderer = renderer
                drawing = SDLDrawing(renderer: renderer, surface: software ? { surface } : nil)
            }

            deinit {
                drawing.release()
                SDL_DestroyRenderer(renderer)
                SDL_FreeSurface(surface)
            }

            func draw(_ list: DrawList) {
                drawing.draw(list)
                SDL_RenderFlush(renderer)
            }

            /// The surface's pixels as R, G, B.
            func picture() -> PNGFile.Image {
                let width = Int(surface.pointee.w)
                let height = Int(surface.pointee.h)
                var rgba = [UInt8](repeating: 0, count: width * height * 4)
                rgba.withUnsafeMutableBytes { target in
                    _ = SDL_ConvertPixels(
                        Int32(width), Int32(height), surface.pointee.format.pointee.format,
                        surface.pointee.pixels, surface.pointee.pitch,
                        SDL_PIXELFORMAT_ABGR8888.rawValue, target.baseAddress, Int32(width * 4))
                }
                var rgb: [UInt8] = []
                rgb.reserveCapacity(width * height * 3)
                for pixel in 0..<(width * height) {
                    rgb += rgba[(pixel * 4)..<(pixel * 4 + 3)]
                }
                return PNGFile.Image(width: width, height: height, rgb: rgb)
            }
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
