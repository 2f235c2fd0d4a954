import CasinoArt
import CasinoPresentation

/// Where a frame is drawn: a layer of half-block pixels (two per cell, stacked) under a layer
/// of text cells, composed into a ``CellGrid`` at the end.
///
/// Drawing shapes, gradients and sprites in pixels gives rounded capsules and square pixel art
/// at twice the terminal's vertical resolution; text then sits on whatever the pixels are.
struct Canvas {
    let width: Int
    let height: Int
    /// `width × 2·height` pixels, row-major.
    private(set) var pixels: [RGB]
    private var overlay: [Cell?]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: .black, count: width * height * 2)
        overlay = Array(repeating: nil, count: width * height)
    }

    var pixelHeight: Int { height * 2 }

    // MARK: - Pixels

    /// Recolours every pixel of `rect` (pixel coordinates) with `paint(x, y, old)`.
    mutating func paint(_ rect: Rect, _ paint: (Int, Int, RGB) -> RGB) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: pixelHeight))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let index = y * width + x
                pixels[index] = paint(x, y, pixels[index])
            }
        }
    }

    mutating func fill(_ rect: Rect, _ color: RGB) {
        paint(rect) { _, _, _ in color }
    }

    /// A capsule (a rounded rectangle whose ends are half circles) in pixel coordinates,
    /// coloured per pixel by `color(x, y, old)`.
    mutating func capsule(_ rect: Rect, radius: Int? = nil, _ color: (Int, Int, RGB) -> RGB) {
        let r = Double(radius ?? rect.height / 2)
        // How far a pixel's centre lies outside the span of the straight sides, along one axis.
        func beyondSides(_ position: Int, _ low: Int, _ high: Int) -> Double {
            let centre = Double(position) + 0.5
            return max(0, Double(low) + r - centre, centre - (Double(high) - r))
        }
        paint(rect) { x, y, old in
            let dx = beyondSides(x, rect.x, rect.maxX)
            let dy = beyondSides(y, rect.y, rect.maxY)
            return dx * dx + dy * dy <= r * r + 0.25 ? color(x, y, old) : old
        }
    }

    /// Draws `image` with its top-left pixel at (`x`, `y`), blended toward `fade` by
    /// `1 − opacity`, clipped to `clip`; transparent pixels keep what is underneath.
    mutating func draw(
        _ image: PixelImage, x: Int, y: Int, opacity: Double = 1, fade: RGB? = nil,
        clip: Rect? = nil, transform: ((RGB) -> RGB)? = nil
    ) {
        let bounds = Rect(x: 0, y: 0, width: width, height: pixelHeight)
        let area = (clip ?? bounds).intersection(bounds)
            .intersection(Rect(x: x, y: y, width: image.width, height: image.height))
        for py in area.y..<area.maxY {
            for px in area.x..<area.maxX {
                guard var color = image.pixels[(py - y) * image.width + px - x] else { continue }
                if let transform { color = transform(color) }
                let index = py * width + px
                pixels[index] =
                    opacity >= 1
                    ? color : color.mixed(with: fade ?? pixels[index], amount: 1 - opacity)
            }
        }
    }

    // MARK: - Text

    /// Writes `text` from cell (`x`, `y`), one cell a character, composed (NFC, see
    /// ``Texts/composedScalar(_:)``) so a Vietnamese letter is one whole cell; a nil
    /// background takes the pixels' colour. Character by character: building the composed
    /// string first cost a tenth of a spin's CPU (a frame writes some thirty texts).
    mutating func text(
        _ text: String, x: Int, y: Int, color: RGB, background: RGB? = nil, bold: Bool = false
    ) {
        guard y >= 0, y < height else { return }
        var column = x
        for scalar in text.lazy.map(Texts.composedScalar) {
            if column >= 0, column < width {
                let bg = background ?? cellBackground(column, y)
                overlay[y * width + column] = Cell(
                    scalar, foreground: color, background: bg, bold: bold)
            }
            column += 1
        }
    }

    /// Writes `text` centred in the row span `x..<x+width`.
    mutating func text(
        _ string: String, centredIn span: Rect, y: Int, color: RGB, background: RGB? = nil,
        bold: Bool = false
    ) {
        let count = Texts.columns(string)
        text(
            string, x: span.x + (span.width - count) / 2, y: y, color: color,
            background: background, bold: bold)
    }

    /// Removes text from a rectangle of cells (so a panel can cover what was written).
    mutating func clearText(_ rect: Rect) {
        for index in cellIndices(in: rect) { overlay[index] = nil }
    }

    /// Changes every colour on the canvas, pixels and text alike (dimming behind a panel).
    mutating func recolorAll(_ transform: (RGB) -> RGB) {
        for index in pixels.indices { pixels[index] = transform(pixels[index]) }
        for index in overlay.indices {
            guard var cell = overlay[index] else { continue }
            cell.foreground = transform(cell.foreground)
            cell.background = transform(cell.background)
            overlay[index] = cell
        }
    }

    /// Replaces the text of a rectangle with its own colours blended into the background, as
    /// a blur would make it unreadable (the spec blurs the screen behind Game Over).
    mutating func smudgeText(_ rect: Rect) {
        for index in cellIndices(in: rect) {
            guard let cell = overlay[index] else { continue }
            overlay[index] = nil
            let (x, y) = (index % width, index / width)
            let mix = cell.background.mixed(with: cell.foreground, amount: 0.3)
            pixels[2 * y * width + x] = mix
            pixels[(2 * y + 1) * width + x] = mix
        }
    }

    /// The indices in the text layer of the cells of `rect` that are on the canvas.
    private func cellIndices(in rect: Rect) -> [Int] {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        return (area.y..<area.maxY).flatMap { y in (area.x..<area.maxX).map { y * width + $0 } }
    }

    /// A box blur of the pixel layer: the spec's blurred backdrop.
    mutating func blur(radius: Int) {
        guard radius > 0 else { return }
        let source = pixels
        for y in 0..<pixelHeight {
            for x in 0..<width {
                var sums = (0, 0, 0)
                var count = 0
                for sy in max(0, y - radius)...min(pixelHeight - 1, y + radius) {
                    for sx in max(0, x - radius)...min(width - 1, x + radius) {
                        let color = source[sy * width + sx]
                        sums.0 += Int(color.r)
                        sums.1 += Int(color.g)
                        sums.2 += Int(color.b)
                        count += 1
                    }
                }
                pixels[y * width + x] = RGB(
                    r: UInt8(sums.0 / count), g: UInt8(sums.1 / count), b: UInt8(sums.2 / count))
            }
        }
    }

    private func cellBackground(_ x: Int, _ y: Int) -> RGB {
        let top = pixels[2 * y * width + x]
        let bottom = pixels[(2 * y + 1) * width + x]
        return top == bottom ? top : top.mixed(with: bottom, amount: 0.5)
    }

    // MARK: - Composing

    /// The frame as cells: text where written, else a half block showing two pixels.
    func composed() -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                if let cell = overlay[y * width + x] {
                    grid[x, y] = cell
                    continue
                }
                let top = pixels[2 * y * width + x]
                let bottom = pixels[(2 * y + 1) * width + x]
                let character: Unicode.Scalar = top == bottom ? " " : Cell.upperHalf
                grid[x, y] = Cell(character, foreground: top, background: bottom)
            }
        }
        return grid
    }
}
