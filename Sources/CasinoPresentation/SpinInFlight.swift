import CasinoEngine

/// A spin's moments on the controller's clock (see ``PlayController/spinTiming(at:)``).
package struct SpinTiming: Sendable, Hashable {
    /// The press.
    package var start: Double
    /// The icons have left: from here the new symbols come down into place.
    package var hidden: Double
    /// The reels are in place: the result (counters, sounds, Game Over) shows.
    package var lands: Double
    /// The curve and durations the icons move by.
    package var timeline: SpinTimeline
}

/// When a front end should draw next without input.
package enum Wake: Sendable, Hashable {
    /// Something moves: draw at the display's frame rate.
    case everyFrame
    /// Nothing moves until this time.
    case at(Double)
}

/// A spin committed by the engine whose reels are still moving (or have landed).
///
/// It keeps the game as it was before the press, because until the reels land the screen
/// shows that game (counters, history, statistics), never the result the engine already holds.
struct SpinInFlight {
    var record: SpinRecord
    /// The game at the press, before the engine committed the spin.
    var before: Game
    var start: Double
    var timeline: SpinTimeline
    /// Every cue the engine gave for the spin.
    var cues: [Cue]
    var cuesPlayed = false

    /// The spin sound, played at the press.
    var pressCues: [Cue] { cues.filter { $0 == .play(.spin) } }
    /// Sounds and haptics the outcome plays when the reels land.
    var landingCues: [Cue] { cues.filter { $0 != .play(.spin) } }

    var landsAt: Double { start + timeline.duration }

    /// Winnings minus the stake.
    var net: Int { record.moneyAfter - record.moneyBefore }

    /// Each reel at `now`, reel 0 first, travelling from the old stops to the new.
    func reels(at now: Double) -> [ReelFrame] {
        zip(before.stops, record.stops).map {
            timeline.frame(from: $0, to: $1, elapsed: now - start)
        }
    }

    /// The glow the landing shows: the spec's haptic for the result.
    var pulseKind: Pulse.Kind {
        record.isNewHighScore ? .highScore : record.isWin ? .win : .loss
    }

    /// The line under the reels once they land; `highScore` is the game's after the spin.
    func outcome(highScore: Int) -> Outcome {
        record.isNewHighScore
            ? .newHighScore(prize: record.prize, highScore: highScore)
            : record.isWin ? .win(prize: record.prize) : .loss(stake: record.bet)
    }
}
