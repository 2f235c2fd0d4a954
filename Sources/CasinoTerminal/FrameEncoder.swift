import CasinoArt

/// Turns a frame into the bytes that make the terminal show it, writing only the cells that
/// changed since the previous frame (so an idle screen costs nothing and an animation frame
/// costs only the reels).
package struct FrameEncoder: Sendable {
    package var mode: ColorMode

    package init(mode: ColorMode) {
        self.mode = mode
    }

    /// The bytes that turn `previous` into `next` on screen; everything when `previous` is nil
    /// or of another size. Empty when nothing changed.
    package func encode(_ next: CellGrid, since previous: CellGrid?) -> [UInt8] {
        var out = Output(mode: mode)
        let full = previous?.width != next.width || previous?.height != next.height
        if full { out.bytes += Array("\u{1B}[0m".utf8) }
        for y in 0..<next.height {
            for x in 0..<next.width {
                let cell = next[x, y]
                if !full, previous![x, y] == cell { continue }
                if out.cursor?.0 != x || out.cursor?.1 != y {
                    // A short run of unchanged cells with the same style is cheaper to rewrite
                    // than to jump over.
                    if !full, let (cx, cy) = out.cursor, cy == y, cx < x, x - cx <= 3,
                        (cx..<x).allSatisfy({
                            out.pen?.satisfies(Pen(next[$0, y], mode: mode)) == true
                        })
                    {
                        for column in cx..<x { out.put(next[column, y]) }
                    } else {
                        out.moveTo(x, y)
                    }
                }
                out.put(cell)
                if x == next.width - 1 { out.cursor = nil }
            }
        }
        return out.bytes
    }
}

/// The SGR state of the terminal's pen.
struct Pen: Equatable {
    var foreground: RGB?
    var background: RGB?
    var bold: Bool
    var reverse: Bool
}

/// Bytes under construction, with what the terminal's cursor and pen are known to be.
private struct Output {
    let mode: ColorMode
    var bytes: [UInt8] = []
    var cursor: (Int, Int)? = nil
    var pen: Pen? = nil

    init(mode: ColorMode) {
        self.mode = mode
        bytes.reserveCapacity(4096)
    }

    mutating func moveTo(_ x: Int, _ y: Int) {
        bytes += [0x1B, 0x5B]
        numbers([y + 1, x + 1])
        bytes.append(0x48)
        cursor = (x, y)
    }

    mutating func put(_ cell: Cell) {
        let wanted = Pen(cell, mode: mode)
        if pen?.satisfies(wanted) != true { setPen(wanted) }
        var scalar = cell.character
        if scalar.value < 0x20 || scalar.value == 0x7F { scalar = " " }
        UTF8.encode(scalar) { bytes.append($0) }
        if let (x, y) = cursor { cursor = (x + 1, y) }
    }

    private mutating func setPen(_ wanted: Pen) {
        bytes += [0x1B, 0x5B]
        var first = true
        func separator() {
            if !first { bytes.append(0x3B) }
            first = false
        }
        let old = pen
        if old == nil {
            bytes.append(0x30)
            first = false
        }
        if old?.bold != wanted.bold || (old == nil && wanted.bold) {
            separator()
            if wanted.bold { bytes.append(0x31) } else if old != nil { number(22) }
        }
        if old?.reverse != wanted.reverse && (old != nil || wanted.reverse) {
            separator()
            number(wanted.reverse ? 7 : 27)
        }
        if let foreground = wanted.foreground, old?.foreground != foreground {
            separator()
            color(foreground, base: 38)
        }
        if let background = wanted.background, old?.background != background {
            separator()
            color(background, base: 48)
        }
        bytes.append(0x6D)
        // An unspecified foreground (a space) leaves the old one in place.
        pen = Pen(
            foreground: wanted.foreground ?? old?.foreground, background: wanted.background,
            bold: wanted.bold, reverse: wanted.reverse)
    }

    private mutating func color(_ color: RGB, base: Int) {
        switch mode {
        case .trueColor: numbers([base, 2, Int(color.r), Int(color.g), Int(color.b)])
        case .console16: number(ConsolePalette.code(for: color, background: base == 48))
        case .palette256, .monochrome: numbers([base, 5, Int(color.nearestXterm256)])
        }
    }

    /// Numbers separated by `;`, from a fixed-size array on the stack (a variadic list
    /// allocated an array on the heap for every colour and move).
    private mutating func numbers<let count: Int>(_ values: InlineArray<count, Int>) {
        for index in values.indices {
            if index > 0 { bytes.append(0x3B) }
            number(values[index])
        }
    }

    private mutating func number(_ value: Int) {
        if value >= 100 { bytes.append(UInt8(0x30 + value / 100)) }
        if value >= 10 { bytes.append(UInt8(0x30 + value / 10 % 10)) }
        bytes.append(UInt8(0x30 + value % 10))
    }
}

extension Pen {
    /// Whether drawing with this pen looks like drawing with `wanted` (a space does not care
    /// about the foreground).
    func satisfies(_ wanted: Pen) -> Bool {
        bold == wanted.bold && reverse == wanted.reverse
            && background == wanted.background
            && (wanted.foreground == nil || foreground == wanted.foreground)
    }

    init(_ cell: Cell, mode: ColorMode) {
        bold = cell.bold
        if mode == .monochrome {
            foreground = nil
            background = nil
            reverse = cell.background.luma > 0.5
        } else {
            foreground = cell.character == " " ? nil : cell.foreground
            background = cell.background
            reverse = false
        }
    }
}
