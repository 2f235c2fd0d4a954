#if Window
    import CSDL2
    import CasinoArt
    import CasinoWindowDrawing

    /// Carries out a ``DrawList`` on an SDL renderer, so the GPU (or SDL's software renderer)
    /// does the scaling: each image becomes a texture at art resolution, uploaded the first
    /// time it is drawn and scaled by SDL with nearest-neighbour sampling at whole zooms, so
    /// the pixel art stays crisp; fills are rows of rectangles; the background gradient and
    /// the blurred backdrop are one frame-sized texture each, uploaded when they change.
    ///
    /// The window draws with it, and a test draws the goldens' lists with it through
    /// `SDL_CreateSoftwareRenderer`, which is how the goldens hold for what the window shows.
    package final class SDLDrawing {
        private let renderer: OpaquePointer
        private var images: [PixelImage: CachedImage] = [:]
        private var gradient: (ramp: ColorRamp, width: Int, height: Int, texture: OpaquePointer)?
        private var backdrop: (id: Int, texture: OpaquePointer)?
        /// Frames drawn: an image unused for ``keptFrames`` of them is let go.
        private var frame = 0
        /// Textures uploaded so far; a still screen uploads none.
        package private(set) var uploads = 0

        /// How many frames an image's texture outlives its last use: two seconds at 60 Hz,
        /// so a hovered look or a panel's art that comes back soon is not uploaded again.
        static let keptFrames = 120

        private struct CachedImage {
            var texture: OpaquePointer
            var lastUsed: Int
        }

        /// Draws on `renderer`, which stays the caller's (it must outlive this).
        package init(renderer: OpaquePointer) {
            self.renderer = renderer
        }

        /// Destroys every texture: call it before the renderer goes, which frees them too.
        package func release() {
            for image in images.values { SDL_DestroyTexture(image.texture) }
            if let gradient { SDL_DestroyTexture(gradient.texture) }
            if let backdrop { SDL_DestroyTexture(backdrop.texture) }
            images = [:]
            gradient = nil
            backdrop = nil
        }

        /// Draws `list` onto the renderer's target (the caller presents it).
        package func draw(_ list: DrawList) {
            frame += 1
            if !Self.coversTheFrame(list.commands.first) {
                SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
                SDL_RenderClear(renderer)
            }
            for command in list.commands {
                switch command {
                case .gradient(let ramp): drawGradient(ramp, width: list.width, height: list.height)
                case .fill(let rect, let color, let radius): fill(rect, color, radius: radius)
                case .image(let image, let x, let y, let zoom, let alpha, let clip):
                    draw(
                        image, x: x, y: y, zoom: zoom, alpha: alpha, clip: clip,
                        bounds: list.bounds)
                case .frame(let raster, let id): drawBackdrop(raster, id: id)
                }
            }
            letGoOfUnusedImages()
        }

        private static func coversTheFrame(_ command: DrawCommand?) -> Bool {
            switch command {
            case .gradient, .frame: true
            default: false
            }
        }

        // MARK: - Commands

        /// A rounded rectangle as rows of spans: the corners' rows one rectangle each, the
        /// straight middle one rectangle, none overlapping (a translucent colour is laid
        /// over each pixel once).
        private func fill(_ rect: PixelRect, _ color: RGBA, radius: Int) {
            guard !rect.isEmpty else { return }
            var rows: [SDL_Rect] = []
            var y = rect.y
            while y < rect.maxY {
                let span = rect.roundedSpan(row: y, radius: radius)
                var end = y + 1
                while end < rect.maxY, rect.roundedSpan(row: end, radius: radius) == span {
                    end += 1
                }
                if span.from < span.to {
                    rows.append(
                        SDL_Rect(
                            x: Int32(span.from), y: Int32(y), w: Int32(span.to - span.from),
                            h: Int32(end - y)))
                }
                y = end
            }
            SDL_SetRenderDrawBlendMode(
                renderer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, color.rgb.r, color.rgb.g, color.rgb.b, color.alpha)
            SDL_RenderFillRects(renderer, rows, Int32(rows.count))
        }

        private func draw(
            _ image: PixelImage, x: Int, y: Int, zoom: Int, alpha: UInt8, clip: PixelRect?,
            bounds: PixelRect
        ) {
            guard image.width > 0, image.height > 0, alpha > 0 else { return }
            let placed = PixelRect(
                x: x, y: y, width: image.width * zoom, height: image.height * zoom)
            let visible = placed.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
            guard !visible.isEmpty, let texture = texture(for: image) else { return }
            SDL_SetTextureAlphaMod(texture, alpha)
            if visible == placed {
                var target = Self.sdlRect(placed)
                SDL_RenderCopy(renderer, texture, nil, &target)
                return
            }
            // Cut where the art pixels are cut: SDL's software renderer scales a clipped
            // copy from a rounded source rectangle, which shifts the art by a pixel.
            for column in Self.pieces(from: x, zoom: zoom, visible: visible.x..<visible.maxX) {
                for row in Self.pieces(from: y, zoom: zoom, visible: visible.y..<visible.maxY) {
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

        /// The visible device pixels of an image along one axis, in at most three pieces that
        /// each scale whole art pixels: a partly shown art pixel at either end (its one source
        /// pixel stretched over what shows of it), and the whole ones between.
        static func pieces(
            from origin: Int, zoom: Int, visible: Range<Int>
        ) -> [(art: Range<Int>, device: Range<Int>)] {
            var pieces: [(art: Range<Int>, device: Range<Int>)] = []
            var start = visible.lowerBound
            while start < visible.upperBound {
                let art = (start - origin) / zoom
                let artEnd = origin + (art + 1) * zoom
                if start > origin + art * zoom || artEnd > visible.upperBound {
                    // A partly shown art pixel.
                    let end = min(artEnd, visible.upperBound)
                    pieces.append((art..<(art + 1), start..<end))
                    start = end
                } else {
                    // Whole art pixels, up to the last that shows whole.
                    let count = (visible.upperBound - start) / zoom
                    pieces.append((art..<(art + count), start..<(start + count * zoom)))
                    start += count * zoom
                }
            }
            return pieces
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

        private func texture(for image: PixelImage) -> OpaquePointer? {
            if let cached = images[image] {
                images[image]?.lastUsed = frame
                return cached.texture
            }
            guard
                let texture = makeTexture(
                    width: image.width, height: image.height, bytes: image.rgba8888())
            else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            images[image] = CachedImage(texture: texture, lastUsed: frame)
            return texture
        }

        private func upload(_ raster: Raster) -> OpaquePointer? {
            makeTexture(width: raster.width, height: raster.height, bytes: raster.bytes)
        }

        /// A static texture of `bytes` (R, G, B, A per pixel, row-major), sampled nearest.
        private func makeTexture(width: Int, height: Int, bytes: [UInt8]) -> OpaquePointer? {
            guard
                let texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                    Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
            else { return nil }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            bytes.withUnsafeBytes { buffer in
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
