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

/// One frame's drawing and its buttons, topmost last.
package struct RenderedFrame: Sendable {
    package var drawList: DrawList
    package var targets: [Target]
    /// The sheet's top edge in device pixels while a sheet shows (for dragging it down).
    package var sheetTop: Int?

    package init(drawList: DrawList, targets: [Target], sheetTop: Int?) {
        self.drawList = drawList
        self.targets = targets
        self.sheetTop = sheetTop
    }

    /// The frame's height in device pixels.
    package var height: Int { drawList.height }

    /// The frame composed on the CPU, once per call (tests and goldens; the window lets SDL
    /// draw the list).
    package func composed() -> Raster { Raster(drawList) }

    /// The button at (`x`, `y`) in device pixels, if any.
    package func intent(atX x: Int, y: Int) -> Intent? {
        targets.last { $0.rect.contains(x: x, y: y) }?.intent
    }
}
