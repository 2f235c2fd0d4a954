import CasinoArt

/// The pictures of the lines of text a window draws, kept from frame to frame: the same
/// label is the same image (the same storage), so a window finds its texture at once
/// instead of rendering the line and comparing it pixel by pixel, 60 times a second.
final class TextPictures {
    private struct Key: Hashable {
        var text: String
        var font: String
        var color: RGB
    }

    private var pictures: [Key: PixelImage] = [:]

    /// Lines kept before the store starts afresh (a screen shows a few dozen; the clock and
    /// the amounts change).
    static let capacity = 512

    /// `text` in `font` and `color`.
    func picture(_ text: String, font: PixelFont, color: RGB) -> PixelImage {
        let key = Key(text: text, font: font.name, color: color)
        if let picture = pictures[key] { return picture }
        if pictures.count >= Self.capacity { pictures.removeAll(keepingCapacity: true) }
        let picture = font.render(text, color: color)
        pictures[key] = picture
        return picture
    }
}
