import CasinoAppModel
import CasinoEngine
import CasinoPersistence
import CasinoPresentation
import CasinoSharedModels
import Foundation
import Synchronization
import TestSupport

/// A clock that moves only when the test says: scheduled work runs, in time order, as the
/// test advances past it.
@MainActor
final class TestClock: AppClock {
    private(set) var now: Double = 0
    private var pending: [(time: Double, order: Int, work: @MainActor () -> Void)] = []
    private var scheduled = 0

    func schedule(at time: Double, _ work: @escaping @MainActor () -> Void) {
        scheduled += 1
        pending.append((time, scheduled, work))
    }

    /// Runs everything due by `time`, earliest first, with `now` at each one's time.
    func advance(to time: Double) {
        while let next = pending.filter({ $0.time <= time }).min(by: {
            ($0.time, $0.order) < ($1.time, $1.order)
        }) {
            pending.removeAll { $0.order == next.order }
            now = max(now, next.time)
            next.work()
        }
        now = max(now, time)
    }
}

/// Everything the model asked the app to render, with the time it asked.
@MainActor
final class OutputRecorder {
    enum Event: Equatable {
        case sound(Sound)
        case stopMusic
        case haptic(Haptic)
        case announcement(String)
        case animation(MotionStep.Phase, duration: Double)
    }

    var events: [(time: Double, event: Event)] = []
    /// The reels the model showed when each animation began.
    var reelsAtAnimation: [[Int]] = []
    weak var model: CasinoModel?
    let clock: TestClock

    init(clock: TestClock) {
        self.clock = clock
    }

    var outputs: AppOutputs {
        AppOutputs(
            play: { self.record(.sound($0)) },
            stopMusic: { self.record(.stopMusic) },
            haptic: { self.record(.haptic($0)) },
            announce: { self.record(.announcement($0)) },
            animate: { step, change in
                self.record(.animation(step.phase, duration: step.duration))
                if let model = self.model { self.reelsAtAnimation.append(model.reels) }
                change()
            })
    }

    private func record(_ event: Event) {
        events.append((clock.now, event))
    }

    /// The events at exactly `time`.
    func events(at time: Double) -> [Event] {
        events.filter { $0.time == time }.map(\.event)
    }

    var sounds: [Sound] {
        events.compactMap {
            if case .sound(let sound) = $0.event { return sound }
            return nil
        }
    }

    var announcements: [String] {
        events.compactMap {
            if case .announcement(let text) = $0.event { return text }
            return nil
        }
    }

    func clear() { events.removeAll() }
}

/// Saves on the spot and answers before returning, as the model's one thread: for tests that
/// look at what was saved right after the press. `@unchecked Sendable`: the model calls it
/// on the main actor only, and the closure it runs stays there.
final class ImmediateSaveWorker: SaveWorker, @unchecked Sendable {
    let save: (SaveData) throws -> Int

    init(_ save: @escaping (SaveData) throws -> Int) { self.save = save }

    func write(
        _ data: SaveData, then done: @escaping @MainActor @Sendable (Result<Int, any Error>) -> Void
    ) {
        let result = Result { try save(data) }
        MainActor.assumeIsolated { done(result) }
    }
}

/// Holds every save until the test finishes it: a disk that is slow to write.
@MainActor
final class HeldSaveWorker: SaveWorker {
    private var held:
        [(data: SaveData, done: @MainActor @Sendable (Result<Int, any Error>) -> Void)] = []

    /// Saves handed over and not yet finished.
    var waiting: [SaveData] { held.map(\.data) }

    nonisolated func write(
        _ data: SaveData, then done: @escaping @MainActor @Sendable (Result<Int, any Error>) -> Void
    ) {
        MainActor.assumeIsolated { held.append((data, done)) }
    }

    /// Writes the oldest save held: its answer is the high score it carries.
    func finishOne() {
        let (data, done) = held.removeFirst()
        done(.success(data.game.highScore))
    }

    /// The oldest save held fails to be written.
    func failOne(_ error: any Error) {
        held.removeFirst().done(.failure(error))
    }
}

/// A model at time 0 over `game`, whose reels land on the scripted stops, saving into `saves`.
@MainActor
struct Harness {
    let model: CasinoModel
    let clock: TestClock
    let output: OutputRecorder

    init(
        game: Game = Game(), settings: Preferences = Preferences(), stops: [[Int]] = [],
        save: @escaping (SaveData) throws -> Int = { $0.game.highScore }
    ) {
        self.init(game: game, settings: settings, stops: stops, saves: ImmediateSaveWorker(save))
    }

    /// A model over `game` that saves through `saves`.
    init(
        game: Game = Game(), settings: Preferences = Preferences(), stops: [[Int]] = [],
        saves: any SaveWorker
    ) {
        clock = TestClock()
        output = OutputRecorder(clock: clock)
        model = CasinoModel(
            game: game, settings: settings, generator: ScriptedGenerator(stops: stops),
            saves: saves, clock: clock, outputs: output.outputs,
            date: { Date(timeIntervalSince1970: 1_767_225_600) })
        output.model = model
    }

    /// A model over a save file in `directory`, with `keyValues` as the defaults, in
    /// `language`.
    init(
        directory: URL, keyValues: InMemoryKeyValueStore, stops: [[Int]] = [],
        language: Language = .english
    ) {
        clock = TestClock()
        output = OutputRecorder(clock: clock)
        model = CasinoModel(
            saveFile: AppSaveFile(store: SaveStore(directory: directory), keyValues: keyValues),
            generator: ScriptedGenerator(stops: stops), clock: clock, outputs: output.outputs,
            date: { Date(timeIntervalSince1970: 1_767_225_600) }, language: language)
        output.model = model
    }

    /// Waits until every save made so far is written: a model over a save file writes on a
    /// background queue.
    func saved() async {
        await withCheckedContinuation { continuation in
            model.afterSaves { continuation.resume() }
        }
    }

    /// Presses SPIN at the clock's time and lets the reels land.
    func spinAndLand() {
        let start = clock.now
        model.spinReels()
        clock.advance(to: start + 1)
    }
}

/// Three reels on the same symbol: a win under the classic rules.
let cherries = [2, 2, 2]
/// Three different symbols: a loss.
let appleBarCherry = [0, 1, 2]

/// A key-value store that lives as long as the object.
final class InMemoryKeyValueStore: KeyValueStore {
    private let stored: Mutex<[String: Int]>

    init(_ values: [String: Int] = [:]) {
        stored = Mutex(values)
    }

    /// Everything stored, by key.
    var values: [String: Int] { stored.withLock { $0 } }

    func integer(forKey key: String) -> Int? { stored.withLock { $0[key] } }

    func set(_ value: Int, forKey key: String) { stored.withLock { $0[key] = value } }
}

extension AppShortcuts {
    /// What each shortcut asks for on the main screen, by the shared key map, in a game whose
    /// bets are `betOptions`.
    static func intent(for character: Character, betOptions: [Int]) -> Intent? {
        KeyBindings.intent(for: .character(character), panel: nil, betOptions: betOptions)
    }
}
