import CasinoEngine
import CasinoPlain
import CasinoPresentation
import CasinoRandom
import CasinoSharedModels
import Foundation

/// What plain mode promises for any lines typed: every line it prints is text, with no
/// control character (no byte below 0x20, no DEL, no C1 control), so what is typed, echoed
/// back, cannot move the cursor, recolour or retitle the reader's terminal; and no crash.
///
/// The input is a whole session's standard input, played to its end on a new game by the
/// real plain front end, controller and session driver, with no sound and no save.
enum PlainModeProperties {
    /// The most lines of one input played: enough for a game over and a new game.
    static let maximumLines = 200
    /// The seed of the reels (the same for every input, so a found input replays).
    static let seed: UInt64 = 17
    /// 2026-01-01 00:00:00 UTC: the history's clock.
    static let wallClockStart = 1_767_225_600.0

    static func check(_ input: [UInt8]) throws(PropertyViolation) {
        var lines = FuzzInput.lines(input).prefix(maximumLines)
        var printed: [String] = []
        let environment = PlayEnvironment(
            save: { $0.game.highScore }, perform: { _, _ in }, setMuted: { _ in },
            date: { Date(timeIntervalSince1970: wallClockStart) })
        let controller = PlayController(
            game: Game(), settings: Preferences(), generator: Xoshiro256StarStar(seed: seed),
            environment: environment, now: 0)
        let plain = PlainGame(
            readLine: { lines.popFirst() }, write: { printed.append($0) }, wait: { _ in },
            audible: { false }, clock: .utc)
        var driver = SessionDriver(
            controller: controller, clock: { plain.now }, mailbox: PostedProblems())
        let ending: Ending
        do {
            ending = try driver.run(plain)
        } catch {
            throw PropertyViolation("the game ended with \(error)")
        }
        guard ending == .quit else {
            throw PropertyViolation("the end of the input ended the game with \(ending)")
        }
        for line in printed {
            if let control = line.unicodeScalars.first(where: isControl) {
                throw PropertyViolation(
                    "printed U+\(String(control.value, radix: 16)) in \(line.debugDescription)")
            }
        }
    }

    /// A character that a terminal obeys rather than shows: C0 controls but newline, DEL
    /// and the C1 controls (0x9B is a one-byte CSI to some terminals).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar.properties.generalCategory == .control
    }
}
