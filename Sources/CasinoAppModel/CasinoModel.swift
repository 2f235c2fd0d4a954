import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import CasinoSystem
import Observation

/// The guide's `ContentView` state and functions, on our engine: the views read these
/// properties and call these functions, and nothing else decides anything.
///
/// The rules come from ``Game`` (through ``PlayController``): the bet drops when the money no
/// longer covers it, the game is over at zero, the odds are the engine's. Unlike the guide,
/// the old icons leave and the new ones arrive (the symbols change while hidden), SPIN is
/// locked while the reels move, and the result (coins, high score, sounds, haptics, Game Over)
/// is revealed when they land. Saves are written in order off the main actor (see
/// ``SaveWorker``), and a spin's outcome is revealed only once it is on disk.
///
/// Public: it is the Apple app's one model; every view reads it and calls its functions.
@MainActor
@Observable
public final class CasinoModel {
    /// The guide's `icons`: the picture names in reel-strip order, indexed by ``reels``.
    public let icons: [String]
    /// The guide's `reels`: each reel's index into ``icons``, reel 0 first.
    public private(set) var reels: [Int]
    /// The guide's `coins`, as the player sees them (the old value until the reels land).
    public private(set) var coins: Int
    /// The guide's `betAmount`.
    package private(set) var betAmount: Int
    /// The guide's `highscore`, also kept under its `highscore` key (see ``AppSaveFile``).
    public private(set) var highscore: Int
    /// The guide's `animatingIcon`: true shows the icons in place, false hides them upwards.
    public private(set) var animatingIcon = true
    /// The guide's `showGameOverModal`: true once the reels land on money that cannot cover the
    /// smallest bet, until NEW GAME (``newGame()``).
    public private(set) var showGameOverModal = false
    /// Reels are moving: SPIN does nothing until they land.
    package private(set) var isSpinning = false
    /// A one-line message for the player (a lowered bet, a save problem), or nil.
    public private(set) var notice: String?
    /// How far up, in points, the icons travel while hidden: the spec's 50, or 0 (a
    /// cross-fade) when the player asked for reduced motion.
    public private(set) var iconTravel = SpinTimeline.spec.travel
    /// The reality check's lines (the session's minutes, spins and net) while it is up.
    public private(set) var realityCheck: [String]?
    /// Info's reality check setting, label and value; ``cycleRealityCheck()`` changes it.
    public private(set) var realityCheckSetting = (label: "", value: "")
    /// The history's all-time line, the wins against the odds, once a spin was played.
    public private(set) var lifetime: String?

    private var infoPresented = false
    private var resetAsked = false

    /// The guide's `isChooseBet10`: the chip shows beside the lower bet.
    public var isChooseBet10: Bool { betAmount == betOptions.lower }
    /// The guide's `isChooseBet20`: the chip shows beside the higher bet.
    public var isChooseBet20: Bool { betAmount == betOptions.higher }
    /// The bets the two footer buttons choose, lower first (the guide's 10 and 20): the rule
    /// set's first two, as every front end's footer shows them, so the buttons' shortcuts 1
    /// and 2 (``AppShortcuts``) mean what they mean in the key map. A rule set with more bets
    /// leaves the others to the keyboard.
    public var betOptions: (lower: Int, higher: Int) {
        let footer = rules.betOptions.prefix(2)
        return (footer.first!, footer.last!)
    }

    /// The guide's `showingInfoView`, for a `.sheet`: true only while Info is the visible
    /// panel, so a sheet closed by a swipe stays closed. Setting it opens or closes Info.
    public var showingInfoView: Bool {
        get { infoPresented }
        set { newValue ? showInfo() : dismissInfo() }
    }

    /// Whether "Reset money and high score?" is asked. Setting it true asks; the answer comes
    /// through ``confirmReset()`` or ``cancelReset()`` (an alert dismissing itself after a
    /// button sets it false, which must not cancel a confirmation).
    public var showingResetConfirmation: Bool {
        get { resetAsked }
        set { if newValue { resetButtonTapped() } }
    }

    /// Every word the app shows or says, in the player's language.
    public let texts: Texts
    @ObservationIgnored private let rules: Rules
    @ObservationIgnored private var controller: PlayController
    @ObservationIgnored private let clock: any AppClock
    @ObservationIgnored private let outputs: AppOutputs
    @ObservationIgnored private let saves: PendingSaves
    /// Bumped by each scheduled wake-up, so only the newest one runs.
    @ObservationIgnored private var wakeGeneration = 0

