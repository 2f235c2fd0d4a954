import CasinoArt

/// Rows of 32-bit pixels in memory that is not ours to keep (a ``Raster``'s bytes, or the
/// surface SDL's software renderer draws into), and where the channels sit in a word.
///
/// Images laid over at an opacity are blended here, for the goldens and for the window
/// alike: SDL's software renderer takes its slowest path for a texture with both its own
/// alpha and an opacity (a generic blit that decides the blend mode pixel by pixel), and a
/// spin fades its three symbols in every frame. Drawing them here made a 1 080 × 1 920
/// window's spin a quarter cheaper.
package struct PixelWords {
    private let base: UnsafeMutablePointer<UInt32>
    private let bounds: PixelRect
    private let wordsPerRow: Int
    private let layout: Layout

    /// Where red and blue sit in a word (bits 0 and 16, either way round, green always at 8:
    /// the layouts where two channels blend in one multiply), and the bits every pixel
    /// written sets (an alpha byte that must read opaque).
    package struct Layout: Sendable {
        let redShift: UInt32
        let blueShift: UInt32
        let opaque: UInt32

        /// Bytes R, G, B, A in memory: a ``Raster``, SDL's ABGR8888 on a little-endian machine.
        package static let rgba32 = Layout(redShift: 0, blueShift: 16, opaque: 0xFF00_0000)
        /// SDL's ARGB8888: a word A, R, G, B from the top byte down.
        package static let argb8888 = Layout(redShift: 16, blueShift: 0, opaque: 0xFF00_0000)

        private init(redShift: UInt32, blueShift: UInt32, opaque: UInt32) {
            self.redShift = redShift
            self.blueShift = blueShift
            self.opaque = opaque
        }

        /// A surface's layout from its channels' shifts and its alpha mask; nil for one this
        /// cannot draw (XRGB8888, ARGB8888 and ABGR8888 it can).
        package init?(red: Int, green: Int, blue: Int, alphaMask: UInt32) {
            guard green == 8, [red, blue].sorted() == [0, 16] else { return nil }
            self.init(redShift: UInt32(red), blueShift: UInt32(blue), opaque: alphaMask)
        }
    }

    /// Red and blue under one mask, green under another.
    private static let redBlue: UInt32 = 0x00FF_00FF
    private static let green: UInt32 = 0x0000_FF00

    /// A `width × height` frame at `base`, its rows `wordsPerRow` apart.
    package init(
        base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, wordsPerRow: Int,
        layout: Layout
    ) {
        precondition(wordsPerRow >= width, "rows overlap")
        self.base = base
        bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        self.wordsPerRow = wordsPerRow
        self.layout = layout
    }

    private func word(_ color: RGB) -> UInt32 {
        UInt32(color.r) << layout.redShift | UInt32(color.g) << 8
            | UInt32(color.b) << layout.blueShift | layout.opaque
    }

    /// `image` with each art pixel a `zoom × zoom` block (nearest-neighbour, crisp) at
    /// (`x`, `y`), laid over at `alpha` (0–255), inside `clip` when given.
    ///
    /// Each channel becomes `(image × alpha + under × (255 − alpha) + 127) / 255`, exactly.
    package func draw(
        _ image: PixelImage, x: Int, y: Int, zoom: Int, alpha: Int, clip: PixelRect? = nil
    ) {
        guard alpha > 0, zoom > 0 else { return }
        let area = image.placed(x: x, y: y, zoom: zoom)
            .intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !area.isEmpty else { return }
        // One art row, spread over the area's device columns: its words, and which are
        // colours rather than holes. The `zoom` device rows of an art row share it.
        let width = area.width
        var words = [UInt32](repeating: 0, count: width)
        var shows = [UInt32](repeating: 0, count: width)
        var solid = false
        var spreadRow = -1
        for row in area.y..<area.maxY {
            let artRow = (row - y) / zoom
            if artRow != spreadRow {
                spreadRow = artRow
                solid = spread(image, row: artRow, x: x, zoom: zoom, area: area, &words, &shows)
            }
            let line = base + row * wordsPerRow + area.x
            if alpha == 255 && solid {
                line.update(from: words, count: width)
            } else {
                lay(words, where: shows, over: line, count: width, alpha: UInt32(alpha))
            }
        }
    }

    /// Spreads art row `row` of `image` (placed at `x`, each art pixel `zoom` wide) over the
    /// device columns of `area`, `shows` all ones under a colour and zero under a hole;
    /// returns whether every column is a colour.
    private func spread(
        _ image: PixelImage, row: Int, x: Int, zoom: Int, area: PixelRect,
        _ words: inout [UInt32], _ shows: inout [UInt32]
    ) -> Bool {
        var solid = true
        image.pixels.withUnsafeBufferPointer { pixels in
            let artRow = pixels[(row * image.width)...]
            var column = area.x
            var art = (column - x) / zoom
            while column < area.maxX {
                // The device pixels of one art pixel.
                let end = min(x + (art + 1) * zoom, area.maxX)
                let color = artRow[artRow.startIndex + art]
                let word = color.map(word) ?? 0
                for index in (column - area.x)..<(end - area.x) {
                    words[index] = word
                    shows[index] = color == nil ? 0 : .max
                }
                solid = solid && color != nil
                column = end
                art += 1
            }
        }
        return solid
    }

    /// `color` laid over `rect` (corners rounded by `radius` pixels) with its alpha, inside
    /// `clip` when given.
    package func fill(_ rect: PixelRect, _ color: RGBA, radius: Int, clip: PixelRect? = nil) {
        let clipped = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        guard !clipped.isEmpty, color.alpha > 0 else { return }
        let word = word(color.rgb)
        let translucent = color.alpha < 255
        let words = translucent ? [UInt32](repeating: word, count: clipped.width) : []
        let everywhere = translucent ? [UInt32](repeating: .max, count: clipped.width) : []
        for row in clipped.y..<clipped.maxY {
            let span = rect.roundedSpan(row: row, radius: radius)
            let from = max(span.from, clipped.x)
            let to = min(span.to, clipped.maxX)
            guard from < to else { continue }
            let line = base + row * wordsPerRow
            if !translucent {
                (line + from).update(repeating: word, count: to - from)
            } else {
                lay(
                    words, where: everywhere, over: line + from, count: to - from,
                    alpha: UInt32(color.alpha))
            }
        }
    }

    /// Each row of `area` in `ramp`'s colour at its height in a frame of `rows` rows.
    package func fillRows(_ ramp: ColorRamp, rows: Int, in area: PixelRect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            let color = ramp.color(at: rows > 1 ? Double(row) / Double(rows - 1) : 0)
            (base + row * wordsPerRow + area.x).update(repeating: word(color), count: area.width)
        }
    }

    /// The pixels of `raster`, a whole frame of this size, inside `area`.
    package func copy(_ raster: Raster, in area: PixelRect) {
        precondition(
            raster.width == bounds.width && raster.height == bounds.height,
            "a frame of another size")
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        raster.bytes.withUnsafeBytes { bytes in
            let source = bytes.bindMemory(to: UInt32.self)
            for row in area.y..<area.maxY {
                let line = base + row * wordsPerRow
                for column in area.x..<area.maxX {
                    let pixel = source[row * raster.width + column]
                    line[column] = word(
                        RGB(
                            r: UInt8(pixel & 0xFF), g: UInt8(pixel >> 8 & 0xFF),
                            b: UInt8(pixel >> 16 & 0xFF)))
                }
            }
        }
    }

    /// Carries out the commands of `list` (a frame of this size) that show in `area`,
    /// inside it.
    package func draw(_ list: DrawList, in area: PixelRect) {
        for (command, _) in list.commandsShowing(in: area) {
            switch command {
            case .gradient(let ramp): fillRows(ramp, rows: list.height, in: area)
            case .fill(let rect, let color, let radius):
                fill(rect, color, radius: radius, clip: area)
            case .image(let image, let x, let y, let zoom, let alpha, let clip):
                draw(
                    image, x: x, y: y, zoom: zoom, alpha: Int(alpha),
                    clip: clip.map { $0.intersection(area) } ?? area)
            case .frame(let raster, _): copy(raster, in: area)
            }
        }
    }

    /// Eight pixels at a time: the blend is the same for every lane, so it is vectorised.
    private typealias Lanes = SIMD8<UInt32>

    /// The first `count` of `words` laid over as many pixels from `line` on at `alpha`,
    /// each where its `shows` word is all ones (a hole's is zero).
    private func lay(
        _ words: [UInt32], where shows: [UInt32], over line: UnsafeMutablePointer<UInt32>,
        count: Int, alpha: UInt32
    ) {
        words.withUnsafeBufferPointer { words in
            shows.withUnsafeBufferPointer { shows in
                guard let words = words.baseAddress, let shows = shows.baseAddress else { return }
                var index = 0
                while index + Lanes.scalarCount <= count {
                    let under = UnsafeRawPointer(line + index).loadUnaligned(as: Lanes.self)
                    let laid = laid(
                        UnsafeRawPointer(words + index).loadUnaligned(as: Lanes.self),
                        where: UnsafeRawPointer(shows + index).loadUnaligned(as: Lanes.self),
                        over: under, alpha: alpha)
                    UnsafeMutableRawPointer(line + index).storeBytes(of: laid, as: Lanes.self)
                    index += Lanes.scalarCount
                }
                // The last few, a lane each.
                var word = Lanes(repeating: 0)
                var show = Lanes(repeating: 0)
                var under = Lanes(repeating: 0)
                for lane in 0..<(count - index) {
                    word[lane] = words[index + lane]
                    show[lane] = shows[index + lane]
                    under[lane] = line[index + lane]
                }
                let laid = laid(word, where: show, over: under, alpha: alpha)
                for lane in 0..<(count - index) { line[index + lane] = laid[lane] }
            }
        }
    }

    private func laid(_ word: Lanes, where show: Lanes, over under: Lanes, alpha: UInt32) -> Lanes {
        blend(word, over: under, alpha: alpha) & show | under & ~show
    }

    /// `word` laid over `under` at `alpha`; dividing by 255 as `(t + t >> 8) >> 8` with
    /// `t = x + 128`, which is `(x + 127) / 255` for every `x` up to 255 × 255.
    private func blend(_ word: Lanes, over under: Lanes, alpha: UInt32) -> Lanes {
        let keep = 255 - alpha
        let redBlue =
            (under & Self.redBlue) &* keep &+ (word & Self.redBlue) &* alpha &+ 0x0080_0080
        let green = (under & Self.green) &* keep &+ (word & Self.green) &* alpha &+ 0x0000_8000
        let redBlue8 = ((redBlue &+ ((redBlue &>> 8) & Self.redBlue)) &>> 8) & Self.redBlue
        let green8 = ((green &+ ((green &>> 8) & Self.green)) &>> 8) & Self.green
        return redBlue8 | green8 | layout.opaque
    }
}
