import CasinoSystem

/// The few special functions a fairness audit needs, written out so that every p-value the
/// audit prints comes from code we can read and test: log-gamma, the regularized incomplete
/// gamma functions, and the complementary error function built on them.
package enum SpecialFunctions {
    /// ln Γ(x) for x > 0, by Lanczos' approximation (g = 7, nine terms), accurate to about
    /// 15 significant digits; the reflection formula covers 0 < x < 0.5.
    package static func logGamma(_ x: Double) -> Double {
        precondition(x > 0, "logGamma is defined here for positive x only")
        if x < 0.5 {
            // Γ(x) Γ(1 − x) = π / sin(πx)
            return log(Double.pi / sin(Double.pi * x)) - logGamma(1 - x)
        }
        let coefficients: [Double] = [
            0.999_999_999_999_809_93, 676.520_368_121_885_1, -1259.139_216_722_402_8,
            771.323_428_777_653_13, -176.615_029_162_140_59, 12.507_343_278_686_905,
            -0.138_571_095_265_720_12, 9.984_369_578_019_571_6e-6, 1.505_632_735_149_311_6e-7,
        ]
        let z = x - 1
        var sum = coefficients[0]
        for index in 1..<coefficients.count {
            sum += coefficients[index] / (z + Double(index))
        }
        let t = z + 7.5
        return 0.5 * log(2 * Double.pi) + (z + 0.5) * log(t) - t + log(sum)
    }

    /// Q(a, x) = 1 − P(a, x), computed directly in its tail so tiny p-values keep their
    /// digits instead of vanishing in `1 − 0.999…`.
    package static func regularizedGammaQ(_ a: Double, _ x: Double) -> Double {
        precondition(a > 0 && x >= 0, "Q(a, x) needs a > 0 and x ≥ 0")
        if x == 0 { return 1 }
        return x < a + 1 ? 1 - gammaSeries(a, x) : gammaContinuedFraction(a, x)
    }

    /// erfc(x) = 1 − erf(x) = Q(½, x²) for x ≥ 0, and 2 − erfc(−x) below zero.
    package static func erfc(_ x: Double) -> Double {
        x >= 0 ? regularizedGammaQ(0.5, x * x) : 2 - regularizedGammaQ(0.5, x * x)
    }

    /// The series γ(a, x) = e⁻ˣ xᵃ Σ xⁿ / (a (a+1) … (a+n)), good for x < a + 1.
    static func gammaSeries(_ a: Double, _ x: Double) -> Double {
        var term = 1 / a
        var sum = term
        var denominator = a
        for _ in 0..<100_000 {
            denominator += 1
            term *= x / denominator
            sum += term
            if abs(term) < abs(sum) * 1e-16 { break }
        }
        return sum * exp(-x + a * log(x) - logGamma(a))
    }

    /// Legendre's continued fraction for Γ(a, x) by the modified Lentz method, good for
    /// x ≥ a + 1.
    static func gammaContinuedFraction(_ a: Double, _ x: Double) -> Double {
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var h = d
        for step in 1..<100_000 {
            let an = -Double(step) * (Double(step) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return exp(-x + a * log(x) - logGamma(a)) * h
    }
}

/// p-values of the two reference distributions the audit uses.
package enum PValue {
    /// The chance that a chi-square variable with `degreesOfFreedom` is at least `statistic`.
    package static func chiSquare(_ statistic: Double, degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom > 0, "chi-square needs at least one degree of freedom")
        return SpecialFunctions.regularizedGammaQ(
            Double(degreesOfFreedom) / 2, max(0, statistic) / 2)
    }

    /// The chance that a standard normal variable is at least |z| away from 0 (two-sided).
    package static func normalTwoSided(_ z: Double) -> Double {
        SpecialFunctions.erfc(abs(z) / 2.0.squareRoot())
    }
}
