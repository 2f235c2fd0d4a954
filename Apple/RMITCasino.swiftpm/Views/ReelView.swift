import SwiftUI

/// One reel: the frame and its icon. The icon slides up and fades out when `animatingIcon`
/// turns false, and comes back down when it turns true (the guide's 9.3); `travel` is 50
/// points, or 0 for a cross-fade when Reduce Motion is on.
struct ReelView: View {
    var reelIcon: String
    var animatingIcon: Bool
    var travel: Double = 50

    var body: some View {
        ZStack {
            Image(pixelArt: "reel")
                .resizable()
                .interpolation(.none)
                .modifier(reelImageStyle())
            Image(pixelArt: reelIcon)
                .resizable()
                .interpolation(.none)
                .modifier(iconImageStyle())
                .opacity(animatingIcon ? 1 : 0)
                .offset(y: animatingIcon ? 0 : -travel)
        }
        .accessibilityElement(children: .ignore)
    }
}

struct ReelView_Previews: PreviewProvider {
    static var previews: some View {
        ReelView(reelIcon: "apple", animatingIcon: true)
    }
}
