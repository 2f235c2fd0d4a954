import CasinoAppModel
import CasinoPresentation
import SwiftUI

/// The reality check, drawn as the guide's Game Over panel is: it too stops play until it is
/// answered. PLAY ON goes on; an app is left, not quit, so there is no other button.
struct RealityCheckView: View {
    var model: CasinoModel
    var lines: [String]

    var body: some View {
        ZStack {
            Color.colorBlackTransparentRMIT
                .edgesIgnoringSafeArea(.all)

            VStack {
                Text(model.texts.realityCheckTitle)
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.heavy)
                    .foregroundColor(Color.white)
                    .padding()
                    .frame(minWidth: 280, idealWidth: 280, maxWidth: 320)
                    .background(Color.colorRedRMIT)
                    .accessibilityAddTraits(.isHeader)

                Spacer()

                Text(lines.joined(separator: "\n"))
                    .font(.system(.body, design: .rounded))
                    .foregroundColor(Color.white)
                    .multilineTextAlignment(.center)

                Button {
                    model.keepPlaying()
                } label: {
                    Text(model.texts.playOn)
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

                Spacer()
            }
            .frame(
                minWidth: 280, idealWidth: 280, maxWidth: 320, minHeight: 220, idealHeight: 240,
                maxHeight: 300, alignment: .center
            )
            .background(Color.colorBlueRMIT)
            .cornerRadius(20)
            .shadow(color: Color.colorBlackTransparentRMIT, radius: 15)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
        }
    }
}

struct RealityCheckView_Previews: PreviewProvider {
    static var previews: some View {
        RealityCheckView(
            model: .preview(),
            lines: Texts(.english).played(elapsed: 900, spins: 42, net: -120))
    }
}
