// session-probe: plays a session on the player's save as a front end would, then holds it.
//
// Usage: session-probe SPINS [SEED]
//
// Starts a PlaySession (the save folder comes from XDG_STATE_HOME; set CASINO_AUDIO=off),
// spins SPINS times (New Game when the money is gone), prints `holding <spins> <coins>` with
// the saved game's lifetime spin count, then waits until its standard input closes and
// shuts the session down. A session refused because another game holds the save prints its
// one line to standard error and exits 75 (EX_TEMPFAIL), as `casino` does.
import CasinoEngine
import CasinoPresentation
import CasinoSession
import Foundation

let arguments = CommandLine.arguments
guard (2...3).contains(arguments.count), let spins = Int(arguments[1]),
    arguments.count == 2 || UInt64(arguments[2]) != nil
else {
    FileHandle.standardError.write(Data("usage: session-probe SPINS [SEED]\n".utf8))
    exit(64)
}
let session: PlaySession
do {
    session = try PlaySession.start(
        options: PlayOptions(seed: arguments.count == 3 ? UInt64(arguments[2]) : nil),
        environment: ProcessInfo.processInfo.environment, now: 0)
} catch {
    FileHandle.standardError.write(Data("session-probe: \(error.message(.english))\n".utf8))
    exit(75)
}
var controller = session.controller
// Each spin lands long before the next: a whole spin lasts a second.
let spinInterval = 10.0
var now = 0.0
for _ in 0..<spins {
    if controller.committedGame.isGameOver {
        controller.handle(.newGame, at: now)
    }
    controller.handle(.spin, at: now)
    now += spinInterval
    controller.advance(to: now)
}
let game = controller.committedGame
FileHandle.standardOutput.write(Data("holding \(game.statistics.spins) \(game.coins)\n".utf8))
_ = FileHandle.standardInput.readDataToEndOfFile()
session.shutdown()
