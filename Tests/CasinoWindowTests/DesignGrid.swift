#if Window
    import CasinoArt
    import CasinoEngine
    import CasinoPresentation
    import TestSupport
    import Testing

    @testable import CasinoWindowDrawing

    /// Where the window's tests press and look, in art pixels of the design grid, taken from the
    /// code that draws the window: each button where a frame drawn at the design size has its
    /// target, the capsules, chips and counters from ``ScreenLayout``. A test that copied them by
    /// hand would press the wrong place, or look at none, after the next change to the layout.
    enum DesignGrid {
        static let width = ScreenGeometry.designWidth
        static let height = ScreenGeometry.designHeight

        /// The bets of the rules `casino window` plays by default, in the footer's order.
        static let bets = Scenes.rules.betOptions
        /// The footer's places for them.
        static let betPlaces = ScreenLayout.betPlaces(bets, capsules: MainScreenDrawing.betCapsule)

        /// The middle of the capsule of the bet at `index` of ``bets``.
        static func betCapsule(_ index: Int) -> (x: Int, y: Int) {
            centre(of: betPlaces[index].capsule)
        }

        /// The middle of the chip shown beside the bet at `index` of ``bets`` while it is chosen.
        static func chip(_ index: Int) -> (x: Int, y: Int) { centre(of: betPlaces[index].chip) }

        static let moneyCapsule = ScreenLayout.money

        /// The session line's left half ("SESSION 0 MIN"), a little taller than its letters.
        static let sessionLine = PixelRect(
            x: 0, y: ScreenLayout.sessionY - 3, width: width / 2, height: PixelFont.tiny.height + 6)

        /// The middle of the button for `intent` on `scene` as the window draws it.
        static func button(
            _ intent: Intent, on scene: Screen = Scenes.main(),
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> (x: Int, y: Int) {
            let frame = ScreenRenderer().render(scene, width: width, height: height)
            let target = try #require(
                frame.targets.last { $0.intent == intent }, "no button for \(intent)",
                sourceLocation: sourceLocation)
            return centre(of: target.rect)
        }

        static func centre(of rect: PixelRect) -> (x: Int, y: Int) {
            (rect.midX, rect.y + rect.height / 2)
        }
    }
#endif
