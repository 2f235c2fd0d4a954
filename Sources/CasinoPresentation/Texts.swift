import CasinoEngine
import CasinoSystem

/// The words of the spec's screens, kept once for every front end.
///
/// Public: the Apple app's views (LogoView, GameOverView, InfoView) show these words.
public enum Texts {
    /// The game's one name: the app's logo says it to VoiceOver, the window has it as its title.
    public static let appName = "RMIT Casino"
    package static let yourMoney = ["YOUR", "MONEY"]
    package static let highScore = ["HIGH", "SCORE"]
    package static let spin = "SPIN"

    /// The spec's GameOverView.
    public static let gameOverTitle = "GAME OVER"
    /// The lines under the Game Over title, one sentence a line, as the spec words them.
    public static let gameOverMessage = [
        "You lost all money!", "You are not the god of gambler!", "Good luck next time!",
    ]
    /// The Game Over panel's button, which starts again with the starting money.
    public static let newGame = "NEW GAME"

    /// The spec's InfoView, "How To Play" section.
    public static let howToPlayHeader = "How To Play"
    /// How a front end resets the money and high score, for the last "How To Play" line.
    package enum ResetControl: Sendable, Equatable {
        /// The spec's Reset button (the window, the terminal game, the app).
        case button
        /// A typed command, such as plain mode's `reset`.
        case command(String)
    }

    /// The spec's "How To Play" lines, told for the rules being played: what wins and how much.
    /// Under the classic rules they are the spec's words exactly.
    package static func howToPlay(_ rules: Rules) -> [String] {
        howToPlay(rules, resetBy: .button)
    }

    /// The "How To Play" lines for a front end whose reset is `control`: plain mode has no
    /// button to click, so its last line names the command to type (issue 17).
    package static func howToPlay(_ rules: Rules, resetBy control: ResetControl) -> [String] {
        let matching: String
        switch rules.winCondition {
        case .allReelsMatch: matching = "Matching all icons to win."
        case .anyTwoReelsMatch: matching = "Matching any two icons to win."
        }
        return [
            "Just spin the reels to play.",
            matching,
            "The winning amount will be \(rules.prizeMultiplier)x of your betting amount.",
            resetLine(control),
        ]
    }

    private static func resetLine(_ control: ResetControl) -> String {
        switch control {
        case .button: "You can reset the money and highscore by clicking on the button Reset."
        case .command(let command): "You can reset the money and highscore by typing \(command)."
        }
    }
    /// The spec's InfoView, "Application Information" section.
    public static let applicationInformationHeader = "Application Information"
    /// The Info sheet's "Application Information" rows, label and value, as the spec lists them.
    public static let applicationInformation: [(label: String, value: String)] = [
        ("App Name", "RMIT Casino"),
        ("Course", "COSC3062"),
        ("Year Published", "2025"),
        ("Location", "Saigon South Campus"),
    ]

    /// Said when a key is pressed while the screen cannot show the game (see
    /// ``PlayController/setScreenVisible(_:at:)``).
    package static let keysWaitForScreen = "Keys do nothing until the game fits; q quits."

    /// The reset dialog's question, with the money the rules start from.
    package static func resetQuestion(_ rules: Rules) -> String {
        "Reset money to \(rules.startingMoney) and high score to 0?"
    }

    /// Our addition to the Info sheet: the exact odds, read from the rules being played.
    public static let oddsHeader = "Odds"
    package static func oddsLines(_ rules: Rules) -> [(label: String, value: String)] {
        let odds = Odds(rules: rules)
        let oneIn = Double(odds.outcomeCount) / Double(odds.winningOutcomes)
        let oneInText =
            odds.outcomeCount % odds.winningOutcomes == 0
            ? "\(odds.outcomeCount / odds.winningOutcomes)" : printfFormat("%.2f", oneIn)
        var lines: [(String, String)] = [
            ("Rules", rules.id.rawValue),
            (
                "Chance to win",
                "1 in \(oneInText) (\(percent(odds.hitFrequency)))"
            ),
            ("Return to player", percent(odds.returnToPlayer)),
            ("House edge", percent(odds.houseEdge)),
        ]
        for bet in rules.betOptions {
            guard let length = odds.gameLength(bet: bet) else { continue }
            if let spins = length.expectedSpins {
                lines.append(
                    (
                        "Spins from \(rules.startingMoney) at bet \(bet)",
                        printfFormat("%.1f", spins)
                    ))
            } else {
                // A generous rule set may never end: say how likely the money runs out instead.
                lines.append(("Chance to go broke at bet \(bet)", percent(length.ruinProbability)))
            }
        }
        return lines
    }

    /// "7.64 %" / "−159.72 %": two decimals and a true minus sign, like every other number.
    static func percent(_ fraction: Double) -> String {
        (printfFormat("%.2f", fraction * 100) + " %").replacing("-", with: "−")
    }

    /// "+40" / "−30" / "0", with a true minus sign.
    package static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : value < 0 ? "−\(-value)" : "0"
    }

    /// The status line's account of this session: its length, and for a replay that it is one
    /// ("Replay of seed 20 · 3 min"), for as long as it plays.
    package static func sessionLine(elapsed: Double, replaySeed: UInt64?) -> String {
        if let replaySeed { return "Replay of seed \(replaySeed) · \(duration(elapsed))" }
        return "Session \(duration(elapsed))"
    }

    /// A session's length as the status line shows it: "0 min", "12 min", "1 h 05 min".
    package static func duration(_ seconds: Double) -> String {
        let minutes = Int(max(0, seconds) / 60)
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h " + printfFormat("%02d", minutes % 60) + " min"
    }
}
