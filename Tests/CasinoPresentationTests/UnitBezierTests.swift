import CasinoPresentation
import Testing

@Test func easeOutMatchesTheCurveDefinition() {
    let curve = UnitBezier.easeOut
    // Points on the curve from its Bernstein definition with P0 = (0,0), P1 = (0,0),
    // P2 = (0.58,1), P3 = (1,1): x(s) = 3(1−s)s²·0.58 + s³, y(s) = 3(1−s)s² + s³.
    for step in 0...100 {
        let s = Double(step) / 100
        let x = 3 * (1 - s) * s * s * 0.58 + s * s * s
        let y = 3 * (1 - s) * s * s + s * s * s
        #expect(abs(curve.progress(at: x) - y) < 1e-9, "at s = \(s)")
    }
}
