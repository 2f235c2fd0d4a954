import CasinoArt
import CasinoPresentation

/// Draws in art pixels of the design grid into a device-pixel frame's draw list, and records
/// the buttons it draws so hit testing always matches the picture.
struct Painter {
    var list: DrawList
    let geometry: ScreenGeometry
    let pointer: PointerState
    var targets: [Target] = []
    /// Device pixels added to every y, for a sheet sliding or being dragged.
    var shiftY = 0

    /// Where the lines of text already drawn are kept.
    let textPictures: TextPictures

    init(geometry: ScreenGeometry, pointer: PointerState, textPictures: TextPictures) {
        self.textPictures = textPictures
        list = DrawList(width: geometry.width, height: geometry.height)
        self.geometry = geometry
        self.pointer = pointer
    }

    var scale: Int { geometry.scale }

    func device(_ rect: PixelRect) -> PixelRect { geometry.device(rect).offsetBy(dy: shiftY) }

    /// A translucent (or opaque) rounded rectangle.
    mutating func fill(_ rect: PixelRect, _ color: RGBA, radius: Int = 0) {
        guard color.alpha > 0 else { return }
        list.append(.fill(device(rect), color, radius: radius * scale))
    }

    /// The whole frame, in device pixels, overlaid with `color`.
    mutating func fillFrame(_ color: RGBA) {
        guard color.alpha > 0 else { return }
        list.append(.fill(list.bounds, color, radius: 0))
    }

    /// The background gradient over the whole frame.
    mutating func gradient(_ ramp: ColorRamp) { list.append(.gradient(ramp)) }

    mutating func fill(_ rect: PixelRect, _ color: RGB, radius: Int = 0) {
        fill(rect, RGBA(color, alpha: 255), radius: radius)
    }

    /// `image` at art position (`x`, `y`), each of its pixels `zoom` art pixels wide;
    /// `dy` moves it by device pixels (smooth motion between art pixels). `tint` recolours
    /// the art-resolution image, so a window still uploads it small.
    mutating func image(
        _ image: PixelImage, x: Int, y: Int, zoom: Int = 1, dy: Int = 0, opacity: Double = 1,
        clip: PixelRect? = nil, tint: ((RGB) -> RGB)? = nil
    ) {
        let alpha = DrawList.alpha(opacity)
        guard alpha > 0 else { return }
        let origin = device(PixelRect(x: x, y: y, width: 0, height: 0))
        list.append(
            .image(
                tint.map { image.mapColors($0) } ?? image, x: origin.x, y: origin.y + dy,
                zoom: zoom * scale, alpha: alpha, clip: clip.map(device)))
    }

    /// `image` centred in `rect`.
    mutating func image(
        _ image: PixelImage, centredIn rect: PixelRect, zoom: Int = 1, dy: Int = 0,
        tint: ((RGB) -> RGB)? = nil
    ) {
        self.image(
            image, x: rect.x + (rect.width - image.width * zoom) / 2,
            y: rect.y + (rect.height - image.height * zoom) / 2, zoom: zoom, dy: dy, tint: tint)
    }

    /// One line of text; returns its width in art pixels.
    @discardableResult
    mutating func text(
        _ text: String, x: Int, y: Int, color: RGB, font: PixelFont = .tiny, zoom: Int = 1
    ) -> Int {
        let picture = textPictures.picture(text, font: font, color: color)
        // `y` is the capitals' top: the marks of an accented letter sit above it.
        image(picture, x: x, y: y - font.ascent(of: text) * zoom, zoom: zoom)
        return picture.width * zoom
    }

    /// One line of text centred across `rect` at `y`.
    mutating func text(
        _ text: String, centredIn rect: PixelRect, y: Int, color: RGB, font: PixelFont = .tiny,
        zoom: Int = 1
    ) {
        let width = font.width(of: text) * zoom
        self.text(
            text, x: rect.x + (rect.width - width) / 2, y: y, color: color, font: font, zoom: zoom)
    }

    /// One line of text ending at `maxX`.
    mutating func text(
        _ text: String, rightAlignedTo maxX: Int, y: Int, color: RGB, font: PixelFont = .tiny,
        zoom: Int = 1
    ) {
        let width = font.width(of: text) * zoom
        self.text(text, x: maxX - width, y: y, color: color, font: font, zoom: zoom)
    }

    /// A button: hovered it brightens, pressed it sinks one art pixel; its rectangle becomes
    /// a target for `intent`. `draw` paints it given the pressed offset and colour tint.
    mutating func button(
        _ rect: PixelRect, _ intent: Intent,
        draw: (inout Painter, _ dy: Int, _ tint: ((RGB) -> RGB)?) -> Void
    ) {
        let isPressed = pointer.pressed == intent && pointer.hovered == intent
        let isHovered = pointer.hovered == intent
        let tint: ((RGB) -> RGB)? =
            isPressed
            ? { $0.mixed(with: .black, amount: ButtonLook.pressedDarken) }
            : isHovered ? { $0.lightened(by: ButtonLook.hoverLighten) } : nil
        draw(&self, isPressed ? scale : 0, tint)
        targets.append(Target(rect: device(rect), intent: intent))
    }

    /// Removes every target: a panel is modal, the screen under it stops answering.
    mutating func clearTargets() { targets.removeAll() }
}

/// How buttons answer the pointer.
enum ButtonLook {
    /// How much a hovered button lightens toward white.
    static let hoverLighten = 0.18
    /// How much a pressed (or unavailable) button darkens toward black.
    static let pressedDarken = 0.22
    /// A soft shadow under raised things: black at this opacity, offset by `shadowOffset`.
    static let shadow = RGBA(.black, opacity: 0.3)
    static let shadowOffset = 2
}
