/// Why a play session ended, whatever the front end.
package enum Ending: Sendable, Hashable {
    /// The player quit (q, the window's close button, the end of plain mode's input).
    case quit
    /// SIGINT, SIGTERM or SIGHUP arrived (or Ctrl-C was typed): the program exits as that
    /// signal would, once the front end has put everything back.
    case signal(Int32)
}

/// Something a front end saw while it waited, in words every front end shares, so that the
/// ``SessionDriver`` maps keys and buttons through one binding table for all of them.
package enum FrontEndEvent: Sendable, Hashable {
    /// A key, mapped by ``KeyBindings`` for the panel on screen.
    case key(Key)
    /// A gamepad button, mapped by ``GamepadBindings``.
    case button(GamepadButton)
    /// Input that already means something: a click or tap on a button, a plain-mode command.
    case intent(Intent)
    /// Nothing for the game, but the screen must be drawn again (a resize, an exposed window,
    /// a hover or a drag that changed how a button looks).
    case redraw
    /// The session is over.
    case end(Ending)
}

/// What a front end does for the ``SessionDriver``: draw a ``Screen``, wait for input until a
/// time, and say whether the player can see the game. It runs no loop and keeps no timing of
/// its own beyond what its device needs (a pending escape sequence, a rumble pulse), so a
/// fix to timing, notices or endings is made once, in the driver, for every front end.
package protocol FrontEnd: AnyObject {
    /// Seconds between two frames while something moves. Zero when presenting a frame
    /// itself waits for the display's refresh (vsync), so the driver need not pace it.
    var frameInterval: Double { get }

    /// Whether the player can see the game now: false while a terminal is too small for it
    /// or a window is minimised. The controller drops input meanwhile.
    var isScreenVisible: Bool { get }

    /// Shows `screen`, the game at `now`.
    func draw(_ screen: Screen, at now: Double)

    /// Sleeps until input arrives or `deadline` passes (nil: until input), then returns what
    /// happened, which may be nothing. A throw ends the session as a failure.
    func waitForInput(until deadline: Double?) throws -> [FrontEndEvent]

    /// Wakes ``waitForInput(until:)`` from any thread: a line was posted for the player.
    var wake: @Sendable () -> Void { get }
}
