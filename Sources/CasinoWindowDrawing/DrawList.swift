import CasinoArt

/// One step of drawing a frame, in the frame's device pixels.
///
/// A frame is a list of these rather than pixels so that a GPU can do the scaling: images
/// stay at art resolution (a sprite is 16 × 16 however large the window) and a window
/// uploads each once as a texture, then only says where it goes. The pure rasteriser
/// (``Raster/init(_:)``) and the window's SDL renderer carry out the same list, which is how
/// the golden images test what the window shows.
package enum DrawCommand: Sendable, Hashable {
    /// Every row of the frame in the ramp's colour at its height, top (0) to bottom (1).
    case gradient(ColorRamp)
    /// `color` laid over `rect` with its alpha, corners rounded by `radius` device pixels.
    case fill(PixelRect, RGBA, radius: Int)
    /// `image` with its top-left corner at (`x`, `y`), each art pixel a `zoom × zoom` block,
    /// laid over at `alpha` (0–255), inside `clip` when given.
    case image(PixelImage, x: Int, y: Int, zoom: Int, alpha: UInt8, clip: PixelRect?)
    /// A whole frame made on the CPU (the blurred backdrop under Game Over), drawn 1 : 1.
    /// `id` changes whenever the picture does, so a window uploads each one once.
    case frame(Raster, id: Int)
}

/// A frame's size and the commands that draw it, in order.
package struct DrawList: Sendable, Hashable {
    package let width: Int
    package let height: Int
    package internal(set) var commands: [DrawCommand] = []

    /// An empty list for a `width × height` frame.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The whole frame, in device pixels.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    package mutating func append(_ command: DrawCommand) { commands.append(command) }

    /// The opacity `opacity` (0–1) as a blend's alpha.
    static func alpha(_ opacity: Double) -> UInt8 {
        UInt8((min(max(opacity, 0), 1) * 255).rounded())
    }
}

extension Raster {
    /// The frame `list` draws, composed on the CPU: for tests and golden images, and what
    /// a window's SDL renderer is compared with.
    package init(_ list: DrawList) {
        self.init(width: list.width, height: list.height)
        withWords { $0.draw(list, in: list.bounds) }
    }
}

extension PixelImage {
    /// Where this image lands with its top-left corner at (`x`, `y`), each art pixel a
    /// `zoom × zoom` block.
    package func placed(x: Int, y: Int, zoom: Int) -> PixelRect {
        PixelRect(x: x, y: y, width: width * zoom, height: height * zoom)
    }

    /// The visible device pixels of an image along one axis, in at most three pieces that
    /// each scale whole art pixels: a partly shown art pixel at either end (its one source
    /// pixel stretched over what shows of it), and the whole ones between.
    package static func pieces(
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
}

extension DrawCommand {
    /// The device pixels this command may change, in a frame of `bounds`.
    package func area(in bounds: PixelRect) -> PixelRect {
        switch self {
        case .gradient, .frame: bounds
        case .fill(let rect, _, _): rect.intersection(bounds)
        case .image(let image, let x, let y, let zoom, _, let clip):
            image.placed(x: x, y: y, zoom: zoom)
                .intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        }
    }

    /// Whether the two draw the same pixels; a backdrop is known by its id, so two frames of
    /// Game Over are not compared byte by byte.
    func drawsTheSame(as other: DrawCommand) -> Bool {
        switch (self, other) {
        case (.frame(_, let id), .frame(_, let otherID)): id == otherID
        default: self == other
        }
    }
}

extension DrawList {
    /// The rectangles outside which this list draws what `previous` drew, for a window that
    /// keeps its last picture and redraws only what changed (a spin moves three symbols;
    /// the logo, buttons and capsules stay): one per changed command, old and new place
    /// together, and rectangles that touch merged, so none overlap. Nil when everything must
    /// be drawn: no previous picture, another size, or lists that do not match command for
    /// command. Empty when nothing changed.
    package func damage(since previous: DrawList?) -> [PixelRect]? {
        guard let previous, previous.width == width, previous.height == height,
            previous.commands.count == commands.count
        else { return nil }
        var damage: [PixelRect] = []
        for (old, new) in zip(previous.commands, commands) where !new.drawsTheSame(as: old) {
            guard
                var rect = [old.area(in: bounds), new.area(in: bounds)].filter({ !$0.isEmpty })
                    .reduce(nil, { (sum: PixelRect?, rect) in sum.map { $0.union(rect) } ?? rect })
            else { continue }
            // Absorb every rectangle it touches, until none does.
            while let index = damage.firstIndex(where: { !$0.intersection(rect).isEmpty }) {
                rect = rect.union(damage.remove(at: index))
            }
            damage.append(rect)
        }
        return damage
    }
}

extension DrawCommand {
    /// Whether this command alone paints every pixel of `area` opaquely, so what the list
    /// drew before it there need not be drawn (a reel's face hides the gradient under it).
    package func covers(_ area: PixelRect) -> Bool {
        switch self {
        case .gradient, .frame: return true
        case .fill(let rect, let color, let radius):
            return color.alpha == 255 && rect.insetBy(dx: radius, dy: radius).contains(area)
        case .image(let image, let x, let y, let zoom, let alpha, let clip):
            guard alpha == 255, zoom > 0, clip.map({ $0.contains(area) }) ?? true else {
                return false
            }
            guard image.placed(x: x, y: y, zoom: zoom).contains(area) else { return false }
            // Every art pixel the area touches must be a colour, not a hole.
            let columns = ((area.x - x) / zoom)...((area.maxX - 1 - x) / zoom)
            for row in ((area.y - y) / zoom)...((area.maxY - 1 - y) / zoom) {
                for column in columns where image.pixels[row * image.width + column] == nil {
                    return false
                }
            }
            return true
        }
    }
}

extension DrawList {
    /// Whether the first command paints the whole frame, so a picture kept from the last
    /// frame can be drawn again only where it changed.
    package var paintsEveryPixel: Bool {
        switch commands.first {
        case .gradient, .frame: true
        default: false
        }
    }

    /// The commands that show in `area`, in order: none under the last one that hides all of
    /// it (a reel's face hides the gradient), which comes first and `covers` the area.
    package func commandsShowing(in area: PixelRect) -> [(command: DrawCommand, covers: Bool)] {
        let covering = commands.lastIndex { $0.covers(area) }
        return zip(commands.indices, commands).dropFirst(covering ?? 0)
            .filter { !$0.1.area(in: area).isEmpty }
            .map { ($0.1, $0.0 == covering) }
    }
}
