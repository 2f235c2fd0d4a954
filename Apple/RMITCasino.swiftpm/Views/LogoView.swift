import CasinoPresentation
import SwiftUI

/// The RMIT Casino logo (Part 1 of the guide), drawn from the shared pixel art.
struct LogoView: View {
    var logoFileName: String

    var body: some View {
        Image(pixelArt: logoFileName)
            .resizable()
            .interpolation(.none)
            .scaledToFit()
            .frame(minWidth: 256, idealWidth: 300, maxWidth: 320, alignment: .center)
            .padding(.horizontal)
            .layoutPriority(1)
            .modifier(ShadowModifier())
            .accessibilityLabel(Texts.appName)
            .accessibilityAddTraits(.isHeader)
    }
}

struct LogoView_Previews: PreviewProvider {
    static var previews: some View {
        LogoView(logoFileName: "rmit-casino-logo")
    }
}
