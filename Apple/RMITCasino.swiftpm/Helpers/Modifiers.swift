import Foundation
import SwiftUI

// The guide's view modifiers (Part 1 and 2), by the guide's names.

struct ShadowModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .shadow(color: Color.colorBlackTransparentRMIT, radius: 0, x: 0, y: 6)
    }
}

/// The ⓘ and Reset buttons. Named as in the guide; inside this app it hides SwiftUI's
/// `ButtonStyle` protocol, which the app does not use.
struct ButtonStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.title)
            .accentColor(Color.white)
            .padding()
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct scoreLabelStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .foregroundColor(Color.colorWhiteRMIT)
            .font(.system(size: 10, weight: .bold, design: .rounded))
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct scoreNumberStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .foregroundColor(Color.colorWhiteRMIT)
            .font(.system(.title, design: .rounded))
            .fontWeight(.heavy)
            .modifier(ShadowModifier())
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct scoreCapsuleStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.vertical, 4)
            .padding(.horizontal, 16)
            .frame(minWidth: 128)
            .background(
                Capsule()
                    .foregroundColor(Color.colorBlackTransparentRMIT)
            )
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct reelImageStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .scaledToFit()
            .frame(minWidth: 140, idealWidth: 200, maxWidth: 220, alignment: .center)
            .modifier(ShadowModifier())
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct iconImageStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .scaledToFit()
            .frame(minWidth: 50, idealWidth: 60, maxWidth: 70, alignment: .center)
            .modifier(ShadowModifier())
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct betCapsuleStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .foregroundColor(Color.colorWhiteRMIT)
            .font(.system(size: 25, weight: .heavy, design: .rounded))
            .modifier(ShadowModifier())
            .background(
                Capsule()
                    .fill(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                Color.colorYellowRMIT, Color.colorRedRMIT,
                            ]), startPoint: .top, endPoint: .bottom))
            )
            .padding(3)
            .background(
                Capsule()
                    .fill(
                        LinearGradient(
                            gradient: Gradient(colors: [
                                Color.colorRedRMIT, Color.colorYellowRMIT,
                            ]), startPoint: .top, endPoint: .bottom))
            )
            .padding(.vertical, 1)
            .frame(width: 128, height: 42, alignment: .center)
    }
}

// The guide\'s name, kept lower-case so its views read as the guide wrote them.
// swift-format-ignore: TypeNamesShouldBeCapitalized
struct casinoChipStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .scaledToFit()
            .frame(height: 64)
            .modifier(ShadowModifier())
    }
}