    /// A model over a game already loaded.
    ///
    /// - Parameters:
    ///   - saves: writes the game durably, in order and away from the main actor, and
    ///     answers with the high score on disk (see ``PlayEnvironment/save``): a
    ///     ``BackgroundSaveWorker`` in the app.
    ///   - notice: a line to show first (a damaged save file set aside, say).
    ///   - language: the language the app speaks (the system's choice, see
    ///     ``Language/init(preferredLanguages:)``).
    public init(
        game: Game, settings: Preferences, notice: String? = nil,
        generator: some RandomNumberGenerator, saves worker: any SaveWorker,
        clock: any AppClock, outputs: AppOutputs, date: @escaping () -> Date = { Date() },
        language: Language = .english
    ) {
        texts = Texts(language)
        let renderer = CueRenderer(outputs: outputs, muted: settings.muted)
        let saves = PendingSaves(worker: worker)
        let environment = PlayEnvironment(
            save: { try saves.save($0) }, perform: { cues, _ in renderer.render(cues) },
            setMuted: { renderer.setMuted($0) }, date: date)
        rules = game.rules
        icons = game.rules.symbols.map(\.name)
        reels = game.stops
        coins = game.coins
        betAmount = game.bet
        highscore = game.highScore
        let controller = PlayController(
            game: game, settings: settings, generator: generator, environment: environment,
            now: clock.now, notices: notice.map { [Message($0)] } ?? [], language: language)
        self.clock = clock
        self.outputs = outputs
        self.saves = saves
        self.controller = controller
        saves.onFailure = { [weak self] error in self?.saveFailed(error) }
        sync(at: clock.now)
    }

    /// A model over the player's save file: loads it (keeping a damaged one aside), and saves
    /// every action to it, a spin before its outcome is shown.
    public convenience init(
        saveFile: AppSaveFile,
        generator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
        clock: any AppClock, outputs: AppOutputs,
        date: @escaping @Sendable () -> Date = { Date() }, language: Language = .english
    ) {
        let loaded = saveFile.load(now: date())
        self.init(
            game: loaded.data.game, settings: loaded.data.settings,
            notice: loaded.problem.map { Texts(language).notice($0).text }, generator: generator,
            saves: BackgroundSaveWorker { try saveFile.save($0, now: date()) }, clock: clock,
            outputs: outputs, date: date, language: language)
    }

    /// Runs `work` once every save made so far is written (or has failed): for tests, and for
    /// anything that must not outrun the disk.
    package func afterSaves(_ work: @escaping @MainActor () -> Void) {
        saves.afterSaves(work)
    }

    // MARK: - The guide's functions

    /// The SPIN button. Commits and saves the spin at once, then plays it out: the icons
    /// leave, change while hidden, arrive, and the result is revealed as they land.
    public func spinReels() {
        let now = clock.now
        guard !isSpinning else { return }
        controller.handle(.spin, at: now)
        guard let timing = controller.spinTiming(at: now) else {
            sync(at: now)
            return
        }
        let timeline = timing.timeline
        let landsAt = timing.lands
        let landed = controller.screen(at: landsAt).reels.map(\.stop)
        isSpinning = true
        sync(at: now)
        outputs.animate(
            MotionStep(phase: .leaving, duration: timeline.leaving, curve: timeline.curve)
        ) {
            animatingIcon = false
        }
        clock.schedule(at: timing.hidden) { [weak self] in
            self?.iconsHidden(showing: landed, timeline: timeline)
        }
        clock.schedule(at: landsAt) { [weak self] in
            // The outcome is revealed only once it is on disk: a save still being written
            // when the reels land holds the reveal until it is.
            self?.saves.afterSaves { [weak self] in
                guard let self else { return }
                self.reelsLanded(at: max(landsAt, self.clock.now))
            }
        }
    }

    /// The guide's `chooseBet10`: the lower of ``betOptions``, chosen through the same
    /// controller as a key press in the other front ends, so it follows the same rules.
    public func chooseBet10() { send(.selectBet(betOptions.lower)) }

    /// The guide's `chooseBet20`: the higher of ``betOptions``, as ``chooseBet10()`` does.
    public func chooseBet20() { send(.selectBet(betOptions.higher)) }

    /// The Game Over panel's NEW GAME: the starting money back, the `ring-up` sound.
    public func newGame() { send(.newGame) }

    /// The ⓘ button: opens Info and starts the drum music.
    public func showInfo() {
        guard !infoPresented else { return }
        send(.info)
    }

    /// Info closed (the × or a swipe down): stops the music.
    package func dismissInfo() {
        guard infoPresented else { return }
        send(.closePanel)
    }

    /// The Reset button: asks first, so a stray tap loses nothing.
    public func resetButtonTapped() {
        guard !resetAsked else { return }
        send(.requestReset)
    }

    /// Reset confirmed: money back to the start, high score 0, the default bet, `ring-up`.
    public func confirmReset() { send(.confirmReset) }

    /// Reset declined: back to the screen it was asked from.
    public func cancelReset() {
        guard resetAsked else { return }
        send(.closePanel)
    }

    /// PLAY ON: the reality check answered, play goes on.
    public func keepPlaying() { send(.closePanel) }

    /// Info's setting: the reality check off, every 15, 30 or 60 minutes, in turn.
    public func cycleRealityCheck() { send(.cycleRealityCheck) }

