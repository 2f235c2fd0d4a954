import Foundation
import Testing

@testable import CasinoLab

/// Reference values: closed forms where they exist (Q(1, x) = e⁻ˣ; a chi-square with 2 or 4
/// degrees of freedom), textbook critical values, and otherwise SciPy 1.17
/// (`scipy.special.gammaincc`, `scipy.stats.chi2.sf`, `math.erfc`, `math.lgamma`).
struct SpecialFunctionsTests {
    func close(_ a: Double, _ b: Double, relative: Double = 1e-10) -> Bool {
        abs(a - b) <= relative * max(abs(a), abs(b), 1e-300)
    }

    @Test func logGammaMatchesFactorialsAndTheHalfIntegerValue() {
        #expect(
            close(SpecialFunctions.logGamma(1), 0, relative: 1)
                && abs(SpecialFunctions.logGamma(1)) < 1e-14)
        #expect(close(SpecialFunctions.logGamma(10), log(362_880)))
        #expect(close(SpecialFunctions.logGamma(0.5), 0.5 * log(Double.pi)))
        #expect(close(SpecialFunctions.logGamma(863.5), 4972.156_768_657_017))
        #expect(close(SpecialFunctions.logGamma(0.25), 1.288_022_524_698_077_5))
    }

    @Test func incompleteGammaMatchesClosedForms() {
        for x in [0.1, 1.0, 2.5, 10.0, 40.0] {
            #expect(close(SpecialFunctions.regularizedGammaQ(1, x), exp(-x)))
            #expect(close(SpecialFunctions.regularizedGammaP(1, x), 1 - exp(-x)))
            // Chi-square with 4 degrees of freedom: Q(2, x) = e⁻ˣ (1 + x).
            #expect(close(SpecialFunctions.regularizedGammaQ(2, x), exp(-x) * (1 + x)))
        }
        #expect(SpecialFunctions.regularizedGammaQ(3, 0) == 1)
        #expect(SpecialFunctions.regularizedGammaP(3, 0) == 0)
    }

    @Test func incompleteGammaMatchesSciPyOnBothSidesOfTheSwitch() {
        #expect(close(SpecialFunctions.regularizedGammaQ(3.5, 2.0), 0.779_777_408_475_716))
        #expect(close(SpecialFunctions.regularizedGammaP(3.5, 2.0), 0.220_222_591_524_284_06))
        #expect(
            close(
                SpecialFunctions.regularizedGammaQ(100, 150), 5.924_540_335_483_916e-06,
                relative: 1e-8))
        #expect(
            close(
                SpecialFunctions.regularizedGammaQ(0.5, 40), 3.744_097_384_202_887e-19,
                relative: 1e-8))
    }

    @Test func erfcMatchesKnownValues() {
        #expect(SpecialFunctions.erfc(0) == 1)
        #expect(close(SpecialFunctions.erfc(0.5), 0.479_500_122_186_953_5))
        #expect(close(SpecialFunctions.erfc(1), 0.157_299_207_050_285_13))
        #expect(close(SpecialFunctions.erfc(2), 0.004_677_734_981_047_265))
        #expect(close(SpecialFunctions.erfc(3), 2.209_049_699_858_543_8e-05))
        #expect(close(SpecialFunctions.erfc(5), 1.537_459_794_428_034_7e-12, relative: 1e-8))
        #expect(close(SpecialFunctions.erfc(-1), 1.842_700_792_949_714_8))
    }

    @Test func chiSquareCriticalValuesGiveTheirLevels() {
        // χ²(2) survival is e^(−x/2) exactly.
        #expect(close(PValue.chiSquare(10, degreesOfFreedom: 2), exp(-5)))
        #expect(
            close(
                PValue.chiSquare(3.841_458_820_694_124, degreesOfFreedom: 1), 0.05, relative: 1e-9))
        #expect(
            close(
                PValue.chiSquare(24.724_970_311_318_28, degreesOfFreedom: 11), 0.01, relative: 1e-9)
        )
        #expect(
            close(
                PValue.chiSquare(200, degreesOfFreedom: 143), 0.001_171_834_141_266_771_1,
                relative: 1e-8))
        #expect(
            close(
                PValue.chiSquare(1800, degreesOfFreedom: 1727), 0.108_166_663_037_123_91,
                relative: 1e-8))
        #expect(
            close(
                PValue.chiSquare(1650, degreesOfFreedom: 1727), 0.906_379_282_006_622_7,
                relative: 1e-8))
        #expect(
            close(
                PValue.chiSquare(2000, degreesOfFreedom: 1727), 4.669_049_837_230_8e-06,
                relative: 1e-7))
        #expect(PValue.chiSquare(0, degreesOfFreedom: 5) == 1)
    }

    @Test func normalTwoSidedPValues() {
        #expect(close(PValue.normalTwoSided(1.959_963_984_540_054), 0.05, relative: 1e-9))
        #expect(close(PValue.normalTwoSided(-3), 0.002_699_796_063_260_186_6, relative: 1e-9))
        #expect(PValue.normalTwoSided(0) == 1)
    }
}

extension SpecialFunctions {
    /// P(a, x) = γ(a, x) / Γ(a), the regularized lower incomplete gamma function.
    static func regularizedGammaP(_ a: Double, _ x: Double) -> Double {
        precondition(a > 0 && x >= 0, "P(a, x) needs a > 0 and x ≥ 0")
        if x == 0 { return 0 }
        return x < a + 1 ? gammaSeries(a, x) : 1 - gammaContinuedFraction(a, x)
    }
}
