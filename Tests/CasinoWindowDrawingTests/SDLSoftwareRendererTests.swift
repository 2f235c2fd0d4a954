#if Window
    import CSDL2
    import CasinoPresentation
    import CasinoWindow
    import CasinoWindowDrawing
    import Foundation
    import TestSupport
    import Testing

    /// A window draws its lists with SDL's renderer on a GPU (``SDLDrawing``) or on the CPU
    /// into its surface (``SurfaceDrawing``); the goldens compose them in Swift. Here every
    /// golden's list is drawn both ways into offscreen SDL surfaces (the GPU's way through
    /// SDL's software renderer, `SDL_CreateSoftwareRenderer`, which scales and blends as a GPU
    /// would), and each picture must match the golden file, so the goldens hold for what the
    /// window shows. Needs no display.
    ///
    /// On the main actor, like every suite that calls SDL in the test process (the gamepad's,
    /// the touch window's), so no two of them use SDL at once.
    @Suite(.serialized) @MainActor struct SDLSoftwareRendererTests {
        /// How far a channel may differ from the golden, by how the picture was made.
        ///
        /// Into a 24-bit surface the CPU blends exactly as the goldens do: not at all. SDL's
        /// renderer rounds each translucent layer down where we round to nearest, so a pixel
        /// under four layers (a panel's three shadow rings and the dim over the screen) comes
        /// out up to 4 darker per channel. A 16-bit surface keeps 5 or 6 bits a channel: 8.
        /// A misplaced, shifted or wrongly scaled image differs by far more (a reel's clipped
        /// symbol cut a pixel off differed by 75).
        static func tolerance(_ mode: Mode) -> Int {
            switch mode {
            case .gpu: 4
            case .surface: 0
            case .sixteenBit: 8
            }
        }

        /// How a canvas draws: as a GPU is given the list (art-resolution textures scaled by
        /// SDL), into a 24-bit X window's surface, or into a 16-bit one (through a staging
        /// surface SDL converts).
        enum Mode: String, CaseIterable { case gpu, surface, sixteenBit }

        @Test func sdlsSoftwareRendererDrawsEveryGolden() throws {
            var compared = 0
            for (name, scene) in GoldenImageTests.scenes {
                for (width, height) in Golden.sizes {
                    let golden = Golden.name(name, width: width, height: height)
                    let list = ScreenRenderer(clock: .utc).render(
                        scene, width: width, height: height
                    ).drawList
                    for mode in Mode.allCases {
                        let canvas = try #require(Canvas(list, mode))
                        canvas.draw(list)
                        try check(canvas.picture(), golden, mode)
                        // The same frame again uploads nothing: every image is already there.
                        let uploads = canvas.drawing.uploads
                        canvas.draw(list)
                        #expect(canvas.drawing.uploads == uploads, "\(name): uploaded again")
                        try check(canvas.picture(), golden, mode)
                        compared += 1
                    }
                }
            }
            #expect(compared == Mode.allCases.count * Golden.names.count, "every golden compared")
        }

        /// A window draws only what changed, into its surface (software) or into the picture it
        /// keeps in a target texture (a GPU's back buffer keeps nothing): frame after frame of
        /// a spin, the sheet rising, Game Over coming up, each picture is still its golden.
        @Test func drawingOnlyWhatChangedKeepsEveryPictureRight() throws {
            let spin = GoldenImageTests.spinTimes.map { "spin-\(String(format: "%.2f", $0))" }
            let sequences = [["main"] + spin, ["info-half", "info"], ["main", "game-over"]]
            for sequence in sequences {
                let scenes = try sequence.map { name in
                    try #require(GoldenImageTests.scenes.first { $0.name == name })
                }
                for (width, height) in Golden.sizes {
                    for mode in Mode.allCases {
                        try drawOneAfterAnother(scenes, width: width, height: height, mode)
                    }
                }
            }
        }

        private func drawOneAfterAnother(
            _ sequence: [(name: String, scene: Screen)], width: Int, height: Int, _ mode: Mode
        ) throws {
            let renderer = ScreenRenderer(clock: .utc)
            let lists = sequence.map {
                ($0.name, renderer.render($0.scene, width: width, height: height).drawList)
            }
            let canvas = try #require(Canvas(lists[0].1, mode))
            for (name, list) in lists {
                let redrawn = canvas.drawing.redrawn
                canvas.draw(list)
                try check(canvas.picture(), Golden.name(name, width: width, height: height), mode)
                // Between these two frames only the reels moved.
                if name == "spin-0.15" {
                    #expect(
                        canvas.drawing.redrawn - redrawn < width * height / 2,
                        "\(name): a spin's frame redraws its reels, not the window")
                }
            }
        }

        /// Compares what the window drew with the golden; a picture that differs is written
        /// beside it as `NAME.MODE.actual.png`.
        private func check(_ actual: PNGFile.Image, _ golden: String, _ mode: Mode) throws {
            let expected = try PNGFile.decode(Data(contentsOf: Golden.folder.url(named: golden)))
            guard
                let difference = Golden.differences(
                    between: expected, and: actual, tolerance: Self.tolerance(mode))
            else { return }
            let written = Golden.folder.actualURL(named: "\(golden).\(mode.rawValue)")
            try? PNGFile.encode(actual).write(to: written)
            Issue.record("\(golden) drawn by the window (\(mode)): \(difference)")
        }

        /// An offscreen surface and the window's drawing on it.
        final class Canvas {
            let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: OpaquePointer?
            let drawing: any WindowDrawing

            init?(_ list: DrawList, _ mode: Mode) {
                let format =
                    switch mode {
                    case .gpu: SDL_PIXELFORMAT_ABGR8888.rawValue
                    case .surface: SDL_PIXELFORMAT_RGB888.rawValue
                    case .sixteenBit: SDL_PIXELFORMAT_RGB565.rawValue
                    }
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormat(
                        0, Int32(list.width), Int32(list.height), 32, format)
                else { return nil }
                self.surface = surface
                guard mode == .gpu else {
                    renderer = nil
                    drawing = SurfaceDrawing(surface: { surface })
                    return
                }
                guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                    SDL_FreeSurface(surface)
                    return nil
                }
                self.renderer = renderer
                drawing = SDLDrawing(renderer: renderer)
            }

            deinit {
                drawing.release()
                if let renderer { SDL_DestroyRenderer(renderer) }
                SDL_FreeSurface(surface)
            }

            func draw(_ list: DrawList) {
                drawing.draw(list)
                if let renderer { SDL_RenderFlush(renderer) }
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
    }
#endif