    /// Whether the app is seen (its scene active): only minutes seen count to a reality check.
    public func setVisible(_ visible: Bool) {
        controller.setScreenVisible(visible, at: clock.now)
        sync(at: clock.now)
    }

    /// Follows the system's Reduce Motion setting: the reels cross-fade instead of sliding.
    public func setReduceMotion(_ reduce: Bool) {
        guard !isSpinning, controller.settings.reducedMotion != reduce else { return }
        send(.toggleReducedMotion)
    }

    /// The Info sheet's odds, computed from the rules being played.
    public var oddsLines: [(label: String, value: String)] { texts.oddsLines(rules) }

    /// The Info sheet's "How To Play" lines, which follow the rules (two icons win under the
    /// easy rules).
    public var howToPlay: [String] { texts.howToPlay(rules) }

    /// The Reset alert's question, naming the rules' starting money.
    public var resetQuestion: String { texts.resetQuestion(rules) }

    // MARK: - VoiceOver

    /// "Reel 1, cherry".
    public func reelAccessibilityLabel(_ index: Int) -> String {
        texts.reelLabel(index, symbol: rules.symbols[reels[index]])
    }

    /// "Your money, 90 coins".
    public var moneyAccessibilityLabel: String { texts.moneyLabel(coins) }

    /// "High score, 200 coins".
    public var highScoreAccessibilityLabel: String { texts.highScoreLabel(highscore) }

    // MARK: - Steps of a spin

    /// The old icons are out of sight: the new symbols go in, and they arrive.
    private func iconsHidden(showing landed: [Int], timeline: SpinTimeline) {
        reels = landed
        outputs.animate(
            MotionStep(phase: .arriving, duration: timeline.arriving, curve: timeline.curve)
        ) {
            animatingIcon = true
        }
    }

    /// The guide's `checkWinning` and `isGameOver`, at the landing instead of the press: the
    /// outcome's sounds and haptics play, the counters change, Game Over shows.
    private func reelsLanded(at time: Double) {
        controller.advance(to: time)
        isSpinning = false
        let before = notice
        sync(at: time, announcingNotice: false)
        let scene = controller.screen(at: time)
        guard let outcome = scene.outcome else { return }
        var sentence = texts.resultSentence(
            outcome, symbols: reels.map { rules.symbols[$0] }, coins: coins,
            isGameOver: showGameOverModal)
        if let notice, notice != before { sentence += " " + notice }
        outputs.announce(sentence)
    }

    // MARK: - Plumbing

    /// A save that failed in the background: the player is told, once, as in the other front
    /// ends.
    private func saveFailed(_ error: any Error) {
        let now = clock.now
        controller.reportSaveFailure(error, at: now)
        sync(at: now)
    }

    private func send(_ intent: Intent) {
        let now = clock.now
        controller.handle(intent, at: now)
        sync(at: now)
    }

    /// Copies what the controller shows at `time` into the observed state.
    private func sync(at time: Double, announcingNotice: Bool = true) {
        let scene = controller.screen(at: time)
        coins = scene.coins
        highscore = scene.highScore
        betAmount = scene.bet
        iconTravel = controller.spinTimeline.travel
        if !isSpinning { reels = scene.reels.map(\.stop) }
        let panel = scene.openPanel
        showGameOverModal = panel == .gameOver || (panel == .resetConfirm && scene.isGameOver)
        infoPresented = panel == .info
        resetAsked = panel == .resetConfirm
        realityCheck =
            panel == .realityCheck
            ? texts.played(
                elapsed: scene.sessionElapsed, spins: scene.sessionSpins, net: scene.sessionNet)
            : nil
        realityCheckSetting = texts.realityCheckRow(minutes: scene.settings.realityCheckMinutes)
        lifetime = texts.lifetime(scene.statistics, rules: rules)
        if scene.notice != notice {
            notice = scene.notice
            if announcingNotice, let text = scene.notice { outputs.announce(text) }
        }
        scheduleWake(after: time)
    }

    /// Seconds after which to look again when the controller says "every frame" outside a
    /// spin: its own panel and pulse animations (the terminal's; SwiftUI animates its own),
    /// which end within this time or are looked at again.
    static let frameAnimationRecheck = 0.5

    /// Wakes when the screen next changes by itself (a notice expiring), so nothing polls.
    private func scheduleWake(after time: Double) {
        wakeGeneration += 1
        let generation = wakeGeneration
        let next: Double
        switch controller.nextChange(after: time) {
        case .at(let when): next = when
        case .everyFrame:
            // A spin schedules its own landing; otherwise the controller is animating a
            // panel or a pulse that SwiftUI draws itself: look again once that is over.
            guard !isSpinning else { return }
            next = time + Self.frameAnimationRecheck
        }
        clock.schedule(at: next) { [weak self] in
            guard let self, self.wakeGeneration == generation, !self.isSpinning else { return }
            // What came due (a reality check) comes up before the screen is read.
            self.controller.advance(to: next)
            self.sync(at: next)
        }
    }
}
