import Foundation
import SwiftUI

/// The guide's Game Over panel as a frame, for every panel that stops play until it is
/// answered (Game Over, the reality check): the dimmed screen, a blue card with the red title,
/// the panel's lines (under the guide's logo on Game Over) and its one button.
struct ModalView: View {
    var title: String
    /// One sentence a line.
    var lines: [String]
    var button: String
    /// The button's name for VoiceOver, in words it says naturally ("New game", not "NEW GAME").
    var buttonLabel: String
    var showsLogo: Bool
    /// The card's minimum, ideal and maximum height: Game Over's logo makes it taller.
    var heights: (min: CGFloat, ideal: CGFloat, max: CGFloat)
    var action: @MainActor @Sendable () -> Void

    var body: some View {
        ZStack {
            Color.colorBlackTransparentRMIT
                .edgesIgnoringSafeArea(.all)

            VStack {
                Text(title)
                    .font(.system(.title, design: .rounded))
                    .fontWeight(.heavy)
                    .foregroundColor(Color.white)
                    .padding()
                    .frame(minWidth: 280, idealWidth: 280, maxWidth: 320)
                    .background(Color.colorRedRMIT)
                    .accessibilityAddTraits(.isHeader)

                Spacer()

                VStack {
                    if showsLogo {
                        Image(pixelArt: "rmit-casino-logo")
                            .resizable()
                            .interpolation(.none)
                            .scaledToFit()
                            .frame(maxHeight: 150)
                            .accessibilityHidden(true)
                    }

                    Text(lines.joined(separator: "\n"))
                        .font(.system(.body, design: .rounded))
                        .foregroundColor(Color.white)
                        .multilineTextAlignment(.center)

                    Button(action: action) {
                        Text(button)
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
                    .accessibilityLabel(buttonLabel)
                }

                Spacer()
            }
            .frame(
                minWidth: 280, idealWidth: 280, maxWidth: 320, minHeight: heights.min,
                idealHeight: heights.ideal, maxHeight: heights.max, alignment: .center
            )
            .background(Color.colorBlueRMIT)
            .cornerRadius(20)
            .shadow(color: Color.colorBlackTransparentRMIT, radius: 15)
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
        }
    }
}
