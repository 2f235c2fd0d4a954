import CasinoPlain
import CasinoSession
import CasinoSystem

/// `casino play --plain`: the game's session (the same save, claim and sound as the terminal
/// game) played line by line on standard input and output.
enum PlainPlay {
    static func run(_ options: PlayOptions, console: Console) throws -> ExitCode {
        // The plain game keeps its own clock (see PlainGame); it starts at 0.
        let play = try SessionRun.start(options, now: 0, onMonotonicClock: false, console: console)
        let audio = play.audio
        let game = PlainGame(
            readLine: { Swift.readLine() }, write: { try console.print($0) },
            wait: SystemCalls.sleep(seconds:), audible: { !audio.isSilent })
        return try SessionRun.play(
            play, on: game, clock: { game.now }, console: console, close: { _ in })
    }
}
