#if Window
    import CSDL2
    import CasinoArt
    import CasinoWindowDrawing

    /// Carries out a ``DrawList`` on a GPU through SDL's renderer: each image becomes a
    /// texture at art resolution, uploaded the first time it is drawn and scaled by the GPU
    /// with nearest-neighbour sampling at whole zooms, so the pixel art stays crisp; fills are
    /// rows of rectangles; the background gradient and the blurred backdrop are one
    /// frame-sized texture each, uploaded when they change. The picture is kept in a target
    /// texture, drawn again only where it changed.
    ///
    /// The window draws with it, and a test draws the goldens' lists with it through
    /// `SDL_CreateSoftwareRenderer`, which is how the goldens hold for what a GPU shows.
    package final class SDLDrawing: WindowDrawing {
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
        /// The picture, as a GPU's back buffer does not keep it: a frame-sized target texture
        /// drawn where it changed and then copied whole, one quad a frame. Under llvmpipe,
        /// which shades every fragment on the CPU, drawing every frame's list whole cost more
        /// than the window composed on the CPU had.
        private var canvas: (width: Int, height: Int, texture: OpaquePointer)?
        /// The list the picture shows.
        private var shown: DrawList?
        /// How many frames an image's texture outlives its last use: two seconds at 60 Hz,
        /// so a hovered look or a panel's art that comes back soon is not uploaded again.
        static let keptFrames = 120

        /// An image as uploaded, at art resolution.
        ///
        /// Its hash reads the size and a few dozen pixels, not all of them: every frame looks
        /// up each of its images, and hashing whole images was a sixth of a spin's CPU.
        /// Equal keys still hash alike; a rare collision is settled by `==`.
        private struct ImageKey: Hashable {
            var image: PixelImage

            /// Pixels read by the hash.
            static let sampled = 32

            func hash(into hasher: inout Hasher) {
                hasher.combine(image.width)
                hasher.combine(image.height)
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
        package init(renderer: OpaquePointer) {
            self.renderer = renderer
        }

        /// Textures are RGBA32, the layout a ``Raster`` and ``PixelWords/Layout/rgba32`` use.
        private static let pixelFormat = SDL_PIXELFORMAT_ABGR8888.rawValue

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

        /// Draws `list` onto the renderer's target (the caller presents it), through the
        /// picture where the renderer can draw into textures.
        @discardableResult
        package func draw(_ list: DrawList) -> [PixelRect] {
            frame += 1
            let picture = canvas(width: list.width, height: list.height)
            let covered = list.paintsEveryPixel
            var areas = [list.bounds]
            if picture != nil, covered, let damage = list.damage(since: shown) {
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
                    renderer, Self.pixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
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
            var clip = SDL_Rect(area)
            if !whole { SDL_RenderSetClipRect(renderer, &clip) }
            for (command, covers) in list.commandsShowing(in: area) {
                switch command {
                case .gradient(let ramp): drawGradient(ramp, width: list.width, height: list.height)
                case .fill(let rect, let color, let radius): fill(rect, color, radius: radius)
                case .image(let image, let x, let y, let zoom, let alpha, let clip):
                    // The covering image is opaque all over the area: copied, not blended.
                    draw(
                        image, x: x, y: y, zoom: zoom, alpha: alpha, clip: clip, bounds: area,
                        opaque: covers)
                case .frame(let raster, let id): drawBackdrop(raster, id: id)
                }
            }
            if !whole { SDL_RenderSetClipRect(renderer, nil) }
        }

        /// Forgets the picture on the target (a resized window has a new one): the next list
        /// is drawn whole.
        package func forgetPicture() { shown = nil }

        // MARK: - Commands

        /// A rounded rectangle as rectangles of rows that do not overlap (a translucent
        /// colour is laid over each pixel once).
        private func fill(_ rect: PixelRect, _ color: RGBA, radius: Int) {
            let rows = rect.roundedRows(radius: radius).map(SDL_Rect.init)
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
            guard !visible.isEmpty, let texture = texture(for: ImageKey(image: image)) else {
                return
            }
            SDL_SetTextureAlphaMod(texture, alpha)
            if opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
            defer { if opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) } }
            if visible == placed {
                var target = SDL_Rect(placed)
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
            // Written by the blender the goldens use; transparent pixels stay zero.
            let (width, height) = (key.image.width, key.image.height)
            var words = [UInt32](repeating: 0, count: width * height)
            words.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                PixelWords(
                    base: base, width: width, height: height, wordsPerRow: width,
                    layout: .rgba32
                )
                .draw(key.image, x: 0, y: 0, zoom: 1, alpha: 255)
            }
            guard let texture = makeTexture(width: width, height: height, words: words) else {
                return nil
            }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            images[key] = CachedImage(texture: texture, lastUsed: frame)
            return texture
        }

        /// A raster's bytes (R, G, B, A) as a texture.
        private func upload(_ raster: Raster) -> OpaquePointer? {
            raster.bytes.withUnsafeBytes { bytes in
                makeTexture(
                    width: raster.width, height: raster.height,
                    words: Array(bytes.bindMemory(to: UInt32.self)))
            }
        }

        /// A static texture of `words` (row-major, RGBA32), sampled nearest.
        private func makeTexture(width: Int, height: Int, words: [UInt32]) -> OpaquePointer? {
            guard
                let texture = SDL_CreateTexture(
                    renderer, Self.pixelFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
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
    }

    extension SDL_Rect {
        /// `rect` in SDL's terms, for the window's drawing and presenting.
        init(_ rect: PixelRect) {
            self.init(
                x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        }
    }
#endif
