import CasinoAppModel
import CasinoEngine
import CasinoSharedModels
import Testing

/// The Apple app's reality check: the same controller raises it on the app's clock, counting
/// only the minutes the app was seen, and its setting goes through the same choices.
@MainActor
@Suite struct AppRealityCheckTests {
    @Test func theCheckComesUpWhenItsMinutesAreUpAndPlayOnClosesIt() {
        let harness = Harness(settings: Preferences(realityCheckMinutes: 15))
        let model = harness.model
        // Fifteen minutes, five of them in the background: not yet.
        model.setVisible(false)
        harness.clock.advance(to: 300)
        model.setVisible(true)
        harness.clock.advance(to: 15 * 60)
        #expect(model.realityCheck == nil)
        harness.clock.advance(to: 20 * 60)
        #expect(model.realityCheck == ["Played 20 min:", "0 spins, net 0 coins."])
        harness.clock.advance(to: 20 * 60 + 2)
        model.keepPlaying()
        #expect(model.realityCheck == nil)
    }

    @Test func infosSettingGoesThroughTheChoicesAndTheHistoryLineStatesTheOdds() {
        let harness = Harness(stops: [[0, 1, 2]])
        let model = harness.model
        #expect(model.realityCheckSetting.value == "off")
        #expect(model.lifetime == nil)
        model.showInfo()
        model.cycleRealityCheck()
        #expect(model.realityCheckSetting.value == "15 min")
        model.dismissInfo()
        model.spinReels()
        harness.clock.advance(to: 2)
        #expect(model.lifetime?.contains("0 wins; the odds expect 0.007.") == true)
    }
}
