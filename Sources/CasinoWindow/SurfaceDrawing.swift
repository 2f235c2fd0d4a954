#if Window
    import CSDL2
    import CasinoArt
    import CasinoWindowDrawing

    /// What draws the window's draw lists: ``SurfaceDrawing`` on the CPU, ``SDLDrawing`` with
    /// a GPU.
    package protocol WindowDrawing: AnyObject {
        /// Draws `list` where it changed since the last one (whole after
        /// ``forgetPicture()``); returns the rectangles drawn, all a window that shows its
        /// surface needs to send to the display again.
        @discardableResult func draw(_ list: DrawList) -> [PixelRect]
        /// Forgets the picture (a resized window has a new surface): the next list is drawn
        /// whole.
        func forgetPicture()
        /// Lets go of what it holds, before SDL's renderer or window goes.
        func release()
        /// Textures uploaded so far; a still screen uploads none.
        var uploads: Int { get }
        /// Device pixels drawn again so far: a spin redraws its reels, not the frame.
        var redrawn: Int { get }
    }

    /// Draws a window's lists on the CPU, straight into the surface SDL shows, with the same
    /// ``PixelWords`` that compose the golden images: where there is no GPU, and where
    /// OpenGL would be drawn by the CPU anyway.
    ///
    /// The surface keeps its pixels from frame to frame, so only what changed is drawn again
    /// (a spin redraws three reels); nothing is uploaded or scaled twice, and each pixel is
    /// blended once, exactly as in the goldens. SDL's software renderer did the same work
    /// through textures kept scaled in the surface's format, and took its slowest blit for an
    /// image at an opacity, which a spin draws three times a frame.
    package final class SurfaceDrawing: WindowDrawing {
        /// The surface to draw into, asked each time: a window's is made anew when it resizes.
        private let surface: () -> UnsafeMutablePointer<SDL_Surface>?
        /// Where to draw when the surface's own layout is one ``PixelWords`` does not write
        /// (a 16-bit display): a frame in ARGB8888 that SDL then converts.
        private var staging: UnsafeMutablePointer<SDL_Surface>?
        /// The list the surface shows.
        private var shown: DrawList?
        package private(set) var redrawn = 0
        package var uploads: Int { 0 }

        /// Draws into the surface `surface` gives, which stays the caller's.
        package init(surface: @escaping () -> UnsafeMutablePointer<SDL_Surface>?) {
            self.surface = surface
        }

        deinit { release() }

        package func release() {
            if let staging { SDL_FreeSurface(staging) }
            staging = nil
        }

        package func forgetPicture() { shown = nil }

        @discardableResult
        package func draw(_ list: DrawList) -> [PixelRect] {
            guard let target = surface(), target.pointee.w == list.width,
                target.pointee.h == list.height
            else { return [] }
            // The window's own surface where PixelWords writes its layout, else the staging one.
            let own = target.pointee.format.flatMap { Self.layout(of: $0.pointee) }
            guard
                let picture = own == nil ? staging(width: list.width, height: list.height) : target
            else { return [] }
            var areas = [list.bounds]
            if list.paintsEveryPixel, let damage = list.damage(since: shown) { areas = damage }
            shown = list
            guard !areas.isEmpty, SDL_LockSurface(picture) == 0 else { return [] }
            guard let pixels = picture.pointee.pixels else {
                SDL_UnlockSurface(picture)
                return []
            }
            let words = PixelWords(
                base: pixels.assumingMemoryBound(to: UInt32.self), width: list.width,
                height: list.height, wordsPerRow: Int(picture.pointee.pitch) / 4,
                layout: own ?? .argb8888)
            for area in areas {
                words.draw(list, in: area)
                redrawn += area.width * area.height
            }
            SDL_UnlockSurface(picture)
            if own == nil {
                for area in areas {
                    var source = SDL_Rect(area)
                    var place = source
                    SDL_UpperBlit(picture, &source, target, &place)
                }
            }
            return areas
        }

        /// Where the channels of a surface's format sit, if ``PixelWords`` writes it.
        static func layout(of format: SDL_PixelFormat) -> PixelWords.Layout? {
            guard format.BytesPerPixel == 4 else { return nil }
            return PixelWords.Layout(
                red: Int(format.Rshift), green: Int(format.Gshift), blue: Int(format.Bshift),
                alphaMask: format.Amask)
        }

        private func staging(width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
            if let staging, staging.pointee.w == width, staging.pointee.h == height {
                return staging
            }
            release()
            shown = nil
            staging = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            return staging
        }
    }
#endif
