import CasinoEngine

extension Screen {
    /// A scene built by hand (`playing:` tells it from the memberwise form): lets previews, golden images and front-end tests show any
    /// screen without playing up to it.
    package init(
        playing rules: Rules, reels: [ReelFrame], coins: Int, highScore: Int, bet: Int,
        isSpinning: Bool = false, pulse: PulseFrame? = nil, panel: PanelFrame? = nil,
        history: [SpinRecord] = [], statistics: Statistics = Statistics(), sessionNet: Int = 0,
        sessionElapsed: Double = 0, settings: Preferences = Preferences(), outcome: Outcome? = nil,
        notice: String? = nil, language: Language = .english
    ) {
        self.language = language
        self.rules = rules
        self.reels = reels
        self.coins = coins
        self.highScore = highScore
        self.bet = bet
        self.isSpinning = isSpinning
        self.pulse = pulse
        self.panel = panel
        self.history = history
        self.statistics = statistics
        self.sessionNet = sessionNet
        self.sessionElapsed = sessionElapsed
        self.settings = settings
        self.outcome = outcome
        self.notice = notice
    }
}
