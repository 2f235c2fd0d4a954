import CasinoPresentation

/// One animated phase of a spin, as SwiftUI needs it: how long and along which curve.
///
/// Public: the Apple app turns each step into a SwiftUI `Animation` (Helpers/LiveOutputs.swift).
public struct MotionStep: Sendable, Hashable {
    package enum Phase: Sendable, Hashable {
        /// The old icons slide up and fade out (`animatingIcon` becomes false).
        case leaving
        /// The new icons, changed while hidden, slide down and fade in (`animatingIcon` true).
        case arriving
    }

    package var phase: Phase
    /// How long the phase lasts, in seconds: SwiftUI's `duration:`.
    public var duration: Double
    /// The timing curve; the spec's is SwiftUI's `.easeOut`.
    public var curve: UnitBezier

    /// Whether SwiftUI's named `.easeOut(duration:)` draws this step exactly.
    public var isEaseOut: Bool { curve == .easeOut }
}
