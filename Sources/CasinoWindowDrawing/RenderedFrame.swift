import CasinoArt
import CasinoPresentation

/// A button on screen: where it is in device pixels and what pressing it asks for.
package struct Target: Sendable, Hashable {
    package var rect: PixelRect
    package var intent: Intent
}

/// What the pointer is doing, so buttons show hover and pressed states and the Info sheet
/// follows a drag. Kept by the front end; the drawing only shows it.
package struct PointerState: Sendable, Hashable {
    /// The button under the pointer.
    package var hovered: Intent?
    /// The button held down (shown pressed while the pointer stays on it).
    package var pressed: Intent?
    /// How far the Info sheet has been dragged down, in device pixels.
    package var sheetDrag: Int

    package init(hovered: Intent? = nil, pressed: Intent? = nil, sheetDrag: Int = 0) {
        self.hovered = hovered
        self.pressed = pressed
        self.sheetDrag = sheetDrag
    }
}

/// One drawn frame and its buttons, topmost last.
package struct RenderedFrame: Sendable {
    package var raster: Raster
    package var targets: [Target]
    /// The sheet's top edge in device pixels while a sheet shows (for dragging it down).
    package var sheetTop: Int?

    /// The button at (`x`, `y`) in device pixels, if any.
    package func intent(atX x: Int, y: Int) -> Intent? {
        targets.last { $0.rect.contains(x: x, y: y) }?.intent
    }
}
