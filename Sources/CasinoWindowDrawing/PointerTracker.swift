import CasinoPresentation

/// The window's pointer rules, for the mouse and a finger alike, kept apart from SDL so they
/// are tested as values: hover and pressed looks, a press that counts only if it is released
/// on the same button, and the Info sheet that follows a drag and closes, as on iOS, when it
/// is let go a quarter of the way down (a shorter drag springs back).
///
/// Points are in the drawn frame's device pixels; every rule reads the buttons of the last
/// frame drawn, which is what the player sees.
package struct PointerTracker: Sendable, Hashable {
    /// What the drawing shows of the pointer.
    package private(set) var state = PointerState()
    private var position = Point(x: 0, y: 0)
    /// Where a drag of the sheet began (its height on screen), while one goes on.
    private var dragStart: Int?

    /// The share of the frame's height a sheet must be dragged down to close.
    package static let closingDragShare = 0.25

    package init() {}

    /// The pointer moved to `point`: a dragged sheet follows it, and the button under it
    /// lights up. Returns whether the drawing changed.
    package mutating func move(to point: (x: Int, y: Int), over frame: RenderedFrame?) -> Bool {
        let before = state
        position = Point(x: point.x, y: point.y)
        if let start = dragStart { state.sheetDrag = max(0, point.y - start) }
        state.hovered = frame?.intent(atX: point.x, y: point.y)
        return state != before
    }

    /// A button or finger went down at `point`: a button shows pressed; on the sheet, away
    /// from its buttons, a drag begins.
    package mutating func press(at point: (x: Int, y: Int), over frame: RenderedFrame?) {
        _ = move(to: point, over: frame)
        let hit = frame?.intent(atX: point.x, y: point.y)
        state.pressed = hit
        if hit == nil, let top = frame?.sheetTop, point.y >= top { dragStart = point.y }
    }

    /// The button or finger came up at `point`. Returns what the press asks for: the button
    /// it went down on, if it came up there too; closing the sheet, after a long enough drag.
    package mutating func release(at point: (x: Int, y: Int), over frame: RenderedFrame?)
        -> Intent?
    {
        _ = move(to: point, over: frame)
        defer { state.pressed = nil }
        if let start = dragStart {
            dragStart = nil
            state.sheetDrag = 0
            let height = frame?.height ?? 0
            let closes = Double(point.y - start) > Double(height) * Self.closingDragShare
            return closes ? .closePanel : nil
        }
        guard let pressed = state.pressed, frame?.intent(atX: point.x, y: point.y) == pressed
        else { return nil }
        return pressed
    }

    /// The pointer left the window, or the finger lifted: nothing is hovered.
    package mutating func leave() {
        state.hovered = nil
    }

    /// A new frame was drawn: the button under the pointer may have moved or gone. Returns
    /// whether the drawing changed.
    package mutating func refresh(over frame: RenderedFrame?) -> Bool {
        let hovered = frame?.intent(atX: position.x, y: position.y)
        defer { state.hovered = hovered }
        return hovered != state.hovered
    }

    /// Something happened to the game: a sheet being dragged is let go where it is.
    package mutating func intentSent() {
        state.sheetDrag = 0
    }

    private struct Point: Sendable, Hashable {
        var x: Int
        var y: Int
    }
}
