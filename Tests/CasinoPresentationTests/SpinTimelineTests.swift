import CasinoPresentation
import Testing

/// The ease-out curve evaluated from its definition by bisection on the parameter, as an
/// independent check of the solver in `UnitBezier`.
private func easeOutByDefinition(_ x: Double) -> Double {
    func bx(_ s: Double) -> Double { 3 * (1 - s) * s * s * 0.58 + s * s * s }
    func by(_ s: Double) -> Double { 3 * (1 - s) * s * s + s * s * s }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bx(mid) < x { low = mid } else { high = mid }
    }
    return by((low + high) / 2)
}

@Test func easeOutIsNotTheNaiveParameterReading() {
    // Reading y at s = time is a common mistake; the two differ visibly mid-animation.
    let naive = 3 * 0.5 * 0.25 + 0.125
    #expect(abs(UnitBezier.easeOut.progress(at: 0.5) - naive) > 0.05)
    #expect(abs(UnitBezier.easeOut.progress(at: 0.5) - easeOutByDefinition(0.5)) < 1e-9)
}

@Test(arguments: [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.299])
func leavingPhaseFadesOutAndRisesOnTheCurve(elapsed: Double) {
    let frame = SpinTimeline.spec.frame(from: 3, to: 7, elapsed: elapsed)
    let p = easeOutByDefinition(elapsed / 0.3)
    #expect(frame.stop == 3, "the old symbol leaves")
    #expect(abs(frame.opacity - (1 - p)) < 1e-9)
    #expect(abs(frame.offset - (-50 * p)) < 1e-9)
}

@Test(arguments: [0.3, 0.35, 0.5, 0.65, 0.8, 0.95, 0.999])
func arrivingPhaseFadesInAndComesDownOnTheCurve(elapsed: Double) {
    let frame = SpinTimeline.spec.frame(from: 3, to: 7, elapsed: elapsed)
    let p = easeOutByDefinition((elapsed - 0.3) / 0.7)
    #expect(frame.stop == 7, "the new symbol arrives")
    #expect(abs(frame.opacity - p) < 1e-9)
    #expect(abs(frame.offset - (-50 * (1 - p))) < 1e-9)
}

@Test func reelsRestOnTheNewSymbolAfterOneSecond() {
    #expect(SpinTimeline.spec.duration == 1.0)
    #expect(SpinTimeline.spec.frame(from: 3, to: 7, elapsed: 1.0) == ReelFrame(stop: 7))
    #expect(SpinTimeline.spec.frame(from: 3, to: 7, elapsed: 5) == ReelFrame(stop: 7))
    #expect(SpinTimeline.spec.frame(from: 3, to: 7, elapsed: -1) == ReelFrame(stop: 3))
}

@Test func theIconIsHiddenAtTheSwapAndTheCurvesMeet() {
    let before = SpinTimeline.spec.frame(from: 3, to: 7, elapsed: 0.3 - 1e-9)
    let after = SpinTimeline.spec.frame(from: 3, to: 7, elapsed: 0.3)
    #expect(before.opacity < 1e-6 && after.opacity < 1e-6)
    #expect(abs(before.offset + 50) < 1e-6 && abs(after.offset + 50) < 1e-6)
}

@Test func reducedMotionNeverMovesTheIcon() {
    for step in 0...40 {
        let frame = SpinTimeline.reducedMotion.frame(from: 1, to: 2, elapsed: Double(step) / 40)
        #expect(frame.offset == 0)
    }
}
