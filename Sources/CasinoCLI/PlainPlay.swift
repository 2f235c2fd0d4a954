import CasinoPlain
import CasinoSession

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `casino play --plain`: the game's session (the same save, claim and sound as the terminal
/// game) played line by line on standard input and output.
enum PlainPlay {
    static func run(_ options: PlayOptions, console: Console) throws -> ExitCode {
        let play: PlaySession
        do {
            // The plain game keeps its own clock (see PlainGame); it starts at 0.
            play = try PlaySession.start(
                options: options, environment: ProcessInfo.processInfo.environment, now: 0)
        } catch {
            console.printError("casino: \(error)")
            return .tempFail
        }
        defer { play.shutdown() }
        // Warnings come from the sound system's thread; each is one whole line.
        play.warnings.attach { console.printError("casino: \($0)") }
        var game = PlainGame(
            controller: play.controller, now: 0, readLine: { Swift.readLine() },
            write: { try console.print($0) }, wait: PlainGame.sleep(seconds:))
        try game.run()
        return .success
    }
}
