import CasinoArt
import CasinoPresentation

/// A button on screen: where it is in device pixels and what pressing it asks for.
public struct Target: Sendable, Hashable {
    public var rect: PixelRect
    public var intent: Intent
}

/// What the pointer is doing, so buttons show hover and pressed states and the Info sheet
/// follows a drag. Kept by the front end; the drawing only shows it.
public struct PointerState: Sendable, Hashable {
    /// The button under the pointer.
    public var hovered: Intent?
    /// The button held down (shown pressed while the pointer stays on it).
    public var pressed: Intent?
    /// How far the Info sheet has been dragged down, in device pixels.
    public var sheetDrag: Int

    public init(hovered: Intent? = nil, pressed: Intent? = nil, sheetDrag: Int = 0) {
        self.hovered = hovered
        self.pressed = pressed
        self.sheetDrag = sheetDrag
    }
}

/// One drawn frame and its buttons, topmost last.
public struct RenderedFrame: Sendable {
    public var raster: Raster
    public var targets: [Target]
    /// The sheet's top edge in device pixels while a sheet shows (for dragging it down).
    public var sheetTop: Int?

    /// The button at (`x`, `y`) in device pixels, if any.
    public func intent(atX x: Int, y: Int) -> Intent? {
        targets.last { $0.rect.contains(x: x, y: y) }?.intent
    }
}
