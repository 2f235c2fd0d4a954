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
        ZStack {
            Color.colorBlackTransparentRMIT
                .edgesIgnoringSafeArea(.all)

            VStack {
                Text(model.texts.gameOverTitle)
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.heavy)
                    .foregroundColor(Color.white)
                    .padding()
                    .frame(minWidth: 280, idealWidth: 280, maxWidth: 320)
                    .background(Color.colorRedRMIT)
                    .accessibilityAddTraits(.isHeader)

                Spacer()

                VStack {
                    Image(pixelArt: "rmit-casino-logo")
                        .resizable()
                        .interpolation(.none)
                        .scaledToFit()
                        .frame(maxHeight: 150)
                        .accessibilityHidden(true)

                    Text(model.texts.gameOverMessage.joined(separator: "\n"))
                        .font(.system(.body, design: .rounded))
                        .foregroundColor(Color.white)
                        .multilineTextAlignment(.center)

                    Button {
                        model.newGame()
                    } label: {
                        Text(model.texts.newGame)
                            .foregroundColor(Color.white)
                    }
                    .padding(.vertical, 10)
                    .padding(.horizontal, 20)
                    .background(
                        Capsule()
                            .strokeBorder(lineWidth: 2)
                            .foregroundColor(Color.colorRedRMIT)
                    )
                    .keyboardShortcut(.defaultAction)
                    .accessibilityLabel(model.texts.newGameLabel)
                }

                Spacer()
            }
            .frame(
                minWidth: 280, idealWidth: 280, maxWidth: 320, minHeight: 280, idealHeight: 300,
                maxHeight: 350, alignment: .center
            )
            .background(Color.colorBlueRMIT)
            .cornerRadius(20)
            .shadow(color: Color.colorBlackTransparentRMIT, radius: 15)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
        }
    }
}

struct GameOverView_Previews: PreviewProvider {
    static var previews: some View {
        GameOverView(
            model: .preview(
                Game(rules: .classic, coins: 0, bet: Rules.classic.defaultBet, highScore: 120)))
    }
}
