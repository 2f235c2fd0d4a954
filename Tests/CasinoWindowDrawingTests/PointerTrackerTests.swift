import CasinoArt
import CasinoPresentation
import Testing

@testable import CasinoWindowDrawing

/// The window's pointer rules as values, for the mouse and a finger alike: what lights up,
/// what a press asks for, and when a dragged Info sheet closes.
@Suite struct PointerTrackerTests {
    /// A 100 × 400 frame with SPIN at the top and, below y = 200, an Info sheet whose × sits
    /// at its top right.
    let frame = RenderedFrame(
        drawList: DrawList(width: 100, height: 400),
        targets: [
            Target(rect: PixelRect(x: 10, y: 10, width: 40, height: 20), intent: .spin),
            Target(rect: PixelRect(x: 80, y: 200, width: 20, height: 20), intent: .closePanel),
        ], sheetTop: 200)

    @Test func theButtonUnderThePointerLightsUpAndGoesOutWhenItLeaves() {
        var pointer = PointerTracker()
        let onSpin = pointer.move(to: (20, 20), over: frame)
        #expect(onSpin)
        #expect(pointer.state.hovered == .spin)
        let stillOnSpin = pointer.move(to: (25, 20), over: frame)
        #expect(!stillOnSpin, "still on SPIN: no redraw")
        let offIt = pointer.move(to: (60, 100), over: frame)
        #expect(offIt)
        #expect(pointer.state.hovered == nil)
        _ = pointer.move(to: (20, 20), over: frame)
        pointer.leave()
        #expect(pointer.state.hovered == nil)
    }

    @Test func aPressCountsOnlyWhenReleasedOnTheSameButton() {
        var pointer = PointerTracker()
        pointer.press(at: (20, 20), over: frame)
        #expect(pointer.state.pressed == .spin, "shown pressed while held")
        let releasedOnIt = pointer.release(at: (30, 25), over: frame)
        #expect(releasedOnIt == .spin)
        #expect(pointer.state.pressed == nil)

        pointer.press(at: (20, 20), over: frame)
        let releasedOffIt = pointer.release(at: (60, 100), over: frame)
        #expect(releasedOffIt == nil, "released off it: nothing")
        pointer.press(at: (60, 100), over: frame)
        let pressedOffIt = pointer.release(at: (20, 20), over: frame)
        #expect(pressedOffIt == nil, "pressed off it: nothing")
    }

    @Test func aSheetDraggedAQuarterOfTheWayDownCloses() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        let followed = pointer.move(to: (50, 300), over: frame)
        #expect(followed)
        #expect(pointer.state.sheetDrag == 50, "the sheet follows the pointer")
        let released = pointer.release(at: (50, 351), over: frame)
        #expect(released == .closePanel)
        #expect(pointer.state.sheetDrag == 0)
    }

    @Test func aShorterDragSpringsBackAndAnUpwardOneDoesNotMoveTheSheet() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        _ = pointer.move(to: (50, 200), over: frame)
        #expect(pointer.state.sheetDrag == 0, "the sheet never rises above its place")
        _ = pointer.move(to: (50, 340), over: frame)
        let released = pointer.release(at: (50, 349), over: frame)
        #expect(released == nil, "99 of 400: springs back")
        #expect(pointer.state.sheetDrag == 0)
    }

    @Test func pressingTheSheetsButtonPressesItInsteadOfDragging() {
        var pointer = PointerTracker()
        pointer.press(at: (90, 210), over: frame)
        _ = pointer.move(to: (90, 215), over: frame)
        #expect(pointer.state.sheetDrag == 0)
        let released = pointer.release(at: (90, 215), over: frame)
        #expect(released == .closePanel)
    }

    @Test func aDragAboveTheSheetIsNoDrag() {
        var pointer = PointerTracker()
        pointer.press(at: (60, 100), over: frame)
        _ = pointer.move(to: (60, 390), over: frame)
        #expect(pointer.state.sheetDrag == 0)
        let released = pointer.release(at: (60, 390), over: frame)
        #expect(released == nil)
    }

    @Test func aNewFrameMovesTheHoverWithItsButtons() {
        var pointer = PointerTracker()
        _ = pointer.move(to: (20, 20), over: frame)
        let moved = RenderedFrame(drawList: frame.drawList, targets: [], sheetTop: nil)
        let changed = pointer.refresh(over: moved)
        #expect(changed)
        #expect(pointer.state.hovered == nil)
        let changedAgain = pointer.refresh(over: moved)
        #expect(!changedAgain)
    }

    @Test func somethingSentToTheGameLetsADraggedSheetGo() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        _ = pointer.move(to: (50, 300), over: frame)
        pointer.intentSent()
        #expect(pointer.state.sheetDrag == 0)
    }
}
