import CasinoPlain
import CasinoSession

/// `casino play --plain`: the game's session (the same save, claim and sound as the terminal
/// game) played line by line on standard input and output.
enum PlainPlay {
    static func run(_ options: PlayOptions, console: Console) throws -> ExitCode {
        // The plain game keeps its own clock (see PlainGame); it starts at 0.
        let play: PlaySession
        switch SessionRun.start(options, now: 0, console: console) {
        case .success(let started): play = started
        case .failure(let refused): return refused.status
        }
        // Warnings come from the sound system's thread while the game blocks reading a line:
        // each is printed as it comes, one whole line.
        let mailbox = play.mailbox
        let printPosted: @Sendable () -> Void = {
            for line in mailbox.take() { console.printError("casino: \(line)") }
        }
        mailbox.setWake(printPosted)
        printPosted()
        var game = PlainGame(
            controller: play.controller, now: 0, readLine: { Swift.readLine() },
            write: { try console.print($0) }, wait: PlainGame.sleep(seconds:))
        do {
            try game.run()
        } catch {
            mailbox.setWake(nil)
            play.shutdown()
            throw error
        }
        mailbox.setWake(nil)
        return SessionRun.finish(
            play, controller: game.controller, ending: .quit, console: console)
    }
}
