/// Runs a play session on any ``FrontEnd``: the one loop of the terminal, the window and
/// plain mode.
///
/// Each turn it takes the problems posted for the player, tells the controller whether the game
/// can be seen, fires what is due, draws when something changed, and sleeps until the
/// controller's next change or input, whichever comes first. It draws after every input,
/// after every wake at a scheduled time (a revealed spin, an expired notice, the session's
/// next minute), on every frame while something moves and once more when it stops, and never
/// while idle, so a game left alone uses no CPU.
package struct SessionDriver {
    /// The game being played; the caller reads it after ``run(_:)`` to save or report.
    package private(set) var controller: PlayController
    private let clock: () -> Double
    private let mailbox: PostedProblems

    /// - Parameters:
    ///   - clock: seconds on a monotonic clock, the one the controller was started on.
    ///   - mailbox: problems posted from other threads (the sound system's).
    package init(controller: PlayController, clock: @escaping () -> Double, mailbox: PostedProblems)
    {
        self.controller = controller
        self.clock = clock
        self.mailbox = mailbox
    }

    /// Plays until the player quits, a signal ends the session or the front end throws.
    package mutating func run(_ frontEnd: some FrontEnd) throws -> Ending {
        mailbox.setWake(frontEnd.wake)
        defer { mailbox.setWake(nil) }
        var needsDraw = true
        // When the next frame of a movement is due. Frames keep to this grid rather than
        // counting an interval from the last one, so a wake that comes late (SDL waits whole
        // milliseconds) delays one frame, not all that follow (issue 16: 57 frames a second).
        var nextFrame = -Double.infinity
        // Whether the last frame drawn was one of a movement: its end must be drawn even when
        // the wake that finds it over was early, or brought only input the game ignores (a
        // key's release).
        var drewMovement = false
        controller.setScreenVisible(frontEnd.isScreenVisible, at: clock())
        while true {
            let now = clock()
            for problem in mailbox.take() {
                controller.report(problem, at: now)
                needsDraw = true
            }
            controller.advance(to: now)
            let deadline: Double
            let moving: Bool
            switch controller.nextChange(after: now) {
            case .everyFrame:
                let frameDue = now >= nextFrame - Self.frameSlack
                if frameDue {
                    needsDraw = true
                    nextFrame += frontEnd.frameInterval
                    // Behind by a whole frame or more (a stall, or the first frame): start
                    // the grid again from now rather than drawing the missed frames at once.
                    if nextFrame <= now { nextFrame = now + frontEnd.frameInterval }
                }
                deadline = nextFrame
                moving = true
            case .at(let time):
                if drewMovement { needsDraw = true }
                deadline = time
                moving = false
            }
            if needsDraw {
                frontEnd.draw(controller.screen(at: now), at: now)
                needsDraw = false
                drewMovement = moving
            }
            let events = try frontEnd.waitForInput(until: deadline)
            // Woken at the scheduled time: the screen changed by itself.
            if clock() >= deadline { needsDraw = true }
            // Before the input: a key pressed at a window just minimised must not play.
            if frontEnd.isScreenVisible != controller.isScreenVisible {
                controller.setScreenVisible(frontEnd.isScreenVisible, at: clock())
                needsDraw = true
            }
            for event in events {
                if let ending = apply(event) { return ending }
                needsDraw = true
            }
        }
    }

    /// What one event does to the game; the ending, if it ends the session.
    private mutating func apply(_ event: FrontEndEvent) -> Ending? {
        let now = clock()
        let panel = controller.visiblePanel(at: now)
        let bets = controller.rules.betOptions
        let intent: Intent?
        switch event {
        case .key(let key):
            if KeyBindings.quits(key) { return .quit }
            intent = KeyBindings.intent(for: key, panel: panel, betOptions: bets)
        case .button(let button):
            intent = GamepadBindings.intent(for: button, panel: panel, betOptions: bets)
        case .intent(let given): intent = given
        case .redraw: intent = nil
        case .end(let ending): return ending
        }
        if let intent { controller.handle(intent, at: now) }
        return nil
    }

    /// How early a frame may be drawn and still count as on time: a wake a little before its
    /// deadline must not skip the frame and wait a whole interval more.
    static let frameSlack = 0.001
}
