import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import TestSupport
import Testing

// What a front end that animates by itself (SwiftUI) needs from the controller: when to
// schedule the spin's moments, and which panel is open rather than sliding away.

@Test func aSpinSaysWhenItsIconsHideAndWhenItsReelsLand() throws {
    var controller = makeController(outcomes: [outcome([3, 3, 3])])
    #expect(controller.spinTiming(at: 0) == nil, "no reels move before the press")
    controller.handle(.spin, at: 2)
    let timing = try #require(controller.spinTiming(at: 2.5))
    #expect(timing.start == 2)
    #expect(timing.hidden == 2 + SpinTimeline.spec.leaving)
    #expect(timing.lands == 3, "the spec's spin lasts one second")
    // The result shows exactly then: before it the counters are the old ones.
    #expect(controller.screen(at: timing.lands - 0.001).coins == 100)
    #expect(controller.screen(at: timing.lands).coins == 200)
    #expect(controller.spinTiming(at: timing.lands) == nil, "landed")
}

@Test func reducedMotionSpinsOnTheCrossFadesTimeline() throws {
    var controller = makeController(
        outcomes: [outcome([0, 1, 2])], settings: Preferences(reducedMotion: true))
    #expect(controller.spinTimeline == .reducedMotion)
    controller.handle(.spin, at: 0)
    let timing = try #require(controller.spinTiming(at: 0))
    #expect(timing.timeline == .reducedMotion)
    #expect(timing.lands == SpinTimeline.reducedMotion.duration)
}

@Test func aClosedInfoSheetIsNoLongerOpenWhileItSlidesAway() throws {
    var controller = makeController()
    controller.handle(.info, at: 0)
    #expect(controller.screen(at: 1).openPanel == .info)
    controller.handle(.closePanel, at: 1)
    let sliding = try #require(controller.screen(at: 1).panel, "still drawn while it slides")
    #expect(sliding.panel == .info && sliding.isClosing && sliding.presence == 1)
    #expect(controller.screen(at: 1).openPanel == nil, "a sheet bound to it stays closed")
    #expect(controller.screen(at: 5).panel == nil)
}
