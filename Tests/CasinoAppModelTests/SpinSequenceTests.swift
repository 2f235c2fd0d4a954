import CasinoAppModel
import CasinoEngine
import CasinoPersistence
import CasinoSharedModels
import Testing

@MainActor
@Suite struct SpinSequenceTests {
    @Test func theIconsLeaveChangeWhileHiddenAndArriveAsTheGuideTimesThem() {
        let harness = Harness(stops: [[5, 8, 11]])
        let model = harness.model
        #expect(model.reels == [0, 1, 2], "the spec starts on icons 0, 1, 2")
        #expect(model.animatingIcon)

        model.spinReels()
        #expect(!model.animatingIcon, "at 0 s the icons start leaving")
        #expect(
            model.reels == [0, 1, 2], "the old icons leave: the guide's swap at the press is fixed")
        #expect(harness.output.events(at: 0).contains(.animation(.leaving, duration: 0.3)))

        harness.clock.advance(to: 0.29)
        #expect(!model.animatingIcon)
        #expect(model.reels == [0, 1, 2])

        harness.clock.advance(to: 0.3)
        #expect(model.animatingIcon, "from 0.3 s the new icons come down")
        #expect(model.reels == [5, 8, 11])
        #expect(harness.output.events(at: 0.3) == [.animation(.arriving, duration: 0.7)])
        #expect(
            harness.output.reelsAtAnimation == [[0, 1, 2], [5, 8, 11]],
            "the symbols changed while hidden, before the arriving animation began")
        #expect(model.iconTravel == 50)
    }

    @Test func theResultIsRevealedWhenTheReelsLandAtOneSecond() {
        let harness = Harness(stops: [cherries])
        let model = harness.model
        model.spinReels()
        #expect(harness.output.sounds == [.spin], "the spin sound plays at the press")

        harness.clock.advance(to: 0.99)
        #expect(model.coins == 100, "the money does not give the result away early")
        #expect(model.highscore == 0)
        #expect(model.isSpinning)
        #expect(!harness.output.events.contains { $0.event == .haptic(.success) })

        harness.clock.advance(to: 1.0)
        #expect(model.coins == 200)
        #expect(model.highscore == 200)
        #expect(!model.isSpinning)
        #expect(
            harness.output.events(at: 1.0).prefix(3)
                == [.haptic(.success), .sound(.highscore), .haptic(.success)],
            "a new high score: success haptic, the highscore sound, success again, as the guide")
    }

    @Test func spinIsLockedWhileTheReelsMove() {
        let harness = Harness(stops: [appleBarCherry, cherries])
        let model = harness.model
        model.spinReels()
        harness.clock.advance(to: 0.5)
        model.spinReels()
        model.chooseBet20()
        harness.clock.advance(to: 1.0)
        #expect(model.coins == 90, "only the first spin was played")
        #expect(model.betAmount == 10, "no bet change under moving reels")
        #expect(harness.output.sounds.filter { $0 == .spin }.count == 1)

        harness.spinAndLand()
        #expect(model.coins == 190, "once landed, SPIN works again")
    }

    @Test func aWinThatIsNoRecordPlaysWinningAndALossFeelsLikeAnError() {
        let game = Game(rules: .classic, coins: 100, bet: 10, highScore: 500)
        let harness = Harness(game: game, stops: [cherries, appleBarCherry])
        harness.spinAndLand()
        #expect(harness.output.events(at: 1.0).prefix(2) == [.haptic(.success), .sound(.winning)])
        #expect(harness.model.highscore == 500)

        harness.output.clear()
        harness.spinAndLand()
        #expect(harness.output.events(at: 2.0).first == .haptic(.error))
        #expect(!harness.output.sounds.contains(.winning))
        #expect(harness.model.coins == 190)
    }

    @Test func reducedMotionCrossFadesWithoutTravel() {
        let harness = Harness(settings: Preferences(reducedMotion: true), stops: [[3, 3, 4]])
        let model = harness.model
        #expect(model.iconTravel == 0)
        model.spinReels()
        let steps = harness.output.events.compactMap { entry -> MotionStep.Phase? in
            if case .animation(let phase, _) = entry.event { return phase }
            return nil
        }
        #expect(steps == [.leaving])
        harness.clock.advance(to: 0.12)
        #expect(model.animatingIcon)
        #expect(model.reels == [3, 3, 4])
        harness.clock.advance(to: 0.4)
        #expect(model.coins == 90, "the shorter timeline reveals the result at its own landing")
    }

    @Test func followingTheSystemsReduceMotionSwitchesTheTimeline() {
        var saved: [Preferences] = []
        let harness = Harness(save: {
            saved.append($0.settings)
            return $0.game.highScore
        })
        harness.model.setReduceMotion(true)
        #expect(harness.model.iconTravel == 0)
        #expect(saved.last?.reducedMotion == true, "the preference is saved like the terminal's")
        harness.model.setReduceMotion(true)
        #expect(saved.count == 1, "no change, no save")
    }
}

@MainActor
@Suite struct SpinTimingTests {
    @Test func aSpinPressedAtAnyTimeSwapsWhileHiddenAndRevealsAtItsOwnLanding() {
        // 5.1 + 0.3 and 5.1 + 1.0 are not exact in binary: the steps must still line up with
        // the controller's own landing.
        let harness = Harness(stops: [[7, 7, 7]])
        harness.clock.advance(to: 5.1)
        harness.model.spinReels()
        harness.clock.advance(to: 5.1 + 0.29)
        #expect(harness.model.reels == [0, 1, 2])
        harness.clock.advance(to: 5.1 + 0.3)
        #expect(harness.model.reels == [7, 7, 7])
        #expect(harness.model.animatingIcon)
        #expect(harness.model.coins == 100)
        harness.clock.advance(to: 5.1 + 1.0)
        #expect(harness.model.coins == 200)
        #expect(!harness.model.isSpinning)
        #expect(harness.output.sounds == [.spin, .highscore])
    }
}
