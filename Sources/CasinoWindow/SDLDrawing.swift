#if Window
    import CSDL2
    import CasinoArt
    import CasinoWindowDrawing

    /// Carries out a ``DrawList`` on an SDL renderer: each image becomes a texture, uploaded
    /// the first time it is drawn (at art resolution for a GPU, which scales it with
    /// nearest-neighbour sampling at whole zooms, so the pixel art stays crisp; already
    /// scaled for SDL's software renderer); fills are rows of rectangles; the background
    /// gradient and the blurred backdrop are one frame-sized texture each, uploaded when they
    /// change.
    ///
    /// The window draws with it, and a test draws the goldens' lists with it through
    /// `SDL_CreateSoftwareRenderer`, which is how the goldens hold for what the window shows.
    package final class SDLDrawing {
        private let renderer: OpaquePointer
        private var images: [ImageKey: CachedImage] = [:]
        private var gradient: (ramp: ColorRamp, width: Int, height: Int, texture: OpaquePointer)?
        private var backdrop: (id: Int, texture: OpaquePointer)?
        /// Frames drawn: an image unused for ``keptFrames`` of them is let go.
        private var frame = 0
        /// Textures uploaded so far; a still screen uploads none.
        package private(set) var uploads = 0
        /// Device pixels drawn again so far: a spin on a target that keeps its picture redraws
        /// its reels, not the frame.
        package private(set) var redrawn = 0
        /// Whether the target keeps its picture from one frame to the next: SDL's software
        /// renderer draws into memory that stays. OpenGL's back buffer does not, so there
        /// the picture is kept in ``canvas``.
        private let keepsItsPicture: Bool
        /// The picture for a renderer whose target does not keep it: a frame-sized target
        /// texture drawn where it changed and then copied whole, one quad a frame. Under
        /// llvmpipe, which shades every fragment on the CPU, drawing every frame's list whole
        /// cost more than the window composed on the CPU had.
        private var canvas: (width: Int, height: Int, texture: OpaquePointer)?
        /// The list the picture shows.
        private var shown: DrawList?
        /// Whether images are uploaded at their drawn size rather than at art resolution.
        private let prescales: Bool
        /// The textures' pixel format: the target's own (with alpha), so no blit converts.
        private let pixelFormat: UInt32
        /// Where the channels sit in a word of ``pixelFormat``.
        private let textureLayout: PixelWords.Layout
        /// The surface SDL's software renderer draws into, for what this draws there itself.
        private let surface: (() -> UnsafeMutablePointer<SDL_Surface>?)?

        /// How many frames an image's texture outlives its last use: two seconds at 60 Hz,
        /// so a hovered look or a panel's art that comes back soon is not uploaded again.
        static let keptFrames = 120

        /// An image as uploaded: at art resolution (zoom 1), or already scaled.
        ///
        /// Its hash reads the size and a few dozen pixels, not all of them: every frame looks
        /// up each of its images, and hashing whole images was a sixth of a spin's CPU.
        /// Equal keys still hash alike; a rare collision is settled by `==`.
        private struct ImageKey: Hashable {
            var image: PixelImage
            var zoom: Int

            /// Pixels read by the hash.
            static let sampled = 32

            func hash(into hasher: inout Hasher) {
                hasher.combine(image.width)
                hasher.combine(image.height)
                hasher.combine(zoom)
                let pixels = image.pixels
                let step = max(1, pixels.count / Self.sampled)
                for index in stride(from: 0, to: pixels.count, by: step) {
                    hasher.combine(pixels[index])
                }
            }
        }

        private struct CachedImage {
            var texture: OpaquePointer
            var lastUsed: Int
        }

        /// Draws on `renderer`, which stays the caller's (it must outlive this).
        ///
        /// For SDL's software renderer, whose pixels stay between frames, `surface` gives the
        /// surface it draws into (the window's can be made anew, so it is asked each time).
        /// Then only what changed is drawn again, and images are kept already scaled in the
        /// surface's format: SDL's fast blits copy and blend 1 : 1 within one format, while
        /// scaling or converting as it blends takes its slowest per-pixel path, and an image
        /// at an opacity is blended into the surface by ``PixelWords``. A GPU (no `surface`)
        /// gets art-resolution textures and scales them itself.
        package init(
            renderer: OpaquePointer, surface: (() -> UnsafeMutablePointer<SDL_Surface>?)? = nil
        ) {
            self.renderer = renderer
            self.surface = surface
            keepsItsPicture = surface != nil
            prescales = surface != nil
            (pixelFormat, textureLayout) = Self.textureFormat(
                drawingOn: surface?()?.pointee.format?.pointee.format)
        }

        /// Where the channels of a 32-bit SDL pixel format sit, if ``PixelWords`` draws it.
        static func layout(of format: SDL_PixelFormat) -> PixelWords.Layout? {
            guard format.BytesPerPixel == 4 else { return nil }
            return PixelWords.Layout(
                red: Int(format.Rshift), green: Int(format.Gshift), blue: Int(format.Bshift),
                alphaMask: format.Amask)
        }

        /// The format with alpha closest to a surface's: a window's surface on a 24-bit X
        /// display has none (RGB888), and textures in it would lose their transparency.
        static func textureFormat(
            drawingOn surface: UInt32?
        ) -> (format: UInt32, layout: PixelWords.Layout) {
            switch surface {
            case SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue:
                (SDL_PIXELFORMAT_ARGB8888.rawValue, .argb8888)
            default: (SDL_PIXELFORMAT_ABGR8888.rawValue, .rgba32)
            }
        }

        /// Destroys every texture: call it before the renderer goes, which frees them too.
        package func release() {
            for image in images.values { SDL_DestroyTexture(image.texture) }
            if let gradient { SDL_DestroyTexture(gradient.texture) }
            if let backdrop { SDL_DestroyTexture(backdrop.texture) }
            if let canvas { SDL_DestroyTexture(canvas.texture) }
            images = [:]
            gradient = nil
            backdrop = nil
            canvas = nil
        }

        /// Draws `list` onto the renderer's target (the caller presents it). On a target that
        /// keeps its picture only what changed since the last list is drawn again. Returns the
        /// rectangles drawn (none when nothing changed), which are all a window that keeps its
        /// picture needs to show again.
        @discardableResult
        package func draw(_ list: DrawList) -> [PixelRect] {
            frame += 1
            let picture = keepsItsPicture ? nil : canvas(width: list.width, height: list.height)
            let covered = Self.coversTheFrame(list.commands.first)
            var areas = [list.bounds]
            if keepsItsPicture || picture != nil, covered,
                let damage = list.damage(since: shown)
            {
                areas = damage
            }
            shown = list
            if let picture { SDL_SetRenderTarget(renderer, picture) }
            if !covered {
                SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
                SDL_RenderClear(renderer)
            }
            for area in areas { draw(list, in: area) }
            if let picture {
                SDL_SetRenderTarget(renderer, nil)
                copyWhole(picture)
            }
            letGoOfUnusedImages()
            return areas
        }

        /// The ``canvas`` at this size, made anew (and so drawn whole) when the size changed;
        /// nil where the renderer cannot draw into textures.
        private func canvas(width: Int, height: Int) -> OpaquePointer? {
            if let canvas, canvas.width == width, canvas.height == height { return canvas.texture }
            if let canvas { SDL_DestroyTexture(canvas.texture) }
            canvas = nil
            shown = nil
            guard SDL_RenderTargetSupported(renderer) == SDL_TRUE,
                let texture = SDL_CreateTexture(
                    renderer, pixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                    Int32(width), Int32(height))
            else { return nil }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            canvas = (width, height, texture)
            return texture
        }

        /// The commands of `list` that touch `area`, inside it.
        private func draw(_ list: DrawList, in area: PixelRect) {
            redrawn += area.width * area.height
            let whole = area == list.bounds
            var clip = Self.sdlRect(area)
            if !whole { SDL_RenderSetClipRect(renderer, &clip) }
            // Nothing under the last command that hides the whole area needs drawing.
            let covering = list.commands.lastIndex { $0.covers(area) }
            let first = covering ?? 0
            for (index, command) in zip(first..., list.commands[first...])
            where !command.area(in: area).isEmpty {
                switch command {
                case .gradient(let ramp): drawGradient(ramp, width: list.width, height: list.height)
                case .fill(let rect, let color, let radius): fill(rect, color, radius: radius)
                case .image(let image, let x, let y, let zoom, let alpha, let clip):
                    // The covering image is opaque all over the area: copied, not blended.
                    draw(
                        image, x: x, y: y, zoom: zoom, alpha: alpha, clip: clip, bounds: area,
                        opaque: index == covering)
                case .frame(let raster, let id): drawBackdrop(raster, id: id)
                }
            }
            if !whole { SDL_RenderSetClipRect(renderer, nil) }
        }

        /// Forgets the picture on the target (a resized window has a new one): the next list
        /// is drawn whole.
        package func forgetPicture() { shown = nil }

        private static func coversTheFrame(_ command: DrawCommand?) -> Bool {
            switch command {
            case .gradient, .frame: true
            default: false
            }
        }

        // MARK: - Commands

        /// A rounded rectangle as rectangles of rows that do not overlap (a translucent
        /// colour is laid over each pixel once).
        private func fill(_ rect: PixelRect, _ color: RGBA, radius: Int) {
            let rows = rect.roundedRows(radius: radius).map(Self.sdlRect)
            guard !rows.isEmpty else { return }
            SDL_SetRenderDrawBlendMode(
                renderer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.rgb.r, color.rgb.g, color.rgb.b, color.alpha)
            SDL_RenderFillRects(renderer, rows, Int32(rows.count))
        }

        private func draw(
            _ image: PixelImage, x: Int, y: Int, zoom: Int, alpha: UInt8, clip: PixelRect?,
            bounds: PixelRect, opaque: Bool = false
        ) {
            guard image.width > 0, image.height > 0, alpha > 0 else { return }
            let placed = image.placed(x: x, y: y, zoom: zoom)
            let visible = placed.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
            guard !visible.isEmpty else { return }
            if alpha < 255,
                drawIntoTheSurface({
                    $0.draw(image, x: x, y: y, zoom: zoom, alpha: Int(alpha), clip: visible)
                })
            {
                return
            }
            guard let texture = texture(for: ImageKey(image: image, zoom: prescales ? zoom : 1))
            else { return }
            SDL_SetTextureAlphaMod(texture, alpha)
            if opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            defer { if opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) } }
            if prescales {
                var source = Self.sdlRect(visible.offsetBy(dx: -x, dy: -y))
                var target = Self.sdlRect(visible)
                SDL_RenderCopy(renderer, texture, &source, &target)
                return
            }
            if visible == placed {
                var target = Self.sdlRect(placed)
                SDL_RenderCopy(renderer, texture, nil, &target)
                return
            }
            // Cut where the art pixels are cut: SDL's software renderer scales a clipped
            // copy from a rounded source rectangle, which shifts the art by a pixel.
            for column in PixelImage.pieces(from: x, zoom: zoom, visible: visible.x..<visible.maxX)
            {
                for row in PixelImage.pieces(from: y, zoom: zoom, visible: visible.y..<visible.maxY)
                {
                    var source = SDL_Rect(
                        x: Int32(column.art.lowerBound), y: Int32(row.art.lowerBound),
                        w: Int32(column.art.count), h: Int32(row.art.count))
                    var target = SDL_Rect(
                        x: Int32(column.device.lowerBound), y: Int32(row.device.lowerBound),
                        w: Int32(column.device.count), h: Int32(row.device.count))
                    SDL_RenderCopy(renderer, texture, &source, &target)
                }
            }
        }

        /// Draws with `body` straight into the software renderer's surface, after what the
        /// renderer has queued; false where there is none, or one in a layout ``PixelWords``
        /// does not draw.
        private func drawIntoTheSurface(_ body: (PixelWords) -> Void) -> Bool {
            guard let surface = surface?(), let format = surface.pointee.format?.pointee,
                let layout = Self.layout(of: format)
            else { return false }
            SDL_RenderFlush(renderer)
            guard SDL_LockSurface(surface) == 0 else { return false }
            defer { SDL_UnlockSurface(surface) }
            guard let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self)
            else { return false }
            body(
                PixelWords(
                    base: pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                    wordsPerRow: Int(surface.pointee.pitch) / 4, layout: layout))
            return true
        }

        private func drawGradient(_ ramp: ColorRamp, width: Int, height: Int) {
            if let gradient, gradient.ramp == ramp, gradient.width == width,
                gradient.height == height
            {
                copyWhole(gradient.texture)
                return
            }
            if let gradient { SDL_DestroyTexture(gradient.texture) }
            gradient = nil
            var list = DrawList(width: width, height: height)
            list.append(.gradient(ramp))
            guard let texture = upload(Raster(list)) else { return }
            gradient = (ramp, width, height, texture)
            copyWhole(texture)
        }

        private func drawBackdrop(_ raster: Raster, id: Int) {
            if backdrop?.id != id {
                if let backdrop { SDL_DestroyTexture(backdrop.texture) }
                backdrop = upload(raster).map { (id, $0) }
            }
            if let backdrop { copyWhole(backdrop.texture) }
        }

        /// `texture` over the whole target, pixel for pixel, replacing what was there.
        private func copyWhole(_ texture: OpaquePointer) {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            SDL_RenderCopy(renderer, texture, nil, nil)
        }

        // MARK: - Textures

        private func texture(for key: ImageKey) -> OpaquePointer? {
            if let cached = images[key] {
                images[key]?.lastUsed = frame
                return cached.texture
            }
            // Written scaled, straight in the texture's format, by the blender the goldens use.
            let (width, height) = (key.image.width * key.zoom, key.image.height * key.zoom)
            var words = [UInt32](repeating: 0, count: width * height)
            words.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                PixelWords(
                    base: base, width: width, height: height, wordsPerRow: width,
                    layout: textureLayout
                )
                .draw(key.image, x: 0, y: 0, zoom: key.zoom, alpha: 255)
            }
            guard let texture = makeTexture(width: width, height: height, words: words) else {
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            images[key] = CachedImage(texture: texture, lastUsed: frame)
            return texture
        }

        /// A raster's bytes (R, G, B, A: SDL's ABGR8888) as a texture in the target's format.
        private func upload(_ raster: Raster) -> OpaquePointer? {
            var words = [UInt32](repeating: 0, count: raster.width * raster.height)
            let pitch = Int32(raster.width * 4)
            words.withUnsafeMutableBytes { target in
                raster.bytes.withUnsafeBytes { source in
                    _ = SDL_ConvertPixels(
                        Int32(raster.width), Int32(raster.height),
                        SDL_PIXELFORMAT_ABGR8888.rawValue, source.baseAddress, pitch,
                        pixelFormat, target.baseAddress, pitch)
                }
            }
            return makeTexture(width: raster.width, height: raster.height, words: words)
        }

        /// A static texture of `words` (row-major, in ``pixelFormat``), sampled nearest.
        private func makeTexture(width: Int, height: Int, words: [UInt32]) -> OpaquePointer? {
            guard
                let texture = SDL_CreateTexture(
                    renderer, pixelFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                    Int32(width), Int32(height))
            else { return nil }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            words.withUnsafeBytes { buffer in
                _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(width * 4))
            }
            uploads += 1
            return texture
        }

        private func letGoOfUnusedImages() {
            let oldest = frame - Self.keptFrames
            for (image, cached) in images where cached.lastUsed < oldest {
                SDL_DestroyTexture(cached.texture)
                images[image] = nil
            }
        }

        private static func sdlRect(_ rect: PixelRect) -> SDL_Rect {
            SDL_Rect(
                x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        }
    }
#endif
