import CasinoArt
import CasinoPresentation
import XCTest

@testable import CasinoWindowDrawing

/// The window's pointer rules as values, for the mouse and a finger alike: what lights up,
/// what a press asks for, and when a dragged Info sheet closes.
final class PointerTrackerTests: XCTestCase {
    /// A 100 × 400 frame with SPIN at the top and, below y = 200, an Info sheet whose × sits
    /// at its top right.
    let frame = RenderedFrame(
        drawList: DrawList(width: 100, height: 400),
        targets: [
            Target(rect: PixelRect(x: 10, y: 10, width: 40, height: 20), intent: .spin),
            Target(rect: PixelRect(x: 80, y: 200, width: 20, height: 20), intent: .closePanel),
        ], sheetTop: 200)

    func testTheButtonUnderThePointerLightsUpAndGoesOutWhenItLeaves() {
        var pointer = PointerTracker()
        XCTAssertTrue(pointer.move(to: (20, 20), over: frame))
        XCTAssertEqual(pointer.state.hovered, .spin)
        XCTAssertFalse(pointer.move(to: (25, 20), over: frame), "still on SPIN: no redraw")
        XCTAssertTrue(pointer.move(to: (60, 100), over: frame))
        XCTAssertNil(pointer.state.hovered)
        _ = pointer.move(to: (20, 20), over: frame)
        pointer.leave()
        XCTAssertNil(pointer.state.hovered)
    }

    func testAPressCountsOnlyWhenReleasedOnTheSameButton() {
        var pointer = PointerTracker()
        pointer.press(at: (20, 20), over: frame)
        XCTAssertEqual(pointer.state.pressed, .spin, "shown pressed while held")
        XCTAssertEqual(pointer.release(at: (30, 25), over: frame), .spin)
        XCTAssertNil(pointer.state.pressed)

        pointer.press(at: (20, 20), over: frame)
        XCTAssertNil(pointer.release(at: (60, 100), over: frame), "released off it: nothing")
        pointer.press(at: (60, 100), over: frame)
        XCTAssertNil(pointer.release(at: (20, 20), over: frame), "pressed off it: nothing")
    }

    func testASheetDraggedAQuarterOfTheWayDownCloses() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        XCTAssertTrue(pointer.move(to: (50, 300), over: frame))
        XCTAssertEqual(pointer.state.sheetDrag, 50, "the sheet follows the pointer")
        XCTAssertEqual(pointer.release(at: (50, 351), over: frame), .closePanel)
        XCTAssertEqual(pointer.state.sheetDrag, 0)
    }

    func testAShorterDragSpringsBackAndAnUpwardOneDoesNotMoveTheSheet() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        _ = pointer.move(to: (50, 200), over: frame)
        XCTAssertEqual(pointer.state.sheetDrag, 0, "the sheet never rises above its place")
        _ = pointer.move(to: (50, 340), over: frame)
        XCTAssertNil(pointer.release(at: (50, 349), over: frame), "99 of 400: springs back")
        XCTAssertEqual(pointer.state.sheetDrag, 0)
    }

    func testPressingTheSheetsButtonPressesItInsteadOfDragging() {
        var pointer = PointerTracker()
        pointer.press(at: (90, 210), over: frame)
        _ = pointer.move(to: (90, 215), over: frame)
        XCTAssertEqual(pointer.state.sheetDrag, 0)
        XCTAssertEqual(pointer.release(at: (90, 215), over: frame), .closePanel)
    }

    func testADragAboveTheSheetIsNoDrag() {
        var pointer = PointerTracker()
        pointer.press(at: (60, 100), over: frame)
        _ = pointer.move(to: (60, 390), over: frame)
        XCTAssertEqual(pointer.state.sheetDrag, 0)
        XCTAssertNil(pointer.release(at: (60, 390), over: frame))
    }

    func testANewFrameMovesTheHoverWithItsButtons() {
        var pointer = PointerTracker()
        _ = pointer.move(to: (20, 20), over: frame)
        let moved = RenderedFrame(drawList: frame.drawList, targets: [], sheetTop: nil)
        XCTAssertTrue(pointer.refresh(over: moved))
        XCTAssertNil(pointer.state.hovered)
        XCTAssertFalse(pointer.refresh(over: moved))
    }

    func testSomethingSentToTheGameLetsADraggedSheetGo() {
        var pointer = PointerTracker()
        pointer.press(at: (50, 250), over: frame)
        _ = pointer.move(to: (50, 300), over: frame)
        pointer.intentSent()
        XCTAssertEqual(pointer.state.sheetDrag, 0)
    }
}
