import CasinoEngine
import CasinoSharedModels

/// A message for the player: its whole text, and the short form that a place too small for
/// the whole shows instead (nil: the text is its own short form). The whole is then one key
/// or click away (``Intent/readNotice``).
package struct Message: Sendable, Hashable {
    package var text: String
    package var short: String?

    package init(_ text: String, short: String? = nil) {
        self.text = text
        self.short = short
    }
}

/// A message on the notice line, shown from `from` until just before `until`.
struct Notice: Sendable, Hashable {
    var message: Message
    var from: Double
    var until: Double

    func isShowing(at now: Double) -> Bool { now >= from && now < until }
}

/// The notice line's messages, and when each shows.
///
/// Two kinds share the one line, because they matter differently. Feedback on a key ("Sound
/// off.") is worth nothing once the next key is pressed, so the next feedback replaces it.
/// Announcements (a damaged save, a save failure, no sound) are what the player must not miss,
/// so they queue, each up for as long as it takes to read, and one cut short while the player
/// could not see the game starts again, whole, once they can.
///
/// Invariants:
/// - Announcements are in time order and never overlap: each begins when or after the one
///   before it ends (asserted after every change), so the line never has to choose between two.
/// - Feedback outranks announcements while it shows; an announcement under it keeps its time.
/// - ``importantTexts`` holds each important text once, in the order first announced.
/// - Whether the game is seen and since when it is hidden are one value, ``hiddenSince``, so
///   the two cannot disagree.
struct NoticeBoard: Sendable, Hashable {
    /// Seconds feedback on a key stays up, unless the next replaces it sooner.
    static let feedbackSeconds = 4.0
    /// Seconds the first save failure is announced for, at least.
    static let saveFailureSeconds = 8.0
    /// Words a second a player reads: a long notice stays up long enough to be read.
    static let readingWordsPerSecond = 3.0
    /// Seconds to notice that a message appeared, before reading it.
    static let readingStart = 2.0

    /// The last key's feedback, which the next replaces.
    private(set) var feedback: Notice?
    /// Announcements still to show or showing, and past ones not yet dropped.
    private(set) var announcements: [Notice] = []
    /// Texts that matter beyond their seconds on screen, for a front end to repeat where it
    /// outlasts the screen.
    private(set) var importantTexts: [String] = []
    /// Since when the game has been out of sight; nil while the player can see it.
    private(set) var hiddenSince: Double?
    /// A save that keeps failing (a full disk) would otherwise say so after every spin.
    private var hasReportedSaveFailure = false
    /// The whole text the player asked to read (``open(at:)``), shown until their next key.
    private(set) var opened: String?
    /// The language of the board's own words (the save failure, the keys that wait).
    let texts: Texts

    init(texts: Texts = .english) {
        self.texts = texts
    }

    var isScreenVisible: Bool { hiddenSince == nil }

    /// The text on the notice line at `now`. Announcements wait while the game is hidden, so
    /// none is spent under the "too small" line.
    func text(at now: Double) -> String? { notice(at: now)?.message.text }

    /// The notice on the line at `now`, with its short form.
    func notice(at now: Double) -> Notice? {
        let candidates = [feedback].compactMap { $0 } + (isScreenVisible ? announcements : [])
        return candidates.first { $0.isShowing(at: now) }
    }

    /// The player asks to read the notice whole: the one on the line, else the last message
    /// that mattered, so a short form that has gone is still one key away.
    mutating func open(at now: Double) {
        opened = text(at: now) ?? importantTexts.last
    }

    /// The player's next key puts the whole text away (and does nothing else).
    mutating func closeOpened() -> Bool {
        defer { opened = nil }
        return opened != nil
    }

    /// Every time the line may change, past ones included (a caller filters for the future).
    var changeTimes: [Double] {
        ([feedback].compactMap { $0 } + announcements).flatMap { [$0.from, $0.until] }
    }

    /// Shows feedback on a key from `start` (a spin's lowered bet shows when the reels land),
    /// replacing any feedback before it.
    mutating func showFeedback(_ text: String, from start: Double) {
        feedback = Notice(message: Message(text), from: start, until: start + Self.feedbackSeconds)
    }

    /// Takes feedback down: a new spin makes the last key's feedback stale.
    mutating func clearFeedback() {
        feedback = nil
    }

    /// Queues a message the player must read after any still showing, for at least `seconds`
    /// and as long as it takes to read. An `important` one is also kept in ``importantTexts``.
    /// An important message already said is not said again: it is the same news.
    mutating func announce(
        _ message: Message, at now: Double, seconds: Double, important: Bool = true
    ) {
        guard !important || !importantTexts.contains(message.text) else { return }
        announcements.removeAll { $0.until <= now }
        let from = max(now, announcements.last?.until ?? now)
        let until = from + max(seconds, Self.readingTime(message.text))
        announcements.append(Notice(message: message, from: from, until: until))
        if important { importantTexts.append(message.text) }
        assert(announcementsAreInOrder)
    }

    /// Announces that the game cannot be saved, the first time only: in the same words as
    /// a reason given at the start (a folder that could not hold the claim), so it is
    /// said once.
    mutating func reportSaveFailure(_ error: any Error, at now: Double) {
        guard !hasReportedSaveFailure else { return }
        hasReportedSaveFailure = true
        announce(texts.cannotSave(error), at: now, seconds: Self.saveFailureSeconds)
    }

    /// The player can no longer see the game.
    mutating func hide(at now: Double) {
        hiddenSince = hiddenSince ?? now
    }

    /// The player sees the game again: the reason keys did nothing goes with the small screen,
    /// and every announcement cut short (or not begun) while hidden starts again, whole, one
    /// after another from `now`.
    mutating func reveal(at now: Double) {
        guard let since = hiddenSince else { return }
        hiddenSince = nil
        if feedback?.message.text == texts.keysWaitForScreen { feedback = nil }
        var from = now
        announcements = announcements.map { old in
            guard old.until > since else { return old }
            defer { from += old.until - old.from }
            return Notice(message: old.message, from: from, until: from + old.until - old.from)
        }
        assert(announcementsAreInOrder)
    }

    /// Seconds a player needs to notice and read `text`.
    static func readingTime(_ text: String) -> Double {
        readingStart + Double(text.split(separator: " ").count) / readingWordsPerSecond
    }

    private var announcementsAreInOrder: Bool {
        zip(announcements, announcements.dropFirst()).allSatisfy { $0.until <= $1.from }
    }
}
