import CasinoAppModel
import CasinoEngine
import CasinoPresentation
import SwiftUI

/// The guide's Game Over panel. NEW GAME goes through the engine (the starting money back,
/// the `ring-up` sound); the drum music already started as the reels landed, cued by the
/// engine, so the panel does not start it again.
struct GameOverView: View {
    var model: CasinoModel

    var body: some View {
        ModalView(
            title: model.texts.gameOverTitle, lines: model.texts.gameOverMessage,
            button: model.texts.newGame, buttonLabel: model.texts.newGameLabel, showsLogo: true,
            heights: (280, 300, 350), action: model.newGame)
    }
}

struct GameOverView_Previews: PreviewProvider {
    static var previews: some View {
        GameOverView(
            model: .preview(
                Game(rules: .classic, coins: 0, bet: Rules.classic.defaultBet, highScore: 120)))
    }
}
