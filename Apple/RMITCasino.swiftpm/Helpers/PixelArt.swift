import CasinoAppAssets
import SwiftUI
import UIKit

/// The guide's image assets (`Image("reel")`, `Image("apple")`, …) drawn from the shared
/// pixel art. Follow with `.resizable().interpolation(.none)` so the pixels stay crisp.
extension Image {
    @MainActor
    init(pixelArt name: String) {
        if let image = PixelArtImages.image(named: name) {
            self.init(uiImage: image)
        } else {
            // A name the art does not have: visible in development, never a crash.
            self.init(systemName: "questionmark.square.dashed")
        }
    }
}

/// Each picture decoded once.
@MainActor
enum PixelArtImages {
    private static var decoded: [String: UIImage] = [:]

    static func image(named name: String) -> UIImage? {
        if let image = decoded[name] { return image }
        guard let png = GuideImage.png(named: name), let image = UIImage(data: png) else {
            return nil
        }
        decoded[name] = image
        return image
    }
}
