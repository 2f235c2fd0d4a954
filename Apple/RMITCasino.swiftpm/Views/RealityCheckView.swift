import CasinoAppModel
import CasinoPresentation
import SwiftUI

/// The reality check, drawn as the guide's Game Over panel is: it too stops play until it is
/// answered. PLAY ON goes on; an app is left, not quit, so there is no other button.
struct RealityCheckView: View {
    var model: CasinoModel
    var lines: [String]

    var body: some View {
        ModalView(
            title: model.texts.realityCheckTitle, lines: lines, button: model.texts.playOn,
            buttonLabel: model.texts.playOn, showsLogo: false, heights: (220, 240, 300),
            action: model.keepPlaying)
    }
}

struct RealityCheckView_Previews: PreviewProvider {
    static var previews: some View {
        RealityCheckView(
            model: .preview(),
            lines: Texts(.english).played(elapsed: 900, spins: 42, net: -120))
    }
}
